// The facts of the review-decision rule set (rules/review-decision.json), always worked out by the
// server from the stored review, never taken from a request: the rubric value set on the review,
// the feedback statements ticked and the properties excluded. minApprovalValue is the facts
// module's own derived fact (review settings). The screen asks which decisions are open with the
// same facts, evaluated without recording; the decision call evaluates them with recording.
import type { EntityManager } from '@mikro-orm/postgresql';
import reviewStatements from '../../../resources/review-statements.js';
import reviewExclusions from '../../../resources/review-exclusions.js';
import feedbackStatements from '../../../resources/feedback-statements.js';
import type { RuleRuntime } from '../../rules/runtime.js';
import { APPROVAL_FEEDBACK_SECTION, APPROVAL_FEEDBACK_TYPE } from '../../../core/spec-constants.js';
import type { ReviewDecision, ReviewRow, ReviewStatementRow } from './rows.js';

export const REVIEW_DECISION_RULES = 'review-decision';
export const DECISIONS: readonly ReviewDecision[] = ['approved', 'notapproved', 'secondreview'];

/** A decision needs a rubric value first; the rule set compares it and cannot tell "none" from "low". */
export const NO_RUBRIC_MESSAGE = 'Choose a rubric value before deciding on this course';


export interface ReviewFacts {
  rubricValue: number | null;
  feedbackCount: number;
  exclusionCount: number;
}

export async function reviewFacts(em: EntityManager, review: ReviewRow): Promise<ReviewFacts> {
  const ticked = await em.find<ReviewStatementRow>(reviewStatements.entity, { courseSubmissionReviewId: review.id });
  const statementIds = [...new Set(ticked.map((t) => t.reviewStatementId))];
  const approvalIds = new Set(
    statementIds.length
      ? ((await em.find<{ id: number; reviewStatementTypeId: number }>(feedbackStatements.entity, { id: { $in: statementIds }, reviewStatementTypeId: APPROVAL_FEEDBACK_TYPE })).map((s) => s.id))
      : [],
  );
  // approval feedback is what an approval says: only revision feedback counts against approving
  const feedbackCount = ticked.filter((t) => t.section !== APPROVAL_FEEDBACK_SECTION && !approvalIds.has(t.reviewStatementId)).length;
  const exclusionCount = Number(await em.count(reviewExclusions.entity, { courseSubmissionReviewId: review.id, isExcluded: true }));
  return { rubricValue: review.rubricValue ?? null, feedbackCount, exclusionCount };
}

/** The facts the rule set sees for one decision (without minApprovalValue, which it derives). */
export const decisionFacts = (decision: ReviewDecision, facts: ReviewFacts) => ({
  decision,
  rubricValue: facts.rubricValue,
  feedbackCount: facts.feedbackCount,
  exclusionCount: facts.exclusionCount,
});

export interface DecisionOption {
  allowed: boolean;
  messages: string[];
}

/** Which decisions the active rules allow now, with the refusals as the buttons' hover messages. Records nothing. */
export async function decisionOptions(rules: RuleRuntime, em: EntityManager, facts: ReviewFacts): Promise<Record<ReviewDecision, DecisionOption>> {
  const options = {} as Record<ReviewDecision, DecisionOption>;
  for (const decision of DECISIONS) {
    if (facts.rubricValue == null) {
      options[decision] = { allowed: false, messages: [NO_RUBRIC_MESSAGE] };
      continue;
    }
    const { outcome } = await rules.evaluate(REVIEW_DECISION_RULES, decisionFacts(decision, facts), { em });
    options[decision] = { allowed: outcome.allowed, messages: outcome.messages };
  }
  return options;
}
