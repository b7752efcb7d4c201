// Reads the audit trail from the database in the order check.ts reads it, a batch at a time (a trail of
// millions of entries is never held at once): the checkpoints by sequence, the entries by checkpoint and
// id, then the entries no checkpoint holds yet.
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from '../../db/system-entities.js';
import { runSql } from '../../db/run-sql.js';
import { columnOf, tableOf } from '../../db/table-names.js';
import { AuditCheckpoint } from './checkpoint-table.js';
import { trailItems, type StoredCheckpoint, type StoredEntry, type TrailItem } from './check.js';

const BATCH = 5_000;

/** Which checkpoints (by sequence, both ends included) and whether the entries after the last checkpoint come too. */
export interface TrailRange {
  fromSequence?: number;
  toSequence?: number;
  tail: boolean;
}

/** The entry columns a check reads, as the fields of StoredEntry. */
export function entryColumns(em: EntityManager): string {
  const c = (p: string) => `${columnOf(em, AuditEntry, p)} as "${p}"`;
  return ['id', 'entity', 'entityId', 'auditType', 'userId', 'userName', 'createdAt', 'changes', 'via', 'impersonatorId', 'impersonatorName', 'seal', 'checkpointId'].map(c).join(', ');
}

export const toStoredEntry = (row: StoredEntry): StoredEntry => ({ ...row, id: Number(row.id), createdAt: new Date(row.createdAt) });

async function* checkpoints(em: EntityManager, range: TrailRange): AsyncGenerator<StoredCheckpoint> {
  const c = (p: string) => columnOf(em, AuditCheckpoint, p);
  const columns = ['sequence', 'createdAt', 'entryCount', 'entryRanges', 'root', 'previousMac', 'mac'].map((p) => `${c(p)} as "${p}"`).join(', ');
  let after = (range.fromSequence ?? 1) - 1;
  const last = range.toSequence ?? 2 ** 31 - 1;
  for (;;) {
    const rows = await runSql<StoredCheckpoint>(em, `select ${columns} from ${tableOf(em, AuditCheckpoint)} where ${c('sequence')} > ? and ${c('sequence')} <= ? order by ${c('sequence')} limit ${BATCH}`, [after, last]);
    for (const row of rows) yield { ...row, createdAt: new Date(row.createdAt) };
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1].sequence;
  }
}

async function* entries(em: EntityManager, range: TrailRange): AsyncGenerator<StoredEntry> {
  const c = (p: string) => columnOf(em, AuditEntry, p);
  const select = `select ${entryColumns(em)} from ${tableOf(em, AuditEntry)}`;
  // the checkpointed ones, by (checkpoint, id): the index audit_entry_checkpoint_idx
  let at: [number, number] = [(range.fromSequence ?? 1) - 1, 2 ** 31 - 1];
  const last = range.toSequence ?? 2 ** 31 - 1;
  for (;;) {
    const rows = await runSql<StoredEntry>(em, `${select} where (${c('checkpointId')}, ${c('id')}) > (?, ?) and ${c('checkpointId')} <= ? order by ${c('checkpointId')}, ${c('id')} limit ${BATCH}`, [...at, last]);
    for (const row of rows) yield toStoredEntry(row);
    if (rows.length < BATCH) break;
    const end = rows[rows.length - 1];
    at = [end.checkpointId!, Number(end.id)];
  }
  if (!range.tail) return;
  let after = 0;
  for (;;) {
    const rows = await runSql<StoredEntry>(em, `${select} where ${c('checkpointId')} is null and ${c('id')} > ? order by ${c('id')} limit ${BATCH}`, [after]);
    for (const row of rows) yield toStoredEntry(row);
    if (rows.length < BATCH) return;
    after = Number(rows[rows.length - 1].id);
  }
}

export function readTrail(em: EntityManager, range: TrailRange): AsyncGenerator<TrailItem> {
  return trailItems(checkpoints(em, range), entries(em, range));
}
