// A review decision as an undoable action (docs/undo.md): the decide routes answer X-Undo-Id under
// this kind, and the kind (registered by undo-decision.ts) routes an undo to the decision's own guard,
// 10 seconds (UNDO_WINDOW_MS); after it, the answer says the reversal workflow is the way.
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordTitles } from '../../model/record-titles.js';
import { undoModel } from '../../undo/undoable.js';
import reviews from '../../../resources/course-submission-reviews.js';
import type { ReviewDecision } from './rows.js';

export const DECISION_UNDO_KIND = 'review-decision';

const VERB: Record<ReviewDecision, string> = { approved: 'Approved', notapproved: 'Did not approve', secondreview: 'Sent to a second review' };

/** "Approved “Algebra I”": the decision and the course it is about. */
export async function decisionLabel(em: EntityManager, reviewId: number, decision: ReviewDecision): Promise<string> {
  const title = (await recordTitles(em, undoModel(), reviews.name, [reviewId])).get(String(reviewId));
  return `${VERB[decision]} ${title ? `“${title}”` : 'a review'}`;
}
