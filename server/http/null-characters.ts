// PostgreSQL cannot store or compare text holding U+0000 (the real server even drops the connection's
// message as malformed), so no API call may carry one: the address, a query parameter or any text of
// a JSON body is refused with 400 before a handler runs. Body fields are named in modelState.
import type { RequestHandler } from 'express';
import { badRequest, type ModelState } from './errors.js';
import { hasNullChar, holdsNullChar, NULL_CHAR_MESSAGE } from '../crud/field-values.js';

function decodedPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape holds no null character worth refusing here
  }
}

export const refuseNullCharacters: RequestHandler = (req, _res, next) => {
  if (hasNullChar(decodedPath(req.originalUrl))) return next(badRequest(`The address contains the null character, which no record id or name holds. ${NULL_CHAR_MESSAGE}`));
  for (const [name, value] of Object.entries(req.query)) {
    if (hasNullChar(name) || holdsNullChar(value)) return next(badRequest(`The parameter "${name.replace(/\u0000/g, '')}": ${NULL_CHAR_MESSAGE}`));
  }
  const body: unknown = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const modelState: ModelState = Object.create(null);
    for (const [key, value] of Object.entries(body)) if (hasNullChar(key) || holdsNullChar(value)) modelState[key] = [NULL_CHAR_MESSAGE];
    if (Object.keys(modelState).length) return next(badRequest('Please correct the highlighted fields.', modelState));
  } else if (holdsNullChar(body)) return next(badRequest(NULL_CHAR_MESSAGE));
  next();
};
