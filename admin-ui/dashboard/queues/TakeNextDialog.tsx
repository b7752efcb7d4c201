// Take next (spec 1 §7 "Queue counts", spec 3 §7 takeNext?courseCount&takeExpress): the analyst takes
// the oldest submissions nobody has from one queue (express ones first when asked), then the first
// taken review starts and opens. The count and the express option start from the review settings;
// how many wait is shown beside them. The button stays disabled while the call runs; a refusal is
// shown in the dialog and the button comes back.
import { Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../kit/server-errors.js';
import { REVIEW_QUERY_ROOT, useRefreshReviewData } from '../../kit/review-call.js';
import { QUEUE_NAMES } from '../../kit/review-words.js';
import { DEFAULT_TAKE, MAX_TAKE, reviewPath } from './queue-api.js';
import type { DashboardQueue } from '../../../core/contract/queues.js';
import { useQueueApi } from './use-queue-actions.js';

interface TakeNextDialogProps {
  open: boolean;
  queues: readonly DashboardQueue[];
  initialQueue: DashboardQueue;
  onClose: () => void;
}

const waiting = (n: number) => (n === 1 ? '1 submission waits' : `${n} submissions wait`);

export function TakeNextDialog({ open, queues, initialQueue, onClose }: TakeNextDialogProps) {
  const api = useQueueApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshReviewData();
  const [queue, setQueue] = useState<DashboardQueue>(initialQueue);
  const [count, setCount] = useState(String(DEFAULT_TAKE));
  const [express, setExpress] = useState(true);

  const settings = useQuery({ queryKey: [REVIEW_QUERY_ROOT, 'take-next-settings'], queryFn: ({ signal }) => api.settings(signal), enabled: open, staleTime: 60_000 });
  const counts = useQuery({ queryKey: [REVIEW_QUERY_ROOT, 'unassigned-counts'], queryFn: ({ signal }) => api.unassignedCounts(signal), enabled: open });

  useEffect(() => {
    if (open) setQueue(initialQueue);
  }, [open, initialQueue]);
  // the settings' count is the starting value (the model's default until they are read)
  const settingsCount = settings.data?.takeNextCourseCount ?? DEFAULT_TAKE;
  useEffect(() => {
    if (open) setCount(String(Math.min(MAX_TAKE, settingsCount)));
  }, [open, settingsCount]);
  const offersExpress = settings.data?.expressReviewEnabled === true;

  const take = useMutation({
    mutationFn: async () => {
      const taken = await api.takeNext(queue, Number(count), offersExpress && express);
      const first = taken.result[0];
      // the first taken review starts at once, as Start on the dashboard does
      const started = first ? await api.start(first.courseSubmissionReviewBatchId) : undefined;
      return { taken, started };
    },
    onSuccess: ({ taken, started }) => {
      void refresh();
      if (!started) {
        notify(`No submission waits in the ${QUEUE_NAMES[queue]} queue.`, { type: 'info' });
        onClose();
        return;
      }
      notify(taken.taken === 1 ? 'You took 1 submission.' : `You took ${taken.taken} submissions.`, { type: 'success' });
      onClose();
      navigate(reviewPath(started.courseSubmissionReviewBatchId, started.courseSubmissionReviewId));
    },
    // what was taken stays taken: the queues show it even when the start failed
    onError: () => void refresh(),
  });

  const n = Number(count);
  const countError = count !== '' && (!Number.isInteger(n) || n < 1 || n > MAX_TAKE) ? `Take from 1 to ${MAX_TAKE} submissions.` : undefined;
  const queueCounts = counts.data;
  const close = () => {
    if (take.isPending) return;
    take.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="take-next-title" maxWidth="xs" fullWidth>
      <DialogTitle id="take-next-title">Take next</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label="Queue" value={queue} onChange={(e) => setQueue(e.target.value as DashboardQueue)} disabled={take.isPending}>
            {queues.map((q) => (
              <MenuItem key={q} value={q}>
                {QUEUE_NAMES[q]}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {queueCounts ? `${waiting(queueCounts[queue])} in the ${QUEUE_NAMES[queue]} queue; ${queueCounts.express} express across the queues.` : 'Counting the waiting submissions…'}
          </Typography>
          <TextField
            label="Submissions to take"
            type="number"
            value={count}
            onChange={(e) => setCount(e.target.value)}
            error={Boolean(countError)}
            helperText={countError ?? `From 1 to ${MAX_TAKE}.`}
            disabled={take.isPending}
            slotProps={{ htmlInput: { min: 1, max: MAX_TAKE, step: 1 } }}
          />
          {offersExpress && (
            <FormControlLabel
              control={<Checkbox checked={express} onChange={(e) => setExpress(e.target.checked)} disabled={take.isPending} />}
              label="Express reviews first"
            />
          )}
          {take.error && <Alert severity="error">{errorMessage(take.error, 'The submissions could not be taken.')}</Alert>}
          {settings.error && <Alert severity="warning">{errorMessage(settings.error, 'The review settings could not be read.')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={take.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => take.mutate()} disabled={take.isPending || count === '' || Boolean(countError)}>
          {take.isPending ? 'Taking…' : 'Take and start'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
