// Review audit cancellation (spec 1 §2 modal, §4): the publisher's request and its reason; approve
// (the audit is cancelled) or reject (it stays selected), with a reason, required to reject. A problem
// of the reason shows under the field only; any other failure the spec's message (spec 1 §8), with the
// server's reason when it gave one.
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';
import { AUDIT_MESSAGES, type AuditCancelResponse } from '../../resources/_course-audits.js';
import { officeDateText } from '../../core/time/office-time.js';
import { failureOf } from '../../admin-ui/kit/server-errors.js';
import type { PublisherCourseRow } from '../../core/contract/self-reported.js';

export function ReviewCancellationDialog({ course, onClose, onRespond }: { course: PublisherCourseRow; onClose: () => void; onRespond: (response: AuditCancelResponse, reason: string) => Promise<unknown> }) {
  const [response, setResponse] = useState<AuditCancelResponse>('approve');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // a reason under its field shows there only; the spec's failure sentence is for the rest
  const failure = error == null ? null : failureOf(error, { fallback: AUDIT_MESSAGES.respondFailed, fields: ['reason'] });
  const fields = failure?.fields ?? {};
  const audit = course.audit;

  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(!saving && reason.trim() !== '');
  const close = discard.guard(onClose);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onRespond(response, reason);
    } catch (e) {
      setError(e);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : close} aria-labelledby="review-cancellation-title" fullWidth maxWidth="sm">
      {discard.prompt}
      <DialogTitle id="review-cancellation-title">Review audit cancellation</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {audit?.title ?? course.title} ({course.recordId})
        </Typography>
        <Box component="blockquote" sx={{ m: 0, mb: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {audit?.cancellationReason ?? 'The publisher gave no reason.'}
          </Typography>
          {audit?.cancellationRequestedOn && (
            <Typography variant="caption" color="text.secondary">
              Requested {officeDateText(audit.cancellationRequestedOn)}
            </Typography>
          )}
        </Box>
        {failure?.message && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure.message}
          </Alert>
        )}
        <FormControl sx={{ mb: 1 }}>
          <FormLabel id="cancellation-response-label">Response</FormLabel>
          <RadioGroup row aria-labelledby="cancellation-response-label" value={response} onChange={(e) => setResponse(e.target.value as AuditCancelResponse)}>
            <FormControlLabel value="approve" control={<Radio />} label="Approve: cancel the audit" />
            <FormControlLabel value="reject" control={<Radio />} label="Reject: keep the audit" />
          </RadioGroup>
        </FormControl>
        <TextField
          label={response === 'reject' ? 'Reason' : 'Reason (optional)'}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required={response === 'reject'}
          multiline
          minRows={3}
          fullWidth
          error={Boolean(fields.reason)}
          helperText={fields.reason ?? 'The publisher is told this reason.'}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || (response === 'reject' && !reason.trim())}>
          {response === 'approve' ? 'Approve request' : 'Reject request'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
