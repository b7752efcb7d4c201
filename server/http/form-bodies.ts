// Form bodies for the operator console, parsed as strictly as /api parses JSON. AdminJS's pages send
// multipart/form-data (saves) or nothing (deletes); URL-encoded forms are taken too. Anything else
// with a body is refused with 415, and a form is refused with 400 or 413 before AdminJS sees it when
// it is cut off, too large, carries a file, or has a key that would reach an object's prototype
// (AdminJS unflattens "a.b.c" keys into objects) or nests absurdly deep. A request without a body is
// taken whatever its type (body-presence.ts). Leaves the fields where AdminJS's express router reads
// them (req.fields) and marks the request parsed, so its own parser skips it.
import { createRequire } from 'node:module';
import express, { type Request, type RequestHandler } from 'express';
import { HttpError, badRequest } from './errors.js';
import { sendsNoBody } from './body-presence.js';
import { SAFE_METHODS } from './security/same-origin.js';
import { hasNullChar, isPrototypeKey, NULL_CHAR_MESSAGE } from '../crud/field-values.js';

const require = createRequire(import.meta.url);
type FormidableMiddleware = (opts: Record<string, unknown>, events: Array<{ event: string; action: (...args: unknown[]) => void }>) => RequestHandler;
const formidable = require('express-formidable') as FormidableMiddleware;

export const MAX_FORM_BYTES = 2 * 1024 * 1024;
export const MAX_FORM_FIELDS = 2000;
/** "a.b.c" is three levels; AdminJS's own forms nest a list of objects at most three or four deep */
export const MAX_KEY_DEPTH = 16;
export const MAX_KEY_LENGTH = 500;

export const FORM_ONLY = 'Send the form as multipart/form-data or application/x-www-form-urlencoded, as the console\u2019s pages do.';
export const FORM_TOO_LARGE = `The form is too large: at most ${MAX_FORM_BYTES / 1024 / 1024} MiB and ${MAX_FORM_FIELDS} fields.`;
export const FORM_CUT_OFF = 'The form could not be read: it is cut off or malformed. Send it again.';
export const NO_FILES = 'The operator console takes no file uploads.';

const typeOf = (req: Request) => (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();

/** The reason a field name is refused, or undefined when it is fine. */
function badKey(name: string): string | undefined {
  if (name.length > MAX_KEY_LENGTH) return `A field name is longer than ${MAX_KEY_LENGTH} characters.`;
  const parts = name.split('.');
  if (parts.length > MAX_KEY_DEPTH) return `A field name nests deeper than ${MAX_KEY_DEPTH} levels.`;
  if (parts.some((p) => isPrototypeKey(p) || /^(__proto__|constructor|prototype)\[/.test(p))) return `The field name "${name}" is not allowed.`;
  if (hasNullChar(name)) return NULL_CHAR_MESSAGE;
  return undefined;
}

/** The checked fields as a plain object, or the refusal. */
function checkedFields(entries: Array<[string, unknown]>): Record<string, string> | HttpError {
  if (entries.length > MAX_FORM_FIELDS) return new HttpError(413, FORM_TOO_LARGE);
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    const refused = badKey(name);
    if (refused) return badRequest(refused);
    if (typeof value !== 'string') return badRequest(`The field "${name}" must be sent once, as text.`);
    if (hasNullChar(value)) return badRequest('Please correct the highlighted fields.', { [name]: [NULL_CHAR_MESSAGE] });
    Object.defineProperty(fields, name, { value, enumerable: true, writable: true, configurable: true });
  }
  return fields;
}

function parsed(req: Request, fields: Record<string, string>): void {
  Object.assign(req, { fields, files: {}, express_formidable: { parsed: true } });
}

const urlencoded = express.urlencoded({ extended: false, limit: MAX_FORM_BYTES, parameterLimit: MAX_FORM_FIELDS });

/** body-parser's and formidable's errors, as what the sender should do about them. */
function formError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const e = err as { type?: string; message?: string };
  if (e.type === 'entity.too.large' || e.type === 'parameters.too.many' || /maxFieldsSize|maxFileSize/.test(e.message ?? '')) return new HttpError(413, FORM_TOO_LARGE);
  if (e.type === 'charset.unsupported' || e.type === 'encoding.unsupported') return new HttpError(415, 'Send the form in UTF-8.');
  return badRequest(FORM_CUT_OFF);
}

function multipart(req: Request, res: Parameters<RequestHandler>[1], done: (err?: unknown) => void): void {
  const entries: Array<[string, unknown]> = [];
  let fileSent = false;
  const parse = formidable(
    {
      maxFieldsSize: MAX_FORM_BYTES,
      // a file part is skipped unread and the form refused below: nothing is written to disk
      onPart(this: { handlePart(part: unknown): void }, part: { filename?: string }) {
        if (part.filename !== undefined) fileSent = true;
        else this.handlePart(part);
      },
    },
    [{ event: 'field', action: (_req, _res, _next, name, value) => void entries.push([name as string, value]) }],
  );
  let bytes = 0;
  req.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > MAX_FORM_BYTES) req.emit('error', new HttpError(413, FORM_TOO_LARGE));
  });
  parse(req, res, (err?: unknown) => {
    if (err) return done(formError(err));
    if (fileSent) return done(badRequest(NO_FILES));
    const fields = checkedFields(entries);
    if (fields instanceof HttpError) return done(fields);
    parsed(req, fields);
    done();
  });
}

/** Parses the console's form bodies; see the top of this file. */
export const formBodies: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || sendsNoBody(req)) {
    parsed(req, {});
    return next();
  }
  const length = Number(req.headers['content-length']);
  // refused unread; the rest of the body is drained so the connection stays usable
  const refuse = (err: HttpError) => {
    req.resume();
    next(err);
  };
  if (length > MAX_FORM_BYTES + 64 * 1024) return refuse(new HttpError(413, FORM_TOO_LARGE));
  const type = typeOf(req);
  if (type === 'multipart/form-data') {
    if (!/boundary=/i.test(req.get('content-type') ?? '')) return refuse(badRequest('The multipart form names no boundary.'));
    return multipart(req, res, (err) => (err ? refuse(formError(err)) : next()));
  }
  if (type === 'application/x-www-form-urlencoded') {
    return urlencoded(req, res, (err?: unknown) => {
      if (err) return refuse(formError(err));
      const fields = checkedFields(Object.entries(req.body as Record<string, unknown>));
      if (fields instanceof HttpError) return refuse(fields);
      req.body = undefined;
      parsed(req, fields);
      next();
    });
  }
  refuse(new HttpError(415, FORM_ONLY));
};
