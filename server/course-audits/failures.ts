// Every refusal of an audit call answers with the spec's failure message of that action (spec 1 §8),
// the particular reason under its field in modelState; only a duplicate course audit title keeps the
// server's own message, which the screen shows instead (spec 1 §4, §8).
import { HttpError, type ModelState } from '../http/errors.js';

/** A refusal whose message the screen shows as it is. */
export class OwnMessageError extends HttpError {}

export async function withFailureMessage<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof HttpError) || err instanceof OwnMessageError || err.status >= 500 || err.status === 401 || err.status === 403) throw err;
    const modelState: ModelState = err.modelState ?? { _: [err.message] };
    throw new HttpError(err.status, message, modelState);
  }
}
