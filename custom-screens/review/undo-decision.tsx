// Undo of a recorded decision (issue 20 §2): for UNDO_WINDOW_MS after a decision was sent, its
// notification offers Undo (and the key u does the same). The server takes the decision back while
// nobody acted on the course (server/review/screen/undo-decision.ts); the screen then opens that
// course again to be decided anew. Only the latest decision is offered: the screen has moved on
// from the earlier ones, and a later decision's notification replaces the earlier one's.
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useCloseNotification, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { reviewPath } from '../../admin-ui/dashboard/queues/queue-api.js';
import { useRefreshReviewData } from '../../admin-ui/kit/review-call.js';
import { DECISION_NAMES } from '../../admin-ui/kit/review-words.js';
import { UNDO_WINDOW_MS } from '../../core/contract/undo-decision.js';
import { STATS_QUERY_KEY } from './StatsPanel.js';
import { errorMessage } from './review-errors.js';
import type { Decision } from '../../core/contract/review.js';
import { reviewQueryKey } from './read-ahead.js';
import { useReviewApi } from './use-review-lookups.js';

export { UNDO_WINDOW_MS };

export interface RecordedDecision {
  reviewId: number;
  batchId: number;
  title: string;
  decision: Decision;
  /** Date.now() after which Undo is no longer offered: the window counted from when the decision was sent */
  until: number;
}

// The latest decision that may still be undone, for this browser tab.
let latest: RecordedDecision | null = null;
let expiry: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setLatest(recorded: RecordedDecision | null): void {
  latest = recorded;
  clearTimeout(expiry);
  if (recorded) expiry = setTimeout(() => setLatest(null), Math.max(0, recorded.until - Date.now()));
  listeners.forEach((listener) => listener());
}

export const undoableDecision = {
  get: (): RecordedDecision | null => latest,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export const undoLabel = (recorded: RecordedDecision) => `Undo ${DECISION_NAMES[recorded.decision]} for ${recorded.title}`;

/** Takes a recorded decision back, then opens its course again (or says why the server refused). */
export function useUndoDecision(): (recorded: RecordedDecision) => Promise<void> {
  const api = useReviewApi();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refreshQueues = useRefreshReviewData();
  return useCallback(
    async (recorded: RecordedDecision) => {
      if (latest === recorded) setLatest(null);
      let batchId = recorded.batchId;
      try {
        batchId = (await api.undoDecision(recorded.reviewId)).reviewBatchId ?? batchId;
      } catch (error) {
        notify(errorMessage(error, `${recorded.title}: the decision could not be undone.`), { type: 'error', multiLine: true, autoHideDuration: null });
        return;
      }
      // the course is read again as the server has it now
      queryClient.removeQueries({ queryKey: reviewQueryKey(batchId, recorded.reviewId) });
      void refreshQueues();
      void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      notify(`${recorded.title}: the decision was undone. Decide again when you are ready.`, { type: 'info' });
      navigate(reviewPath(batchId, recorded.reviewId));
    },
    [api, navigate, notify, queryClient, refreshQueues],
  );
}

/**
 * The notification of a recorded decision, with Undo; it closes when the window ends or a later
 * decision replaces it. It lives in the app's notification, so Undo works from the next course too.
 */
function UndoDecisionNotice({ recorded }: { recorded: RecordedDecision }) {
  const close = useCloseNotification();
  const undo = useUndoDecision();
  const current = useSyncExternalStore(undoableDecision.subscribe, undoableDecision.get);
  useEffect(() => {
    if (current !== recorded) close();
  }, [current, recorded, close]);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <span>
        {recorded.title}: {DECISION_NAMES[recorded.decision]}
      </span>
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        aria-label={undoLabel(recorded)}
        aria-keyshortcuts="u"
        disabled={current !== recorded}
        onClick={() => {
          close();
          void undo(recorded);
        }}
      >
        Undo
      </Button>
    </Stack>
  );
}

/** Notifies a recorded decision with its Undo, offered until `recorded.until`. */
export function useNotifyRecordedDecision(): (recorded: RecordedDecision) => void {
  const notify = useNotify();
  return useCallback(
    (recorded: RecordedDecision) => {
      setLatest(recorded);
      notify(<UndoDecisionNotice recorded={recorded} />, { type: 'success', autoHideDuration: UNDO_WINDOW_MS });
    },
    [notify],
  );
}
