// Taking a decision (spec 3 §4): what is being saved is sent first, then the decision is checked
// against the rules' latest answer (a key pressed on a refused decision says why instead), sent, and
// the screen moves to the next review of the batch (nextReviewId) or back to the dashboard. The
// queues, the header's counts and the statistics are read again, as the decision changed them.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRefreshReviewData } from '../../admin-ui/dashboard/review-common/review-call.js';
import { DECISION_NAMES } from '../../admin-ui/dashboard/review-common/review-words.js';
import { DECISION_BUTTONS, refusalText } from './DecisionButtons.js';
import { STATS_QUERY_KEY } from './StatsPanel.js';
import { errorMessage, isReassigned, permissionMessage } from './review-errors.js';
import type { ReviewWorkspace } from './review-context.js';
import type { Decision } from './review-api.js';
import { reviewPath } from '../../admin-ui/dashboard/queues/queue-api.js';

export interface Decide {
  decide: (decision: Decision) => Promise<void>;
  deciding: boolean;
  /** why the last decision asked for was not taken */
  notice: string | null;
  setNotice: (notice: string | null) => void;
}

export function useDecide(workspace: ReviewWorkspace | undefined, onReassigned: (message: string) => void): Decide {
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refreshQueues = useRefreshReviewData();
  const [deciding, setDeciding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const decide = useCallback(
    async (decision: Decision) => {
      if (!workspace || deciding) return;
      const label = DECISION_BUTTONS.find((b) => b.decision === decision)?.label ?? decision;
      if (workspace.readOnly) {
        setNotice('This review is read-only: it cannot be decided here.');
        return;
      }
      if (decision === 'secondreview' && workspace.model.isSecondReview) {
        setNotice('A 2nd review is decided Approve or Not approve.');
        return;
      }
      setNotice(null);
      setDeciding(true);
      try {
        if (!(await workspace.autosave.flush())) {
          setNotice(`${label} is not possible: a change could not be saved (see “Not saved” below), so the course was not decided.`);
          return;
        }
        const model = workspace.current();
        const option = model.decisions[decision];
        if (!option.allowed) {
          setNotice(`${label} is not possible: ${refusalText(option.messages)}`);
          return;
        }
        const answer = await workspace.api.decide(model.courseReviewId, decision);
        notify(`${model.basicInfo.title}: ${DECISION_NAMES[decision]}`, { type: 'success' });
        void refreshQueues();
        void queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY });
        navigate(answer.nextReviewId ? reviewPath(answer.reviewBatchId ?? model.batch.reviewBatchId, answer.nextReviewId) : '/dashboard');
      } catch (error) {
        if (isReassigned(error)) onReassigned(permissionMessage(error));
        else setNotice(errorMessage(error, `${label} failed.`));
      } finally {
        setDeciding(false);
      }
    },
    [workspace, deciding, navigate, notify, queryClient, refreshQueues, onReassigned],
  );

  return { decide, deciding, notice, setNotice };
}
