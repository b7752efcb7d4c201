// Spec 2 §8: a validation problem shows the server's own message (with the fields in modelState);
// any other failure of a registration write answers "An error occurred while attempting to save
// your changes" (or "… create the institution" for an approval) followed by what went wrong.
import { HttpError, badRequest, toHttpError } from '../http/errors.js';
import { logger } from '../log.js';

/** Runs a write; a failure that is not already a refusal of ours gets the spec's message and its details. */
export async function withFailureMessage<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const http = toHttpError(err);
    if (http.status >= 500) logger.error({ err }, message);
    // a database refusal (a missing lookup, a value out of range) is the request's fault: 400
    throw badRequest(`${message}: ${http.status >= 500 ? 'the server could not complete it.' : http.message}`, http.modelState);
  }
}

/** The registration is decided or waiting for the applicant: nothing in it may change (spec 2 §4). */
export function readOnly(statusName: string): never {
  throw new HttpError(400, `This registration is ${statusName.toLowerCase()}: it can no longer be changed.`, { registrationStatusId: [`The registration is ${statusName.toLowerCase()}.`] });
}
