// The audit trail's tamper evidence over HTTP (docs/audit.md), for those who read the trail
// (AdminViewAudit): verify now, the last verification, and an export a copy kept elsewhere is checked from.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { badRequest } from '../../http/errors.js';
import { addDays, officeInstant, toDay } from '../../../core/time/office-time.js';
import type { AuditVerifyResult, AuditVerifyStatus } from '../../../core/contract/audit.js';
import { runSql } from '../../db/run-sql.js';
import { columnOf, tableOf } from '../../db/table-names.js';
import { AuditCheckpoint } from './checkpoint-table.js';
import { lineOf } from './export-file.js';
import { readTrail } from './trail-reader.js';
import type { AuditWatch } from './watch.js';

const ABILITY = 'AdminViewAudit';
const source = 'server/audit/tamper/routes.ts';

/** An office day 'YYYY-MM-DD', or absent; anything else is refused. */
function dayParam(name: string, raw: unknown): string | null {
  if (raw === undefined || raw === '') return null;
  const day = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? toDay(raw) : undefined;
  if (!day) throw badRequest(`The ${name} parameter must be a day written YYYY-MM-DD.`);
  return day;
}

/** The checkpoints written on the office days from–to (both included), by sequence. */
async function sequencesBetween(em: EntityManager, from: string | null, to: string | null): Promise<{ first: number; last: number }> {
  const c = (p: string) => columnOf(em, AuditCheckpoint, p);
  const where = [from && `${c('createdAt')} >= ?`, to && `${c('createdAt')} < ?`].filter(Boolean);
  const params = [from && officeInstant(from), to && officeInstant(addDays(to, 1))].filter(Boolean);
  const [row] = await runSql<{ first: number | null; last: number | null }>(
    em,
    `select min(${c('sequence')}) as first, max(${c('sequence')}) as last from ${tableOf(em, AuditCheckpoint)}${where.length ? ` where ${where.join(' and ')}` : ''}`,
    params,
  );
  return row.first == null ? { first: 0, last: 0 } : { first: Number(row.first), last: Number(row.last) };
}

export function registerAuditTrailRoutes(routes: RouteTable, watch: AuditWatch): void {
  routes.add({ method: 'GET', path: '/api/admin/audit/verify', ability: ABILITY, source, handler: (): Promise<AuditVerifyResult> => watch.verify() });

  routes.add({ method: 'GET', path: '/api/admin/audit/status', ability: ABILITY, source, handler: (): AuditVerifyStatus => watch.last });

  routes.add({
    method: 'GET',
    path: '/api/admin/audit/export',
    ability: ABILITY,
    source,
    handler: async ({ em, req, res }) => {
      const from = dayParam('from', req.query.from);
      const to = dayParam('to', req.query.to);
      if (from && to && from > to) throw badRequest('The from day must not be after the to day.');
      // every entry committed before the call is in a checkpoint the file can hold whole
      await watch.sealNow();
      const { first, last } = await sequencesBetween(em, from, to);
      res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="audit-trail${from ? `-from-${from}` : ''}${to ? `-to-${to}` : ''}.jsonl"`);
      res.write(lineOf({ kind: 'audit-export', from, to, fromStart: first <= 1, exportedAt: new Date().toISOString() }));
      for await (const item of readTrail(em, { fromSequence: first, toSequence: last, tail: to === null })) {
        if (!res.write(lineOf(item))) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end();
    },
  });
}
