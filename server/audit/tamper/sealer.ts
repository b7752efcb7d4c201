// The sealer (docs/audit.md): writes a checkpoint over the entries committed since the last one. Entries
// commit out of id order, so it takes those no checkpoint holds yet, never an id range. One instance at
// a time (an advisory lock); run every few seconds and by every verification before it reads.
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AuditEntry } from '../../db/system-entities.js';
import { runSql } from '../../db/run-sql.js';
import { columnOf, tableOf } from '../../db/table-names.js';
import { AuditCheckpoint } from './checkpoint-table.js';
import { checkpointMac, entrySeal, idRanges, rootHash } from './seal.js';
import { sealKeyOf } from './seal-key.js';
import { entryColumns, toStoredEntry } from './trail-reader.js';
import type { StoredEntry } from './check.js';

/** The entries a checkpoint holds at most (a pass writes as many checkpoints as it needs). */
export const CHECKPOINT_SIZE = 10_000;

/** pg_advisory_xact_lock's key for the sealer: "audit" in ASCII. */
const SEALER_LOCK = 0x6175646974;

/**
 * Writes checkpoints until every sealed entry committed before the call is in one; returns how many
 * entries it took. `wait`: wait for another instance's pass (a verification); otherwise leave it the work.
 */
export async function sealPending(orm: MikroORM, opts: { wait: boolean }): Promise<number> {
  let total = 0;
  for (;;) {
    const taken = await orm.em.fork().transactional(async (tx) => {
      if (opts.wait) await runSql(tx, 'select pg_advisory_xact_lock(?)', [SEALER_LOCK]);
      else if (!(await runSql<{ got: boolean }>(tx, 'select pg_try_advisory_xact_lock(?) as got', [SEALER_LOCK]))[0].got) return 0;
      return checkpointOnce(tx);
    });
    if (taken < 0) return total;
    total += taken;
    if (taken < CHECKPOINT_SIZE) return total;
  }
}

/** One checkpoint over up to CHECKPOINT_SIZE entries; -1 when there was none to take. */
async function checkpointOnce(tx: EntityManager): Promise<number> {
  const key = sealKeyOf(tx);
  const cp = (p: string) => columnOf(tx, AuditCheckpoint, p);
  const [previous] = await runSql<{ sequence: number; mac: string }>(tx, `select ${cp('sequence')} as sequence, ${cp('mac')} as mac from ${tableOf(tx, AuditCheckpoint)} order by ${cp('sequence')} desc limit 1`);
  if (!previous) await sealFoundEntries(tx, key);
  const c = (p: string) => columnOf(tx, AuditEntry, p);
  const rows = (await runSql<StoredEntry>(tx, `select ${entryColumns(tx)} from ${tableOf(tx, AuditEntry)} where ${c('checkpointId')} is null order by ${c('id')} limit ${CHECKPOINT_SIZE}`)).map(toStoredEntry);
  // an entry whose seal does not hold was not written by the application: it stays out, and every verification names it
  const sealed = rows.filter((e) => e.seal && entrySeal(key, e) === e.seal);
  if (!sealed.length) return -1;
  const root = rootHash();
  for (const e of sealed) root.update(e.seal!);
  const ids = sealed.map((e) => e.id);
  const fields = { sequence: (previous?.sequence ?? 0) + 1, createdAt: new Date(), entryCount: ids.length, entryRanges: idRanges(ids), root: root.digest('hex'), previousMac: previous?.mac ?? '' };
  await runSql(
    tx,
    `insert into ${tableOf(tx, AuditCheckpoint)} (${['sequence', 'createdAt', 'entryCount', 'entryRanges', 'root', 'previousMac', 'mac'].map(cp).join(', ')}) values (?, ?, ?, ?, ?, ?, ?)`,
    [fields.sequence, fields.createdAt, fields.entryCount, fields.entryRanges, fields.root, fields.previousMac, checkpointMac(key, fields)],
  );
  await runSql(tx, `update ${tableOf(tx, AuditEntry)} set ${c('checkpointId')} = ? where ${c('id')} = any(?::int[])`, [fields.sequence, `{${ids.join(',')}}`]);
  return rows.length;
}

/**
 * Before the first checkpoint, the entries written before the seal existed (no seal) are sealed as they
 * are found: the trail is evident from the first sealing on. After it, an entry without a seal was not
 * written by the application.
 */
async function sealFoundEntries(tx: EntityManager, key: string): Promise<void> {
  const c = (p: string) => columnOf(tx, AuditEntry, p);
  for (;;) {
    const rows = (await runSql<StoredEntry>(tx, `select ${entryColumns(tx)} from ${tableOf(tx, AuditEntry)} where ${c('seal')} is null order by ${c('id')} limit ${CHECKPOINT_SIZE}`)).map(toStoredEntry);
    if (!rows.length) return;
    await runSql(
      tx,
      `update ${tableOf(tx, AuditEntry)} a set ${c('seal')} = s.seal from unnest(?::int[], ?::text[]) as s(id, seal) where a.${c('id')} = s.id`,
      [`{${rows.map((e) => e.id).join(',')}}`, `{${rows.map((e) => entrySeal(key, e)).join(',')}}`],
    );
  }
}
