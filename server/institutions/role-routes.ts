// GET /api/role/institutionType/{t} and /api/role/institution/{t}/{p} (spec 2 §7): the institution
// roles a user of an institution type can hold, read from the positions of that type (a position
// may carry an approval role, spec 2 §4); with a position, only the role that position carries.
import type { Request } from 'express';
import positions from '../../resources/positions.js';
import roles from '../../resources/roles.js';
import type { RouteTable } from '../http/route-table.js';
import { pathId } from '../http/params.js';
import { LOOKUP_ABILITY } from './abilities.js';
import { institutionType } from './type-param.js';
import type { EntityManager } from '@mikro-orm/postgresql';

const source = 'server/institutions/role-routes.ts';

async function rolesOf(em: EntityManager, req: Request, positionId?: number) {
  const type = institutionType('t', String(req.params.t));
  const rows = await em.find<{ id: number; institutionType: number; approvalRoleId: unknown }>(positions.entity, { institutionType: type, approvalRoleId: { $ne: null }, ...(positionId ? { id: positionId } : {}) }, { fields: ['id', 'approvalRoleId'] as never, disableIdentityMap: true });
  const ids = [...new Set(rows.map((p) => Number(typeof p.approvalRoleId === 'object' ? (p.approvalRoleId as { id: number }).id : p.approvalRoleId)))];
  if (!ids.length) return [];
  const found: { id: number; name: string; description: string | null }[] = await em.find(roles.entity, { id: { $in: ids } }, { fields: ['id', 'name', 'description'], orderBy: { name: 'asc' }, disableIdentityMap: true });
  return found.map((r) => ({ roleId: r.id, id: r.id, name: r.name, description: r.description ?? null }));
}

export function registerRoleRoutes(routes: RouteTable): void {
  routes.add({ method: 'GET', path: '/api/role/institutionType/:t', ability: LOOKUP_ABILITY, source, handler: ({ em, req }) => rolesOf(em, req) });
  routes.add({ method: 'GET', path: '/api/role/institution/:t/:p', ability: LOOKUP_ABILITY, source, handler: ({ em, req }) => rolesOf(em, req, pathId(req, 'p')) });
}
