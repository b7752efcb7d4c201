// The role a user holds on one institution must be an institution role: a role without back-office
// abilities (seeds/roles.ts), so the membership screens never hand out staff access
// (docs/membership.md).
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest } from '../http/errors.js';
import { E, type RoleRow } from './model.js';

export const CHOOSE_INSTITUTION_ROLE = 'Choose an institution role (a role without back-office abilities).';

export async function loadInstitutionRole(em: EntityManager, roleId: number): Promise<RoleRow> {
  const role = await em.findOne<RoleRow>(E.roles, { id: roleId }, { disableIdentityMap: true });
  if (!role || (role.abilities ?? []).length > 0) throw badRequest(CHOOSE_INSTITUTION_ROLE, { roleId: [CHOOSE_INSTITUTION_ROLE] });
  return role;
}

/** The institution roles, for the role pickers of the membership screens: highest rank first. */
export async function institutionRoles(em: EntityManager): Promise<{ roleId: number; id: number; name: string }[]> {
  const rows = await em.find<RoleRow>(E.roles, {} as never, { fields: ['id', 'name', 'abilities', 'institutionRank'] as never, orderBy: { name: 'asc' } as never, disableIdentityMap: true });
  return rows
    .filter((r) => (r.abilities ?? []).length === 0)
    .sort((a, b) => (b.institutionRank ?? 0) - (a.institutionRank ?? 0))
    .map((r) => ({ roleId: r.id, id: r.id, name: r.name }));
}
