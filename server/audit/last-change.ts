// GET /api/admin/audit/{entity}/{id}/latest: who changed a record last, and when, named as a person
// reads it ("Bea Baker", not the username). An open edit form asks it when the record it shows was
// saved by someone else (admin-ui/builder/edit-conflict), to say "Changed by Bea Baker at 3:26 PM PST".
// Whoever may read the record's history may ask (the same rule as the history itself).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LastChangeJson } from '../../core/contract/audit.js';
import type { ResourceDef } from '../../core/model/define.js';
import type { RouteTable } from '../http/route-table.js';
import { badRequest, HttpError, notFound } from '../http/errors.js';
import { hasAbility } from '../auth/session-user.js';
import { findInReach } from '../crud/record-access.js';
import { AuditEntry } from '../db/system-entities.js';
import { toInt4 } from '../crud/field-values.js';
import { columnOf, tableOf } from '../db/table-names.js';
import users from '../../resources/users.js';

/** The person's name of an account ("Bea Baker"), or its username when it has none. */
async function personName(em: EntityManager, entry: AuditEntry): Promise<string> {
  const c = (property: string) => columnOf(em, users, property);
  const [row] = await em.getConnection().execute<{ first_name: string | null; last_name: string | null }[]>(
    `select ${c('firstName')} as first_name, ${c('lastName')} as last_name from ${tableOf(em, users)} where ${c('id')} = ?`,
    [entry.userId],
  );
  const name = [row?.first_name, row?.last_name].filter((p) => p && p.trim()).join(' ');
  return name || entry.userName;
}

export function registerLastChangeRoute(routes: RouteTable, resources: ResourceDef[]): void {
  const find = (name: string) => resources.find((r) => r.name === name.toLowerCase() || r.entity.toLowerCase() === name.toLowerCase());
  routes.add({
    method: 'GET',
    path: '/api/admin/audit/:entity/:id/latest',
    // refined below, as for the record's history: the ability to show that resource, or AdminViewAudit
    ability: 'authenticated',
    source: 'server/audit/last-change.ts',
    handler: async ({ em, user, req }): Promise<LastChangeJson> => {
      const resource = find(req.params.entity);
      if (!resource || !resource.audit) throw notFound(`No audit trail is kept for "${req.params.entity}".`);
      const id = /^-?\d+$/.test(req.params.id) ? toInt4(req.params.id) : undefined;
      if (id === undefined) throw badRequest('The record id must be a whole number.');
      const auditor = hasAbility(user, 'AdminViewAudit');
      if (!hasAbility(user, resource.access.show) && !auditor) throw new HttpError(403, 'You do not have permission to do this.');
      if (!auditor) await findInReach(em, resource, id, user, 'show');
      const entry = await em.findOne(AuditEntry, { entity: resource.name, entityId: String(id) }, { orderBy: { id: 'desc' } });
      if (!entry) throw notFound('No change of this record has been recorded.');
      return {
        auditType: entry.auditType,
        at: entry.createdAt.toISOString(),
        by: entry.userId == null ? null : { id: entry.userId, name: await personName(em, entry) },
      };
    },
  });
}
