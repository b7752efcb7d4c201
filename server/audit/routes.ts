// GET /api/admin/audit/{entity}/{id} (spec 3 §7): the history of one record, newest first.
// Whoever may open the record may read its history; AdminViewAudit reads any. Each entry names who
// made it by their name (personName, beside the login name it kept); the user's own latest changes
// (mine) also carry the title of the record each is about.
import type { ResourceDef } from '../../core/model/define.js';
import type { RouteTable } from '../http/route-table.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { hasAbility } from '../auth/session-user.js';
import { findInReach } from '../crud/record-access.js';
import { AuditEntry } from '../db/system-entities.js';
import { toInt4 } from '../crud/field-values.js';
import { withPersonNames } from './person-names.js';
import { withRecordTitles } from './record-titles.js';
import type { AuditTrailEntry } from '../../core/contract/audit.js';

const MAX_ENTRIES = 100;

/** The limit parameter: 1 to 100, 20 when absent. */
function limitOf(raw: unknown): number {
  if (raw === undefined || raw === '') return 20;
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= MAX_ENTRIES)) throw badRequest(`The limit parameter must be a whole number from 1 to ${MAX_ENTRIES}.`);
  return n;
}

const toJson = (e: AuditEntry) => ({
  id: e.id,
  entity: e.entity,
  entityId: e.entityId,
  auditType: e.auditType,
  userId: e.userId ?? null,
  userName: e.userName,
  createdAt: e.createdAt.toISOString(),
  changes: e.changes,
  via: e.via,
  // set when the write was made by impersonatorName acting as userName (docs/impersonation.md)
  impersonatorId: e.impersonatorId ?? null,
  impersonatorName: e.impersonatorName ?? null,
});

export function registerAuditRoutes(routes: RouteTable, resources: ResourceDef[]): void {
  const find = (name: string) => resources.find((r) => r.name === name.toLowerCase() || r.entity.toLowerCase() === name.toLowerCase());
  const source = 'server/audit/routes.ts';

  routes.add({
    method: 'GET',
    path: '/api/admin/audit/mine',
    ability: 'authenticated',
    source,
    handler: async ({ em, user, req }) => {
      const limit = limitOf(req.query.limit);
      const entries = await em.find(AuditEntry, { userId: user.id }, { orderBy: { id: 'desc' }, limit });
      return { entries: await withRecordTitles(em, resources, await withPersonNames(em, entries.map(toJson))) };
    },
  });

  routes.add({
    method: 'GET',
    path: '/api/admin/audit/latest',
    ability: 'AdminViewAudit',
    source,
    handler: async ({ em, req }): Promise<{ entries: AuditTrailEntry[] }> => {
      const limit = limitOf(req.query.limit);
      const entries = await withRecordTitles(em, resources, await withPersonNames(em, (await em.find(AuditEntry, {}, { orderBy: { id: 'desc' }, limit })).map(toJson)));
      return { entries: entries.map((e) => ({ id: e.id, entity: e.entity, entityId: e.entityId, title: e.title, auditType: e.auditType, userName: e.userName, personName: e.personName, createdAt: e.createdAt, fields: e.changes.map((c) => c.field) })) };
    },
  });

  routes.add({
    method: 'GET',
    path: '/api/admin/audit/:entity/:id',
    // refined below: the ability to show that resource, or AdminViewAudit
    ability: 'authenticated',
    source,
    handler: async ({ em, user, req }) => {
      const resource = find(req.params.entity);
      if (!resource || !resource.audit) throw notFound(`No audit trail is kept for "${req.params.entity}".`);
      // record ids are whole numbers (int4); anything else names no record
      const id = /^-?\d+$/.test(req.params.id) ? toInt4(req.params.id) : undefined;
      if (id === undefined) throw badRequest('The record id must be a whole number.');
      const auditor = hasAbility(user, 'AdminViewAudit');
      if (!hasAbility(user, resource.access.show) && !auditor) throw new HttpError(403, 'You do not have permission to do this.');
      // whoever reads a record's history must be able to open that record (access per record); a
      // record that is gone has no scope left to apply
      if (!auditor) await findInReach(em, resource, id, user, 'show');
      const entries = await em.find(AuditEntry, { entity: resource.name, entityId: String(id) }, { orderBy: { id: 'desc' }, limit: 500 });
      return { entries: await withPersonNames(em, entries.map(toJson)) };
    },
  });
}
