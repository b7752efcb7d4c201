// /api writes take JSON only. A form or a text/plain post (what another page can send without
// asking) is refused before any handler runs. A write without a body has no type to check: the
// session's token (csrf-token.ts) is what stops one sent by another page.
import type { RequestHandler } from 'express';
import { HttpError } from '../errors.js';
import { sendsNoBody } from '../body-presence.js';
import { SAFE_METHODS } from './same-origin.js';

export const JSON_ONLY = 'Send the request body as application/json.';

export const jsonOnlyWrites: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method) || sendsNoBody(req)) return next();
  const type = req.get('content-type');
  if (type !== undefined && type.split(';')[0].trim().toLowerCase() !== 'application/json') return next(new HttpError(415, JSON_ONLY));
  next();
};
