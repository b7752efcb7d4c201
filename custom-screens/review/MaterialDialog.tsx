// The material add / edit modal (spec 3 §2 "Modals", §3, §7): the kind, then the kind's fields, and
// primary / read in its entirety as Yes (1) / No (0). Saved through the kind's suffix; the answer is
// the material as stored. The server's field messages show on their fields.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';
import { failureOf } from '../../admin-ui/kit/server-errors.js';
import { MATERIAL_KINDS, bodyOf, fieldLabelOf, formOf, kindOf, maxLengthOf, missingOf, type MaterialForm } from './material-kinds.js';
import { useMaterialTypes } from './MaterialList.js';
import type { Material, MaterialBody } from '../../core/contract/review.js';

export interface MaterialDialogProps {
  open: boolean;
  /** null: a new material */
  editing: Material | null;
  onSave: (suffix: string, body: MaterialBody) => Promise<unknown>;
  onClose: () => void;
}

function YesNo({ name, label, value, onChange }: { name: string; label: string; value: '1' | '0'; onChange: (v: '1' | '0') => void }) {
  const id = `material-${name}-label`;
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" id={id}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={id} name={name} value={value} onChange={(e) => onChange(e.target.value === '1' ? '1' : '0')}>
        <FormControlLabel value="1" control={<Radio size="small" />} label="Yes" />
        <FormControlLabel value="0" control={<Radio size="small" />} label="No" />
      </RadioGroup>
    </FormControl>
  );
}

export function MaterialDialog({ open, editing, onSave, onClose }: MaterialDialogProps) {
  const types = useMaterialTypes();
  const [suffix, setSuffix] = useState('textbook');
  const [form, setForm] = useState<MaterialForm>(formOf(null));
  const [shown, setShown] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setSuffix(editing?.type ?? 'textbook');
    setForm(formOf(editing));
    setShown({});
    setFailure(null);
  }, [open, editing]);

  const kind = kindOf(suffix);
  const set = (field: keyof MaterialForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const save = async () => {
    const missing = missingOf(kind, form);
    if (Object.keys(missing).length) {
      setShown(missing);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onSave(kind.suffix, bodyOf(kind, form, editing));
      onClose();
    } catch (error) {
      const failure = failureOf(error, { fallback: 'The material could not be saved.', fields: kind.fields });
      setShown(failure.fields);
      setFailure(failure.message);
    } finally {
      setSaving(false);
    }
  };

  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(open && !saving && JSON.stringify(form) !== JSON.stringify(formOf(editing)));
  const close = discard.guard(onClose);
  const title = editing ? 'Edit course material' : 'Add course material';
  return (
    <Dialog open={open} onClose={saving ? undefined : close} aria-labelledby="material-dialog-title" fullWidth maxWidth="sm">
      {discard.prompt}
      <DialogTitle id="material-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <form
          id="material-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          style={{ display: 'grid', gap: 16, paddingTop: 8 }}
        >
          <TextField select label="Kind of material" value={suffix} onChange={(e) => setSuffix(e.target.value)} size="small">
            {MATERIAL_KINDS.map((k) => (
              <MenuItem key={k.suffix} value={k.suffix}>
                {types.find((t) => t.suffix === k.suffix)?.name ?? k.suffix}
              </MenuItem>
            ))}
          </TextField>
          {kind.fields.map((field) => (
            <TextField
              key={field}
              size="small"
              label={fieldLabelOf(kind, field)}
              required={field === 'title' || kind.required?.includes(field)}
              value={form[field]}
              onChange={(e) => set(field, e.target.value)}
              error={Boolean(shown[field])}
              helperText={shown[field]}
              multiline={field === 'details'}
              minRows={field === 'details' ? 2 : undefined}
              slotProps={{ htmlInput: { maxLength: maxLengthOf(field) } }}
            />
          ))}
          <YesNo name="isPrimary" label="Primary material" value={form.isPrimary} onChange={(v) => set('isPrimary', v)} />
          <YesNo name="readInEntirety" label="Read in its entirety" value={form.readInEntirety} onChange={(v) => set('readInEntirety', v)} />
          {failure && <Alert severity="error">{failure}</Alert>}
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" form="material-form" variant="contained" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
