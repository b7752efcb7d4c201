// How the console turns the model's refusals into AdminJS errors the forms can show.
import { toHttpError, type ModelState } from '../http/errors.js';
import type { AdminModule } from './shared.js';

/** Turns an HTTP-style refusal (validation, unique value, referenced record…) into AdminJS's error. */
export function refusal(A: AdminModule, err: unknown): Error {
  if (err instanceof A.ValidationError || err instanceof A.ForbiddenError || err instanceof A.NotFoundError) return err;
  const http = toHttpError(err);
  if (http.status >= 500) return err as Error;
  return validationError(A, http.message, http.modelState ?? {});
}

export function validationError(A: AdminModule, message: string, modelState: ModelState) {
  const fields = Object.fromEntries(Object.entries(modelState).map(([k, m]) => [k, { type: 'invalid', message: m.join(' ') }]));
  return new A.ValidationError(fields, { message, type: 'invalid' });
}
