// Taking a decision (spec 3 §4): what is being saved is sent first, then the decision is checked
// against the rules' latest answer (a key pressed on a refused decision says why instead), sent, and
// the screen moves to the next review of the batch (nextReviewId) or back to the dashboard. The
// queues, the header's counts and the statistics are read again, as the decision changed them.
// A key asks for a decision through a countdown (decision-countdown.ts); a button click decides at
// once. Either way the notification then offers Undo (undo-decision.tsx). When the batch's next course
// was read ahead it is drawn as soon as the decision is sent (issue 20 §8); should the decision fail,
// the screen goes back to the course and the notification says why.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRefreshReviewData } from '../../admin-ui/kit/review-call.js';
import { DECISION_BUTTONS, refusalText } from './DecisionButtons.js';
import { STATS_QUERY_KEY } from './StatsPanel.js';
import { useDecisionCountdown, type PendingDecision } from './decision-countdown.js';
import { errorMessage, isReassigned, permissionMessage } from './review-errors.js';
import { UNDO_WINDOW_MS, useNotifyRecordedDecision } from './undo-decision.js';
import type { ReviewWorkspace } from './review-context.js';
import type { Decision, DecisionAnswer } from '../../core/contract/review.js';
import { decisionSent, decisionsAnswered, readAheadModel } from './read-ahead.js';
import { reviewPath } from '../../admin-ui/dashboard/queues/queue-api.js';

export interface Decide {
  /** decides now (a button) */
  decide: (decision: Decision) => Promise<void>;
  /** a key asked for the decision: it counts down first; the same key again cancels the countdown */
  ask: (decision: Decision) => void;
  /** the decision counting down, if any */
  pending: PendingDecision | null;
  confirm: () => void;
  /** drops the decision counting down; `said` tells the analyst it was cancelled */
  cancel: (said?: boolean) => void;
  deciding: boolean;
  /** why the last decision asked for was not taken */
  notice: string | null;
  setNotice: (notice: string | null) => void;
  /** what happened to the last countdown ("Approve cancelled: nothing was sent.") */
  status: string | null;
}

const labelOf = (decision: Decision) => DECISION_BUTTONS.find((b) => b.decision === decision)?.label ?? decision;

/** `openInBatch` opens another review of the same batch at once (BatchRoute); without it the screen navigates. */
export function useDecide(workspace: ReviewWorkspace | undefined, onReassigned: (message: string) => void, openInBatch?: (reviewId: number) => void): Decide {
  const navigate = useNavigate();
  const notify = useNotify();
  const notifyRecorded = useNotifyRecordedDecision();
  const queryClient = useQueryClient();
  const refreshQueues = useRefreshReviewData();
  const [deciding, setDeciding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  /** Why the decision cannot be asked for now, as far as the screen knows before saving. */
  const refusalNow = useCallback(
    (decision: Decision): string | null => {
      if (!workspace) return null;
      if (workspace.readOnly) return 'This review is read-only: it cannot be decided here.';
      if (decision === 'secondreview' && workspace.model.isSecondReview) return 'A 2nd review is decided Approve or Not approve.';
      // with a save on its way the rules' answer may change: it is checked again once saved
      const option = workspace.current().decisions[decision];
      if (!workspace.autosave.busy && !option.allowed) return `${labelOf(decision)} is not possible: ${refusalText(option.messages)}`;
      return null;
    },
    [workspace],
  );

  const decide = useCallback(
    async (decision: Decision) => {
      if (!workspace || deciding) return;
      const label = labelOf(decision);
      const refused = refusalNow(decision);
      if (refused) {
        setNotice(refused);
        return;
      }
      setNotice(null);
      setStatus(null);
      setDeciding(true);
      try {
        if (!(await workspace.autosave.flush())) {
          setNotice(`${label} is not possible: a change could not be saved (see “Not saved” below), so the course was not decided.`);
          return;
        }
        // a course shown ahead of the answer on the one before it is decided after that answer
        await decisionsAnswered();
        const model = workspace.current();
        const option = model.decisions[decision];
        if (!option.allowed) {
          setNotice(`${label} is not possible: ${refusalText(option.messages)}`);
          return;
        }
        // the undo window is counted from here, before the server records the decision, so the screen never offers Undo longer than the server takes it
        const sentAt = Date.now();
        const sending = workspace.api.decide(model.courseReviewId, decision);
        const ownBatch = model.batch.reviewBatchId;
        // the next course, read ahead, is drawn while the decision travels (read-ahead.ts)
        const ahead = model.batch.nextReviewId;
        const shownAhead = openInBatch !== undefined && ahead != null && ahead !== model.courseReviewId && readAheadModel(queryClient, ownBatch, ahead) !== undefined;
        if (shownAhead) {
          decisionSent(ahead, sending);
          openInBatch(ahead);
        }
        let answer: DecisionAnswer;
        try {
          answer = await sending;
        } catch (error) {
          if (!shownAhead) throw error;
          // this screen has gone: back to the course, which was not decided, saying why
          openInBatch(model.courseReviewId);
          notify(isReassigned(error) ? permissionMessage(error) : errorMessage(error, `${label} failed.`), { type: 'error', multiLine: true, autoHideDuration: null });
          return;
        }
        // otherwise the next course now, drawn at once, then the news and the figures
        const batchId = answer.reviewBatchId ?? ownBatch;
        const drawnAlready = shownAhead && answer.nextReviewId === ahead && batchId === ownBatch;
        if (!drawnAlready) {
          if (answer.nextReviewId && batchId === ownBatch && openInBatch) openInBatch(answer.nextReviewId);
          else navigate(answer.nextReviewId ? reviewPath(batchId, answer.nextReviewId) : '/dashboard');
        }
        notifyRecorded({ reviewId: model.courseReviewId, batchId, title: model.basicInfo.title, decision, until: sentAt + UNDO_WINDOW_MS });
        void refreshQueues();
        void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
      } catch (error) {
        if (isReassigned(error)) onReassigned(permissionMessage(error));
        else setNotice(errorMessage(error, `${label} failed.`));
      } finally {
        setDeciding(false);
      }
    },
    [workspace, deciding, refusalNow, navigate, notify, notifyRecorded, queryClient, refreshQueues, onReassigned, openInBatch],
  );

  const countdown = useDecisionCountdown((decision) => void decide(decision));

  const cancel = useCallback(
    (said = true) => {
      const waiting = countdown.pending;
      countdown.cancel();
      if (waiting && said) setStatus(`${labelOf(waiting.decision)} cancelled: nothing was sent.`);
    },
    [countdown],
  );

  const ask = useCallback(
    (decision: Decision) => {
      if (!workspace || deciding) return;
      if (countdown.pending?.decision === decision) return cancel();
      const refused = refusalNow(decision);
      if (refused) {
        countdown.cancel();
        setNotice(refused);
        return;
      }
      setNotice(null);
      setStatus(null);
      countdown.start(decision);
    },
    [workspace, deciding, countdown, cancel, refusalNow],
  );

  return { decide, ask, pending: countdown.pending, confirm: countdown.confirm, cancel, deciding, notice, setNotice, status };
}
