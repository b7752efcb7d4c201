// One section of a registration as a card (spec 2 §3, §4): read as a list of values, or, while the
// registration is editable, edited in place and saved on its own call. A refused save keeps the edit
// open with the server's message above and its field errors on the fields.
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useDiscardGuard } from '../../../admin-ui/unsaved-changes/useDiscardGuard.js';
import { failureText, fieldErrors } from '../save-errors.js';

export interface SectionCardProps<D> {
  id: string;
  title: string;
  value: D;
  editable: boolean;
  /** the read-only view */
  view: (value: D) => ReactNode;
  /** the form over a draft; errors are the server's, keyed by field path */
  edit: (draft: D, change: (next: D) => void, errors: Record<string, string>) => ReactNode;
  onSave: (draft: D) => Promise<unknown>;
  /** a note under the title, whatever the mode (letters of intent received …) */
  note?: ReactNode;
}

export function SectionCard<D>({ id, title, value, editable, view, edit, onSave, note }: SectionCardProps<D>) {
  const [draft, setDraft] = useState<D | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const titleId = `section-${id}-title`;
  // Cancel, Escape and leaving the page ask while the draft holds changes (not while it is being saved)
  const discard = useDiscardGuard(draft !== null && !saving && JSON.stringify(draft) !== JSON.stringify(value), 'Your changes to this section are not saved. They will be lost.');

  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(draft);
      setDraft(null);
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };
  const cancel = discard.guard(() => {
    setDraft(null);
    setError(null);
  });

  return (
    <Card component="section" aria-labelledby={titleId} data-section={id}>
      {discard.prompt}
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {editable && draft === null && (
            <Button size="small" startIcon={<EditIcon />} onClick={() => setDraft(structuredClone(value))} aria-label={`Edit ${title.toLowerCase()}`}>
              Edit
            </Button>
          )}
        </Stack>
        {note}
        {draft === null ? (
          view(value)
        ) : (
          <Box
            component="form"
            aria-label={`Edit ${title.toLowerCase()}`}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && !saving) cancel();
            }}
          >
            {error != null && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {failureText(error)}
              </Alert>
            )}
            {edit(draft, setDraft, fieldErrors(error))}
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              <Button onClick={cancel} disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? 'Saving…' : `Save ${title.toLowerCase()}`}
              </Button>
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
