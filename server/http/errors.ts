// One shape for every error answer: { message, modelState? }. Field errors go in modelState so the UI
// can put them on the fields.
import {
  DeadlockException,
  ForeignKeyConstraintViolationException,
  LockWaitTimeoutException,
  NotNullConstraintViolationException,
  OptimisticLockError,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { ErrorRequestHandler } from 'express';
import { logger } from '../log.js';

export type ModelState = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly modelState?: ModelState,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, modelState?: ModelState) => new HttpError(400, message, modelState);
export const notFound = (message = 'The record was not found.') => new HttpError(404, message);

/** Maps a column name of a table back to the field that owns it; filled by the CRUD layer. */
export const constraintFields = new Map<string, string>();

/** The model's named constraints (composite and partial unique): the field a clash goes on, and its message. */
export const namedConstraints = new Map<string, { field: string; message?: string }>();

/** The answer to an update based on a version of the record that is no longer the stored one (409). */
export const STALE_RECORD_MESSAGE = 'This record was changed by someone else; reload to see it.';

/** The answer when PostgreSQL gave up one of two writes that met on the same rows (409). */
export const CONCURRENT_WRITE_MESSAGE = 'Someone else was changing these records at the same moment; nothing was saved. Please try again.';

function fieldFromConstraint(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const named = namedConstraints.get(name);
  if (named) return named.field;
  for (const [key, field] of constraintFields) if (name.startsWith(key + '_') || name === key) return field;
  return undefined;
}

function constraintName(err: unknown): string | undefined {
  const e = err as { constraint?: string; message?: string };
  return e.constraint ?? /constraint "([^"]+)"/.exec(e.message ?? '')?.[1];
}

export function toHttpError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode;
  if (err instanceof SyntaxError && status === 400) return badRequest('The request body is not valid JSON.');
  if ((err as { type?: string }).type === 'entity.too.large') return new HttpError(413, 'The request body is too large.');
  if (err instanceof UniqueConstraintViolationException) {
    const name = constraintName(err);
    const field = fieldFromConstraint(name);
    const message = namedConstraints.get(name ?? '')?.message ?? 'This value is already used by another record.';
    return badRequest('A record with this value already exists.', field ? { [field]: [message] } : undefined);
  }
  if (err instanceof OptimisticLockError) return new HttpError(409, STALE_RECORD_MESSAGE);
  // two writers met on the same rows (a deadlock, a serialization failure, a lock wait given up):
  // nothing was stored and the same request may simply be sent again
  if (err instanceof DeadlockException || err instanceof LockWaitTimeoutException || /^(40001|40P01|55P03)$/.test(String((err as { code?: unknown }).code ?? '')))
    return new HttpError(409, CONCURRENT_WRITE_MESSAGE);
  if (err instanceof ForeignKeyConstraintViolationException) {
    const message = (err as { message?: string }).message ?? '';
    if (/update or delete on table/.test(message)) return new HttpError(409, 'This record is used by other records and cannot be removed.');
    const field = fieldFromConstraint(constraintName(err));
    return badRequest('A selected related record does not exist.', field ? { [field]: ['The selected record does not exist.'] } : undefined);
  }
  if (err instanceof NotNullConstraintViolationException) return badRequest('A required value is missing.');
  // PostgreSQL refused a value (SQLSTATE class 22, data exception: a null character, a number beyond
  // its column, an impossible date): input a route let through unchecked, not a server fault
  if (/^22[0-9A-Z]{3}$/.test(String((err as { code?: unknown }).code ?? '')))
    return badRequest('A value in the request cannot be stored or compared: check its type and range.');
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const e = err as { message?: string; modelState?: ModelState };
    return new HttpError(status, e.message ?? 'The request was refused.', e.modelState);
  }
  return new HttpError(500, 'An unexpected error occurred. It has been logged.');
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const http = toHttpError(err);
  if (http.status >= 500) logger.error({ err, method: req.method, url: req.originalUrl }, 'request failed');
  if (res.headersSent) return;
  res.status(http.status).json(http.modelState ? { message: http.message, modelState: http.modelState } : { message: http.message });
};
