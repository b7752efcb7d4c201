// The decisions (spec 3 §4–§5, §8): POST /api/admin/review/{reviewId}/complete/{approved|notapproved}
// and POST /api/admin/review/{reviewId}/secondreview. In one transaction:
//  1. lock the review and check the caller may still decide it: its assigned analyst, undecided, the
//     submission in review; otherwise InvalidReviewPermission. The lock makes two decisions on one
//     review take turns: the second one reads the first one's decision and is refused, so exactly
//     one is stored.
//  2. evaluate the review-decision rule set through decide() (recorded, with the rule version and its
//     explanation) on facts read from the stored review, never from the request; a refusal answers
//     400 with the rule's message (the button's hover message) and stores no decision.
//  3. store the decision with decidedOn, ruleSetVersionId and the explanation; move the submission
//     (Approved, Not Approved, or to the 2nd review queue); write the course history; the flush
//     writes every row's audit entry.
// The answer names the next undecided review of the batch for the caller (nextReviewId), or null:
// the screen goes to the dashboard.
//
// Sent to 2nd review: the submission waits In Queue in the 2nd review queue, with no analyst, until a
// 2nd reviewer takes it; taking it (server/review/queues) makes the new review with isSecondReview.
// A review needs its analyst, and nobody is the 2nd reviewer yet when the first analyst decides.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { RouteTable } from '../../http/route-table.js';
import { badRequest } from '../../http/errors.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { RuleRuntime } from '../../rules/runtime.js';
import { decide } from '../../rules/decide.js';
import { pathId } from './params.js';
import { writableReview } from './review-access.js';
import { NO_RUBRIC_MESSAGE, REVIEW_DECISION_RULES, decisionFacts, reviewFacts } from './decision-facts.js';
import { batchReviews, nextUndecided } from './batch-progress.js';
import { addHistory } from './history.js';
import { reviewClock } from './clock.js';
import { REVIEW_ID, SCREEN_WRITE, source } from './route-names.js';
import type { ReviewDecision, ReviewRow, SubmissionRow } from './rows.js';
import { queueReviewDecision } from '../../notifications/workflow-notices.js';
import { UNDO_WINDOW_MS } from '../../../core/contract/undo-decision.js';
import { undoableWorkflow } from '../../undo/undoable.js';
import { DECISION_UNDO_KIND, decisionLabel } from './decision-undo-kind.js';

/**
 * The institution's notice of a decision waits in the outbox until its analyst can no longer undo it
 * (undo-decision.ts removes it unsent); the margin covers the clocks of the server and the database.
 */
export const DECISION_NOTICE_HOLD_SECONDS = UNDO_WINDOW_MS / 1000 + 20;

export const HISTORY_ACTIONS: Record<ReviewDecision, string> = {
  approved: 'Approved',
  notapproved: 'Not Approved',
  secondreview: 'Sent to 2nd review',
};

export interface DecisionAnswer {
  courseSubmissionReviewId: number;
  courseSubmissionId: number;
  decision: ReviewDecision;
  decidedOn: string;
  reviewBatchId: number | null;
  /** the next undecided review of the batch for the caller; null: back to the dashboard */
  nextReviewId: number | null;
}

/** These calls take no body: whatever a client might send about the decision is read from the stored review instead. */
export function refuseBody(req: Request): void {
  const body = req.body;
  if (body === undefined || body === null) return;
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return;
  throw badRequest('This call takes no body: the decision is made on the review as stored.', { _: ['Send no body.'] });
}

function moveSubmission(submission: SubmissionRow, decision: ReviewDecision, now: Date): void {
  if (decision === 'approved') Object.assign(submission, { status: 'approved', decidedOn: now });
  else if (decision === 'notapproved') Object.assign(submission, { status: 'notApproved', decidedOn: now });
  else Object.assign(submission, { status: 'inQueue', queueType: 'second', assignedAnalystId: null, reviewBatchId: null, decidedOn: null });
}

type Outcome = { stored: DecisionAnswer } | { refused: string[] };

