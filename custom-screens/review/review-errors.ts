// How the review screen reads a failed call: InvalidReviewPermission (spec 3 §8: the course was
// reassigned, or decided elsewhere) is its own case, answered with the server's code; anything else
// shows the server's message.
import { errorMessage } from '../../admin-ui/kit/server-errors.js';

export const INVALID_REVIEW_PERMISSION = 'InvalidReviewPermission';
/** Spec 3 §8, word for word. */
export const REASSIGNED_MESSAGE = 'This course has been reassigned to another analyst.';

/**
 * What the InvalidReviewPermission answer says happened: reassigned (the spec's sentence), or decided
 * meanwhile from another tab ("This review has already been decided."), in the server's words.
 */
export function permissionMessage(error: unknown): string {
  const message = (error as { body?: { message?: unknown } } | null)?.body?.message;
  return typeof message === 'string' && message.trim() ? message : REASSIGNED_MESSAGE;
}

export function isReassigned(error: unknown): boolean {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return body?.code === INVALID_REVIEW_PERMISSION;
}

export function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export { errorMessage };
