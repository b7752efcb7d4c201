// What the dashboard says after recalling batches from 2nd review (spec 3 §8): "{title} has been
// reassigned to your main queue" for each course that moved, and "An error occurred while trying to
// recall from 2nd review." with the reason of each course that did not. A batch recalled in part gets
// one notice with both, so neither hides the other.
import { serverFieldErrors } from '../../kit/server-errors.js';
import { RECALL_FAILED } from './queue-api.js';
import type { RecallResult } from '../../../core/contract/queues.js';

export interface RecallNotice {
  lines: string[];
  type: 'success' | 'warning' | 'error';
}

export function recallNotice({ recalled, refused }: RecallResult): RecallNotice {
  const moved = recalled.map((r) => r.message);
  if (!refused.length) return { lines: moved, type: 'success' };
  return { lines: [...moved, RECALL_FAILED, ...refused.map((r) => r.reason)], type: moved.length ? 'warning' : 'error' };
}

/** A recall the server refused as a whole (a course recalled meanwhile by someone else, no right to recall). */
export function recallErrorNotice(error: unknown): RecallNotice {
  const reasons = Object.values(serverFieldErrors(error) ?? {});
  const message = (error as { message?: unknown } | null)?.message;
  if (!reasons.length && typeof message === 'string' && message.trim() && message !== RECALL_FAILED) reasons.push(message);
  return { lines: [RECALL_FAILED, ...reasons], type: 'error' };
}
