// One shape for every error answer: { message, modelState? }. Field errors go in modelState so the UI
// can put them on the fields.
import {
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
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

function fieldFromConstraint(name: string | undefined): string | undefined {
  if (!name) return undefined;
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
    const field = fieldFromConstraint(constraintName(err));
    return badRequest('A record with this value already exists.', field ? { [field]: ['This value is already used by another record.'] } : undefined);
  }
  if (err instanceof ForeignKeyConstraintViolationException) {
    const message = (err as { message?: string }).message ?? '';
    if (/update or delete on table/.test(message)) return new HttpError(409, 'This record is used by other records and cannot be removed.');
    const field = fieldFromConstraint(constraintName(err));
    return badRequest('A selected related record does not exist.', field ? { [field]: ['The selected record does not exist.'] } : undefined);
  }
  if (err instanceof NotNullConstraintViolationException) return badRequest('A required value is missing.');
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
