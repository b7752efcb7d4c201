// Inserts an audit entry with its seal, in the caller's transaction, in one statement: the id is drawn
// from the sequence and hashed with the content MAC there (seal.ts sealOf), so sealing costs no round
// trip and takes no lock: writers seal side by side. Every path that writes the trail comes here.
import type { EntityManager } from '@mikro-orm/core';
import type { MetadataStorage } from '@mikro-orm/core';
import { AuditEntry } from '../../db/system-entities.js';
import { columnNameOf, columnOf, quoteIdentifier, tableOf } from '../../db/table-names.js';
import { runSql } from '../../db/run-sql.js';
import { contentMac } from './seal.js';
import { sealKeyOf } from './seal-key.js';

/** An entry as its writer gives it: the id, seal and checkpoint come from the database and the sealer. */
export type NewAuditEntry = Omit<AuditEntry, 'id' | 'seal' | 'checkpointId'>;

const CONTENT = ['entity', 'entityId', 'auditType', 'userId', 'userName', 'createdAt', 'changes', 'via', 'impersonatorId', 'impersonatorName'] as const;

const statements = new WeakMap<MetadataStorage, string>();

function insertSql(em: EntityManager): string {
  const metadata = em.getMetadata();
  let sql = statements.get(metadata);
  if (!sql) {
    const c = (p: string) => columnOf(em as never, AuditEntry, p);
    const sequence = `${tableOf(em as never, AuditEntry).slice(1, -1)}_${columnNameOf(em as never, AuditEntry, 'id')}_seq`;
    const values = CONTENT.map((p) => (p === 'changes' ? '?::jsonb' : '?')).join(', ');
    sql =
      `with n as (select nextval(${quoteLiteral(quoteIdentifier(sequence))}) as id) ` +
      `insert into ${tableOf(em as never, AuditEntry)} (${c('id')}, ${CONTENT.map(c).join(', ')}, ${c('seal')}) ` +
      `select n.id, ${values}, encode(sha256(convert_to(n.id::text || ':' || ?, 'UTF8')), 'hex') from n ` +
      `returning ${c('id')} as id`;
    statements.set(metadata, sql);
  }
  return sql;
}

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Writes the entry; answers its id (an undoable action keeps the ids of the entries it wrote). */
export async function insertSealedEntry(em: EntityManager, entry: NewAuditEntry): Promise<number> {
  const e = { ...entry, userId: entry.userId ?? null, impersonatorId: entry.impersonatorId ?? null, impersonatorName: entry.impersonatorName ?? null };
  // the content as the database gives it back: changes as JSON (a Date inside becomes its ISO text)
  const changes = JSON.parse(JSON.stringify(e.changes ?? []));
  const mac = contentMac(sealKeyOf(em), { ...e, changes });
  const params = CONTENT.map((p) => (p === 'changes' ? JSON.stringify(changes) : e[p]));
  const [row] = await runSql<{ id: number | string }>(em as never, insertSql(em), [...params, mac]);
  return Number(row.id);
}
