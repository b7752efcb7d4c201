// Select for audit (spec 1 §2 modal, §4): the audit's title starts as the course's title of the year.
// A failure shows the spec's message, except a duplicate course audit title, where the server's own
// message says which audit already carries it (spec 1 §8).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useDiscardGuard } from '../../admin-ui/unsaved-changes/useDiscardGuard.js';
import { AUDIT_MESSAGES } from '../../resources/_course-audits.js';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';
import type { PublisherCourseRow } from '../../core/contract/self-reported.js';

export function SelectForAuditDialog({ course, year, onClose, onSelect }: { course: PublisherCourseRow; year: string; onClose: () => void; onSelect: (title: string) => Promise<unknown> }) {
  const [title, setTitle] = useState(course.title);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const fields = serverFieldErrors(error) ?? {};
  const duplicate = Boolean(fields.title);

  // Cancel, Escape and a click beside the dialog ask before dropping what was typed
  const discard = useDiscardGuard(!saving && title !== course.title);
  const close = discard.guard(onClose);

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onSelect(title);
    } catch (e) {
      setError(e);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : close} aria-labelledby="select-audit-title" fullWidth maxWidth="sm">
      {discard.prompt}
      <DialogTitle id="select-audit-title">Select for audit</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {course.title} ({course.recordId}) will be audited in {year}; its submission goes to the Course Audit queue.
        </DialogContentText>
        {error != null && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {duplicate ? errorMessage(error, AUDIT_MESSAGES.selectFailed) : AUDIT_MESSAGES.selectFailed}
          </Alert>
        )}
        <TextField
          label="Course audit title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          required
          fullWidth
          error={duplicate}
          helperText={duplicate ? 'Another running audit of this publisher and year has this title.' : 'Unique among the publisher’s running audits of the year.'}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || !title.trim()}>
          Select for audit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
