// The `pagedDetails` object of the spec's POST list calls: { page | pageNumber, pageSize }. The spec's
// GET calls page with `pageNumber`, so its POST bodies may use that word too; `page` stays accepted
// for the clients that send it today. Sending both with different values is refused, not guessed.
import { badRequest } from '../../http/errors.js';
import { intValue, type Page } from './params.js';

const KEYS = ['page', 'pageNumber', 'pageSize'] as const;
const MAX_PAGE = 1_000_000;

/** Reads `raw` (absent: the first page of `defaultSize`); `maxSize` caps the page size. */
export function pagedDetails(raw: unknown, defaultSize: number, maxSize: number): Page {
  const paged = raw ?? {};
  if (typeof paged !== 'object' || paged === null || Array.isArray(paged))
    throw badRequest('pagedDetails must be an object { pageNumber, pageSize }.', { pagedDetails: ['Send { pageNumber, pageSize }.'] });
  const fields = paged as Record<string, unknown>;
  const extra = Object.keys(fields).find((k) => !(KEYS as readonly string[]).includes(k));
  if (extra !== undefined) throw badRequest(`pagedDetails takes pageNumber (or page) and pageSize, not "${extra}".`, { pagedDetails: [`Unknown field "${extra}".`] });
  const page = intValue('pagedDetails.page', fields.page, { min: 1, max: MAX_PAGE, fallback: 0 });
  const pageNumber = intValue('pagedDetails.pageNumber', fields.pageNumber, { min: 1, max: MAX_PAGE, fallback: 0 });
  if (page && pageNumber && page !== pageNumber)
    throw badRequest('pagedDetails names two different pages: send pageNumber or page, not both.', { 'pagedDetails.pageNumber': ['Send pageNumber or page, not both.'] });
  return { page: pageNumber || page || 1, pageSize: intValue('pagedDetails.pageSize', fields.pageSize, { min: 1, max: maxSize, fallback: defaultSize }) };
}
