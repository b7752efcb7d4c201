// Undoing a decision (issue 20 §2): what the server and the review screen agree on. The window is
// one constant for both: the server refuses an undo after it, the screen stops offering Undo then.
// A contract file: the screen's bundle imports it, so it imports nothing outside core/.
import type { Decision } from './review.js';

/** How long after a decision its analyst may undo it. */
export const UNDO_WINDOW_MS = 10_000;

/** POST, no body: undoes the caller's decision on the review (docs/courses-and-review.md "Undoing a decision"). */
export const undoDecisionPath = (reviewId: number) => `/api/admin/review/${reviewId}/undoDecision`;

/** The answer: the review is undecided again, where it was; the screen opens it. */
export interface UndoneDecision {
  courseSubmissionReviewId: number;
  courseSubmissionId: number;
  reviewBatchId: number | null;
  /** the decision that was undone */
  undone: Decision;
}
