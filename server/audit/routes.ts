// GET /api/admin/audit/{entity}/{id} (spec 3 §7): the history of one record, newest first.
// Whoever may open the record may read its history; AdminViewAudit reads any.
import type { ResourceDef } from '../model/define.js';
import type { RouteTable } from '../http/route-table.js';
import { HttpError, notFound } from '../http/errors.js';
import { hasAbility } from '../auth/session-user.js';
import { AuditEntry } from '../db/system-entities.js';

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
      const limit = Math.min(Number(req.query.limit) || 20, 100);
      const entries = await em.find(AuditEntry, { userId: user.id }, { orderBy: { id: 'desc' }, limit });
      return { entries: entries.map(toJson) };
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
      if (!hasAbility(user, resource.access.show) && !hasAbility(user, 'AdminViewAudit'))
        throw new HttpError(403, 'You do not have permission to do this.');
      const entries = await em.find(AuditEntry, { entity: resource.name, entityId: req.params.id }, { orderBy: { id: 'desc' }, limit: 500 });
      return { entries: entries.map(toJson) };
    },
  });
}
