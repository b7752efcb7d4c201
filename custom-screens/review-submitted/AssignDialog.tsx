// The reassign / assign analyst modal (spec 3 §2 "Modals", §4, §8): one or many courses, a target that
// is an analyst or (reassigning) a queue or no analyst. The button is disabled while the request runs;
// a failure shows the server's message in the dialog and gives the button back; the dialog can always
// be closed when nothing runs.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useRefreshReviewData, useReviewCall } from '../../admin-ui/kit/review-call.js';
import { QUEUE_NAMES } from '../../admin-ui/kit/review-words.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { NO_ANALYST, TARGET_QUEUES, UNKNOWN_TARGET, analystTarget, assignmentCall, doneMessage, parseTarget, queueTarget, type Mode, type TargetValue } from './assignment.js';
import { analystName, submittedApi } from './submitted-api.js';
import type { Analyst } from '../../core/contract/queues.js';
import type { SubmittedRow } from '../../core/contract/submitted.js';
import type { Wire } from '../../core/contract/wire.js';

/** What the dialog reads of a course: its submission, and what names it in the question. */
export type AssignedCourse = Pick<Wire<SubmittedRow>, 'courseSubmissionId' | 'title' | 'recordId' | 'institutionName'>;

export interface AssignDialogProps {
  /** the courses to move; none: the dialog is closed */
  rows: readonly AssignedCourse[];
  mode: Mode;
  analysts: readonly Analyst[];
  /** queues and "no analyst" are reassign targets (AdminReassign) */
  canReassign: boolean;
  onClose: () => void;
  onDone: () => void;
}

export function AssignDialog({ rows, mode, analysts, canReassign, onClose, onDone }: AssignDialogProps) {
  const call = useReviewCall();
  const api = useMemo(() => submittedApi(call), [call]);
  const notify = useNotify();
  const refresh = useRefreshReviewData();
  const [target, setTarget] = useState<TargetValue>('');
  const [refusal, setRefusal] = useState<string>();
  const open = rows.length > 0;

  useEffect(() => {
    if (open) {
      setTarget('');
      setRefusal(undefined);
    }
  }, [open]);

  const send = useMutation({
    mutationFn: api.send,
    onSuccess: () => {
      const chosen = parseTarget(target, analysts);
      if (chosen) notify(doneMessage(rows.length, chosen, mode), { type: 'success' });
      void refresh();
      onDone();
    },
    onError: (error) => setRefusal(errorMessage(error, UNKNOWN_TARGET)),
  });

  const submit = () => {
    setRefusal(undefined);
    const request = assignmentCall(
      rows.map((r) => r.courseSubmissionId),
      parseTarget(target, analysts),
      mode,
    );
    if ('error' in request) setRefusal(request.error);
    else send.mutate(request);
  };
  const close = () => {
    if (send.isPending) return;
    send.reset();
    onClose();
  };

  const title = mode === 'assign' ? 'Assign analyst' : 'Reassign';
  const one = rows.length === 1 ? rows[0] : undefined;
  const reassigning = mode === 'reassign' && canReassign;
  return (
    <Dialog open={open} onClose={close} aria-labelledby="assign-dialog-title" aria-describedby="assign-dialog-text" maxWidth="sm" fullWidth>
      <DialogTitle id="assign-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id="assign-dialog-text">
            {one ? `${one.title ?? `Submission ${one.courseSubmissionId}`} (${one.recordId}), ${one.institutionName ?? ''}` : `${rows.length} selected courses`}
            {mode === 'assign' ? ' will be In Review with the analyst you choose.' : ' will move to the analyst or queue you choose.'}
          </DialogContentText>
          {/* a native select: its option groups name analysts and queues apart for screen readers too */}
          <TextField
            select
            label={mode === 'assign' ? 'Analyst' : 'Analyst or queue'}
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            disabled={send.isPending}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="" disabled>
              Choose…
            </option>
            <optgroup label="Analysts">
              {analysts.map((a) => (
                <option key={a.userId} value={analystTarget(a.userId)}>
                  {analystName(a)}
                </option>
              ))}
            </optgroup>
            {reassigning && (
              <optgroup label="Queues">
                {TARGET_QUEUES.map((q) => (
                  <option key={q} value={queueTarget(q)}>
                    {QUEUE_NAMES[q]} queue
                  </option>
                ))}
                <option value={NO_ANALYST}>No analyst (back to In Queue)</option>
              </optgroup>
            )}
          </TextField>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={send.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={send.isPending || target === ''}>
          {send.isPending ? (mode === 'assign' ? 'Assigning…' : 'Reassigning…') : mode === 'assign' ? 'Assign' : 'Reassign'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
