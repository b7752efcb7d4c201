// The review screen's own refusals. InvalidReviewPermission (spec 3 §8) carries a code the screen
// reacts to (a modal, then the dashboard), so its answer is { message, code } rather than the plain
// { message } of other refusals; the shared error handler knows only message and modelState, so the
// routes of this area answer it themselves (routes.ts).
import { HttpError } from '../../http/errors.js';

export const INVALID_REVIEW_PERMISSION = 'InvalidReviewPermission';
export const REASSIGNED_MESSAGE = 'This course has been reassigned to another analyst.';
/** The caller's own review was decided meanwhile (another tab of theirs): it was not taken from them. */
export const ALREADY_DECIDED_MESSAGE = 'This review has already been decided.';
export const REVERSAL_PERMISSION_MESSAGE = 'You do not have permission to reverse a review decision';

/**
 * The caller no longer works on this review: another analyst has it, or it was decided. 409: the
 * review's state moved on. The code is the same either way (the screen goes back to the dashboard);
 * the message says which happened.
 */
export class ReviewPermissionError extends HttpError {
  readonly code = INVALID_REVIEW_PERMISSION;
  constructor(message: string = REASSIGNED_MESSAGE) {
    super(409, message);
  }
}
