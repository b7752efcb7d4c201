// The order of the institution roles (spec 2 §4): a position's approval role raises a user's role
// only when it is above the one held, a position change never lowers it, and an institution role
// changes through the roles above it (upgrades) and below it (downgrades). An institution role's
// place is its institutionRank (resources/roles.ts; the seeded ones 10–40); one without a rank ranks
// below them all; a staff role (one with back-office abilities) ranks above every institution role,
// so a position never replaces staff access.
// docs/membership.md "Positions and roles".
import type { EntityManager } from '@mikro-orm/postgresql';
import { E, type RoleRow } from './model.js';
import type { RoleChoice, RoleChoices } from '../../core/contract/membership.js';

/** Above the highest institution rank the model allows (99). */
const STAFF_RANK = 100;

/** A role with back-office abilities: never given by an institution path. */
export const isStaffRole = (role: Pick<RoleRow, 'abilities'>): boolean => (role.abilities ?? []).length > 0;

/** -1 for no role, 0 for an institution role without a rank, then its rank, staff roles on top. */
export function roleRank(role: Pick<RoleRow, 'abilities' | 'institutionRank'> | null | undefined): number {
  if (!role) return -1;
  if (isStaffRole(role)) return STAFF_RANK;
  return role.institutionRank ?? 0;
}

export async function loadRole(em: EntityManager, id: number | null | undefined): Promise<RoleRow | null> {
  if (id == null) return null;
  const role: RoleRow | null = await em.findOne(E.roles, { id }, { fields: ['id', 'name', 'abilities', 'institutionRank'], disableIdentityMap: true });
  return role;
}

/** The upgrade and downgrade lists for a user's role on an institution. */
export async function roleChoices(em: EntityManager, currentRoleId: number | null): Promise<RoleChoices> {
  const rows: RoleRow[] = await em.find(E.roles, {}, { fields: ['id', 'name', 'abilities', 'institutionRank'], orderBy: { name: 'asc' }, disableIdentityMap: true });
  const current = rows.find((r) => r.id === currentRoleId) ?? null;
  const rank = roleRank(current);
  const institutionRoles = rows.filter((r) => (r.abilities ?? []).length === 0 && r.id !== currentRoleId).sort((a, b) => roleRank(b) - roleRank(a));
  const choice = (r: RoleRow): RoleChoice => ({ roleId: r.id, name: r.name });
  return {
    upgrades: institutionRoles.filter((r) => roleRank(r) > rank || (rank === 0 && roleRank(r) === 0)).map(choice),
    downgrades: institutionRoles.filter((r) => roleRank(r) < rank).map(choice),
  };
}

// The spec's position warnings (spec 2 §8 names them without their wording).
export const positionRaisesRole = (position: string, role: string) => `The position ${position} raises the role to ${role}.`;
export const positionKeepsRole = (position: string, role: string) => `Changing the position to ${position} does not downgrade the role: it stays ${role}.`;
export const roleDowngraded = (from: string, to: string) => `The role was downgraded from ${from} to ${to}.`;
