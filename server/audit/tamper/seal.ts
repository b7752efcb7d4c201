// The seal of an audit entry and the MAC of a checkpoint (docs/audit.md): pure functions of the key and
// the stored values, shared by the server (writing, sealing, verifying) and `npm run audit:verify`.
import { createHash, createHmac } from 'node:crypto';

/** The columns an entry's seal covers, as they are stored. */
export interface SealedFields {
  id: number;
  entity: string;
  entityId: string;
  auditType: string;
  userId: number | null;
  userName: string;
  createdAt: Date | string;
  changes: unknown;
  via: string;
  impersonatorId: number | null;
  impersonatorName: string | null;
}

/** JSON with every object's keys sorted, so equal values give equal text whatever order the database keeps. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const iso = (at: Date | string) => new Date(at).toISOString();

/** Everything of the entry but its id, in a fixed order. */
export function contentText(e: Omit<SealedFields, 'id'>): string {
  return canonicalJson([e.entity, e.entityId, e.auditType, e.userId ?? null, e.userName, iso(e.createdAt), e.changes, e.via, e.impersonatorId ?? null, e.impersonatorName ?? null]);
}

/** HMAC-SHA256 of the entry's content: what the server sends with the insert. */
export const contentMac = (key: string, e: Omit<SealedFields, 'id'>): string => createHmac('sha256', key).update(contentText(e)).digest('hex');

/**
 * The seal: SHA-256 of "id:contentMac". The insert computes it in SQL (sha256), so the id is drawn by
 * the same statement; the content MAC is never stored, so the seal cannot be remade for another id or
 * content without the key.
 */
export const sealOf = (id: number, mac: string): string => createHash('sha256').update(`${id}:${mac}`).digest('hex');

export const entrySeal = (key: string, e: SealedFields): string => sealOf(e.id, contentMac(key, e));

/** A checkpoint as stored, without its own MAC. */
export interface CheckpointFields {
  sequence: number;
  createdAt: Date | string;
  entryCount: number;
  entryRanges: string;
  root: string;
  previousMac: string;
}

export const checkpointMac = (key: string, c: CheckpointFields): string =>
  createHmac('sha256', key)
    .update(canonicalJson(['checkpoint', c.sequence, iso(c.createdAt), c.entryCount, c.entryRanges, c.root, c.previousMac]))
    .digest('hex');

/** The running hash of a checkpoint's seals, fed in id order. */
export const rootHash = () => createHash('sha256');

/** Ids in ascending order as compact ranges: [1,2,3,5] → "1-3,5". */
export function idRanges(ids: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < ids.length; ) {
    let j = i;
    while (j + 1 < ids.length && ids[j + 1] === ids[j] + 1) j++;
    parts.push(j === i ? String(ids[i]) : `${ids[i]}-${ids[j]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** The ids of compact ranges, one at a time (a checkpoint may hold many). */
export function* idsOf(ranges: string): Generator<number> {
  if (!ranges) return;
  for (const part of ranges.split(',')) {
    const [from, to = from] = part.split('-').map(Number);
    for (let id = from; id <= to; id++) yield id;
  }
}
