// The Views menu's dialogs (loaded when first opened): save the current view, rename one, share it
// with roles, make it a role's default. A refusal of the server shows in the dialog, by its field.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, FormLabel, TextField } from '@mui/material';
import type { SavedViewJson, ViewState } from '../../core/contract/views.js';
import { bodyOf, type ViewsApi } from './views-api.js';
import type { DialogMode } from './dialog-mode.js';

export interface ViewDialogProps {
  mode: DialogMode;
  resource: string;
  /** the view renamed or shared; null when saving the current one */
  view: SavedViewJson | null;
  current: () => ViewState;
  /** the roles a view may be shared with; empty for users who may not share */
  roles: { id: number; name: string }[];
  api: ViewsApi;
  onClose: () => void;
  onSaved: (view: SavedViewJson) => void;
}

const TITLES: Record<DialogMode, string> = { save: 'Save current view', rename: 'Rename view', share: 'Share view with roles', default: 'Make default for a role' };

function RoleChoices({ legend, roles, chosen, onChange }: { legend: string; roles: ViewDialogProps['roles']; chosen: number[]; onChange: (ids: number[]) => void }) {
  const id = useId();
  return (
    <FormGroup role="group" aria-labelledby={id} sx={{ mt: 2 }}>
      <FormLabel id={id}>{legend}</FormLabel>
      {roles.map((r) => (
        <FormControlLabel
          key={r.id}
          label={r.name}
          control={<Checkbox checked={chosen.includes(r.id)} onChange={(e) => onChange(e.target.checked ? [...chosen, r.id] : chosen.filter((x) => x !== r.id))} />}
        />
      ))}
    </FormGroup>
  );
}

export default function ViewDialog({ mode, resource, view, current, roles, api, onClose, onSaved }: ViewDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(mode === 'save' ? '' : (view?.name ?? ''));
  const [shared, setShared] = useState<number[]>(view?.sharedWithRoleIds ?? []);
  const [defaults, setDefaults] = useState<number[]>(view?.isDefaultForRoleIds ?? []);
  const [error, setError] = useState<{ message: string; name?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const showName = mode === 'save' || mode === 'rename';
  const showShare = roles.length > 0 && (mode === 'save' || mode === 'share');
  const showDefault = roles.length > 0 && (mode === 'save' || mode === 'default');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (showName && !name.trim()) {
      setError({ message: 'Give the view a name.', name: 'Give the view a name.' });
      return;
    }
    setBusy(true);
    try {
      const body = view && mode !== 'save' ? bodyOf(view) : { resource, ...current(), sharedWithRoleIds: [], isDefaultForRoleIds: [] };
      const next = { ...body, name: name.trim(), sharedWithRoleIds: [...new Set([...shared, ...defaults])], isDefaultForRoleIds: defaults };
      onSaved(view && mode !== 'save' ? await api.update(view.id, next) : await api.create(next));
    } catch (err) {
      const body = (err as { body?: { modelState?: Record<string, string[]> } }).body;
      const fields = body?.modelState ?? {};
      setError({ message: Object.values(fields).flat()[0] ?? ((err as Error).message || 'The view could not be saved.'), name: fields.name?.[0] });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={titleId}>{TITLES[mode]}</DialogTitle>
        <DialogContent>
          {error && !error.name && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error.message}
            </Alert>
          )}
          {showName && (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(error?.name)}
              helperText={error?.name ?? ' '}
              inputProps={{ maxLength: 100 }}
            />
          )}
          {showShare && <RoleChoices legend="Share with roles" roles={roles} chosen={shared} onChange={setShared} />}
          {showDefault && <RoleChoices legend="Default view for roles (opens first)" roles={roles} chosen={defaults} onChange={setDefaults} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
