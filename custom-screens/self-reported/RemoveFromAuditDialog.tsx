// Remove from audit (spec 1 §2 modal, §4): this course, or every course of the publisher in audit for
// the year. A failure shows the spec's message (spec 1 §8).
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { AUDIT_MESSAGES, type AuditRemovalScope } from '../../resources/_course-audits.js';
import type { PublisherCourseRow } from '../../core/contract/self-reported.js';

export function RemoveFromAuditDialog({ course, publisher, onClose, onRemove }: { course: PublisherCourseRow; publisher: string; onClose: () => void; onRemove: (scope: AuditRemovalScope) => Promise<unknown> }) {
  const [scope, setScope] = useState<AuditRemovalScope>('course');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onRemove(scope);
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="remove-audit-title" fullWidth maxWidth="sm">
      <DialogTitle id="remove-audit-title">Remove from audit</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {course.audit?.title ?? course.title} ({course.recordId})
        </DialogContentText>
        {failed && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {AUDIT_MESSAGES.removeFailed}
          </Alert>
        )}
        <FormControl>
          <FormLabel id="remove-scope-label">Remove</FormLabel>
          <RadioGroup aria-labelledby="remove-scope-label" value={scope} onChange={(e) => setScope(e.target.value as AuditRemovalScope)}>
            <FormControlLabel value="course" control={<Radio />} label="This course" />
            <FormControlLabel value="all" control={<Radio />} label={`All courses of ${publisher} in audit this year`} />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={save} disabled={saving}>
          Remove from audit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