async function decideInTransaction(tx: EntityManager, rules: RuleRuntime, user: SessionUser, reviewId: number, decision: ReviewDecision): Promise<Outcome> {
  const { review, submission } = await writableReview(tx, reviewId, user);
  if (decision === 'secondreview' && review.isSecondReview) throw badRequest('A 2nd review is decided Approved or Not Approved; it cannot be sent to 2nd review again.');
  const facts = await reviewFacts(tx, review);
  if (facts.rubricValue == null) return { refused: [NO_RUBRIC_MESSAGE] };
  const evaluation = await decide(rules, REVIEW_DECISION_RULES, decisionFacts(decision, facts), { em: tx, userName: user.username, context: `review ${review.id} ${decision}` });
  if (!evaluation.outcome.allowed) return { refused: evaluation.outcome.messages };

  const now = reviewClock.now();
  Object.assign(review, {
    decision,
    decidedOn: now,
    startedOn: review.startedOn ?? now,
    ruleSetVersionId: evaluation.versionId,
    explanation: { evaluationId: evaluation.evaluationId ?? null, ruleSet: evaluation.ruleSet, version: evaluation.version, facts: evaluation.facts, outcome: evaluation.outcome },
    leaseUserId: null,
    leaseExpiresAt: null,
  } satisfies Partial<ReviewRow>);
  moveSubmission(submission, decision, now);
  addHistory(tx, user, submission, review, HISTORY_ACTIONS[decision], now);
  await tx.flush();
  // the institution hears of a decision (not of a send to 2nd review) through the mail outbox, in this
  // transaction, once the decision can no longer be undone
  if (decision !== 'secondreview') await queueReviewDecision(tx, submission, decision, user.id, DECISION_NOTICE_HOLD_SECONDS);
  const batch = review.reviewBatchId == null ? [] : await batchReviews(tx, review.reviewBatchId);
  return {
    stored: {
      courseSubmissionReviewId: review.id,
      courseSubmissionId: submission.id,
      decision,
      decidedOn: now.toISOString(),
      reviewBatchId: review.reviewBatchId,
      nextReviewId: nextUndecided(batch, review.id, user.id),
    },
  };
}

/**
 * Decides the review. A refusal by the rules commits only the recorded evaluation (the rule editor's
 * simulation replays refusals too) and then answers 400 with the rules' messages.
 */
export async function decideReview(em: EntityManager, rules: RuleRuntime, user: SessionUser, reviewId: number, decision: ReviewDecision): Promise<DecisionAnswer> {
  const outcome = await em.transactional((tx) => decideInTransaction(tx, rules, user, reviewId, decision));
  if ('refused' in outcome) throw badRequest(outcome.refused[0], { decision: outcome.refused });
  return outcome.stored;
}

export function registerDecisionRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${REVIEW_ID}/complete/:status`,
    ability: SCREEN_WRITE,
    source: source('decide-review.ts'),
    handler: async ({ req, res, em, user }) => {
      const reviewId = pathId(req, 'reviewId', 'review id');
      const status = String(req.params.status).toLowerCase();
      if (status !== 'approved' && status !== 'notapproved') throw badRequest('The status must be approved or notapproved.', { status: ['Choose approved or notapproved.'] });
      refuseBody(req);
      return undoableWorkflow(em, res, user, { kind: DECISION_UNDO_KIND, data: { reviewId }, label: (tx) => decisionLabel(tx, reviewId, status) }, () => decideReview(em, rules, user, reviewId, status));
    },
  });

  routes.add({
    method: 'POST',
    path: `/api/admin/review/${REVIEW_ID}/secondreview`,
    ability: SCREEN_WRITE,
    source: source('decide-review.ts'),
    handler: async ({ req, res, em, user }) => {
      const reviewId = pathId(req, 'reviewId', 'review id');
      refuseBody(req);
      return undoableWorkflow(em, res, user, { kind: DECISION_UNDO_KIND, data: { reviewId }, label: (tx) => decisionLabel(tx, reviewId, 'secondreview') }, () => decideReview(em, rules, user, reviewId, 'secondreview'));
    },
  });
}
