// Accept a pending file with a new expiration date, or do not accept it with a comment (spec 2 §4,
// §7). The accreditation rule set on the server decides; a refusal shows its reasons under their
// fields (only a reason no field shows, like "This file was already accepted.", goes above them),
// and a real failure (the server failing, no answer) the spec's "An error occurred while updating
// this file." (failureOf, admin-ui/kit/server-errors.ts).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useFocusFirstInvalid } from '../../admin-ui/kit/focus-first-invalid.js';
import { failureOf } from '../../admin-ui/kit/server-errors.js';
import type { Accreditation, AccreditationFile } from '../../core/contract/accreditation.js';
import { expirationDateBounds } from './words.js';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';

export const UPDATE_FAILED = 'An error occurred while updating this file.';

export interface DecisionBody {
  statusId: 2 | 3;
  accreditationExpirationDate?: string;
  accreditationExplanation?: string;
  comment?: string;
}

export function DecisionDialog({
  file,
  accepting,
  accreditation,
  onClose,
  onDecide,
}: {
  file: AccreditationFile;
  accepting: boolean;
  accreditation: Accreditation;
  onClose: () => void;
  onDecide: (body: DecisionBody) => Promise<unknown>;
}) {
  const [date, setDate] = useState('');
  const [comment, setComment] = useState('');
  const [explanation, setExplanation] = useState(accreditation.accreditationExplanation ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // the explanation's field appears with its reason, so it counts among the fields shown
  const failure = error == null ? null : failureOf(error, { fallback: UPDATE_FAILED, fields: [...(accepting ? ['accreditationExpirationDate'] : []), 'accreditationExplanation', 'comment'] });
  const fields = failure?.fields ?? {};
  const content = useRef<HTMLDivElement>(null);
  useFocusFirstInvalid(content, error);
  const bounds = expirationDateBounds();
  const showExplanation = accreditation.explanationRequired || Boolean(fields.accreditationExplanation);
  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(!saving && (date !== '' || comment.trim() !== '' || explanation !== (accreditation.accreditationExplanation ?? '')));
  const close = discard.guard(onClose);
  const title = accepting ? 'Accept the accreditation file' : 'Do not accept the accreditation file';

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onDecide({
        statusId: accepting ? 2 : 3,
        ...(accepting ? { accreditationExpirationDate: date } : {}),
        ...(comment.trim() ? { comment } : {}),
        ...(showExplanation && explanation.trim() ? { accreditationExplanation: explanation } : {}),
      });
    } catch (e) {
      setError(e);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : close} aria-labelledby="decision-title" fullWidth maxWidth="sm">
      {discard.prompt}
      <DialogTitle id="decision-title">{title}</DialogTitle>
      <DialogContent ref={content}>
        <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {file.fileName}
        </Typography>
        {failure?.message && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure.message}
          </Alert>
        )}
        {accepting && (
          <TextField
            type="date"
            label="New expiration date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: bounds.min, max: bounds.max } }}
            error={Boolean(fields.accreditationExpirationDate)}
            helperText={fields.accreditationExpirationDate ?? `Between ${bounds.min} and ${bounds.max}.`}
            fullWidth
            sx={{ mb: 2 }}
          />
        )}
        {showExplanation && (
          <TextField
            label="Explanation"
            value={explanation}
            onChange={(e) => setExplanation(e.target.value)}
            multiline
            minRows={2}
            error={Boolean(fields.accreditationExplanation)}
            helperText={fields.accreditationExplanation ?? 'Required: the accreditation is expired and not by WASC.'}
            fullWidth
            sx={{ mb: 2 }}
          />
        )}
        <TextField
          label={accepting ? 'Comment (optional)' : 'Comment'}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={3}
          required={!accepting}
          error={Boolean(fields.comment)}
          helperText={fields.comment ?? (accepting ? undefined : 'Say why the file is not accepted.')}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" color={accepting ? 'primary' : 'error'} onClick={save} disabled={saving}>
          {accepting ? 'Accept file' : 'Do not accept'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
