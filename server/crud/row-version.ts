// Optimistic concurrency for updates. Every record carries a version number (ROW_VERSION) that each
// write raises. An update names the version it was based on (the body's rowVersion, as the edit
// forms send it back, or an If-Match header) and is refused with 409 when the record has moved on.
// An update that names no version (the spec's own alias bodies carry none) is still applied, but
// after taking the row's lock, so it starts from the latest stored values and the audit trail's
// old values always equal the previous entry's new values.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ROW_VERSION, type ResourceDef } from '../../core/model/define.js';
import { HttpError, STALE_RECORD_MESSAGE, badRequest } from '../http/errors.js';
import { columnOf, tableOf } from '../db/table-names.js';

const MAX_VERSION = 2147483647;

function parseVersion(raw: unknown, where: string): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_VERSION)
    throw badRequest('Please correct the highlighted fields.', { [ROW_VERSION]: [`${where} must be the record's version number, as it was read.`] });
  return n;
}

/** An entity tag as If-Match carries it: 3, "3" or W/"3"; "*" means any version. */
function fromIfMatch(header: string): number | undefined {
  const tag = header.trim();
  if (tag === '*') return undefined;
  return parseVersion(tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1'), 'If-Match');
}

/** The body without its version, and the version the caller based the write on (if it named one). */
export function splitVersion(body: unknown, ifMatch?: string): { body: unknown; expected?: number } {
  let expected = ifMatch ? fromIfMatch(ifMatch) : undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body) || !Object.hasOwn(body, ROW_VERSION)) return { body, expected };
  const { [ROW_VERSION]: raw, ...rest } = body as Record<string, unknown>;
  if (raw !== null && raw !== undefined && raw !== '') {
    const fromBody = parseVersion(raw, ROW_VERSION);
    if (expected !== undefined && expected !== fromBody) throw badRequest('The body and If-Match name different versions of the record.');
    expected = fromBody;
  }
  return { body: rest, expected };
}

/**
 * Takes the row's write lock for the rest of the transaction (a no-op on PGlite's single
 * connection, where transactions already run one at a time). Concurrent updates of one record wait
 * here, then read what the one before them committed.
 */
export async function lockRow(em: EntityManager, r: ResourceDef, id: number): Promise<void> {
  await em.getConnection().execute(`select 1 from "${r.table}" where "id" = ? for update`, [id], 'all', em.getTransactionContext());
}

/** Refuses the write when the stored record is not the version the caller read. */
export function assertVersion(entity: object, expected: number | undefined): void {
  if (expected === undefined) return;
  if ((entity as Record<string, unknown>)[ROW_VERSION] !== expected) throw new HttpError(409, STALE_RECORD_MESSAGE);
}

/**
 * Writes a server-side stamp that is not an edit (the time of the last sign-in) without raising the
 * version: em.nativeUpdate would raise it and make every open edit form of the record stale.
 */
export async function stampWithoutNewVersion(em: EntityManager, entity: string, id: number, values: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(values).map((p) => `${columnOf(em, entity, p)} = ?`);
  await em.getConnection().execute(`update ${tableOf(em, entity)} set ${columns.join(', ')} where ${columnOf(em, entity, 'id')} = ?`, [...Object.values(values), id], 'run', em.getTransactionContext());
}
