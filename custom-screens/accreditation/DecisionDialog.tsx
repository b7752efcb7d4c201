// Accept a pending file with a new expiration date, or do not accept it with a comment (spec 2 §4,
// §7). The accreditation rule set on the server decides; a refusal shows the spec's message
// "An error occurred while updating this file." with the reasons under their fields.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { errorMessage, serverFieldErrors } from '../_shared/server-errors.js';
import type { Accreditation, AccreditationFile } from './accreditation-api.js';
import { expirationDateBounds } from './words.js';

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
  const fields = serverFieldErrors(error) ?? {};
  const bounds = expirationDateBounds();
  const showExplanation = accreditation.explanationRequired || Boolean(fields.accreditationExplanation);
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
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="decision-title" fullWidth maxWidth="sm">
      <DialogTitle id="decision-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {file.fileName}
        </Typography>
        {error != null && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorMessage(error, UPDATE_FAILED)}
            {fields.statusId ? ` ${fields.statusId}` : ''}
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
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" color={accepting ? 'primary' : 'error'} onClick={save} disabled={saving}>
          {accepting ? 'Accept file' : 'Do not accept'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
