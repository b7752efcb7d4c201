// A user's role and permissions on one institution (spec 2 §7 "Membership"): POST /role {userId,
// institutionId, roleId} and GET / POST /permissions/{userId}/{institutionId}. Changing the role
// resets the permissions on that institution (spec 2 §4): they were granted for the old role.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { notFound } from '../http/errors.js';
import { idValue, parseSpecBody } from '../courses/params.js';
import { INSTITUTION_PERMISSIONS, INSTITUTION_PERMISSION_IDS } from '../../resources/_institution-permissions.js';
import { E, fullName, loadChangeableUser, loadUser, type MembershipRow } from './model.js';
import { loadInstitutionRole } from './institution-role.js';
import { loadRole, roleChoices, roleDowngraded, roleRank } from './role-ladder.js';
import type { PermissionsJson, RoleChoices, UserInstitutionJson } from '../../core/contract/membership.js';
import { membershipsJson } from './user-institutions.js';

export const NOT_A_MEMBER = 'This user is not a member of that institution; add the institution first.';

// the role there changes through the upgrade and the downgrade list (spec 2 §4, ./role-ladder.ts)

async function membership(em: EntityManager, userId: number, institutionId: number): Promise<MembershipRow> {
  const row = await em.findOne<MembershipRow>(E.userInstitutions, { userId, institutionId });
  if (!row) throw notFound(NOT_A_MEMBER);
  return row;
}

async function permissionsJson(em: EntityManager, row: MembershipRow): Promise<PermissionsJson> {
  const user = await loadUser(em, row.userId);
  const [json] = await membershipsJson(em, [row]);
  const choices = await roleChoices(em, row.roleId ?? null);
  return { ...json, ...choices, userName: fullName(user), userKind: user.userKind, available: INSTITUTION_PERMISSIONS.map((p) => ({ id: p.id, name: p.name })) };
}

/** GET /permissions/{userId}/{institutionId} */
export async function readPermissions(em: EntityManager, userId: number, institutionId: number): Promise<PermissionsJson> {
  await loadUser(em, userId);
  return permissionsJson(em, await membership(em, userId, institutionId));
}

const permissionList = z
  .array(z.string({ error: 'Must be text.' }).refine((p) => INSTITUTION_PERMISSION_IDS.includes(p), { error: (iss) => `"${String(iss.input)}" is not a permission; choose from ${INSTITUTION_PERMISSION_IDS.join(', ')}.` }), { error: 'Send the permissions as a list.' })
  .max(INSTITUTION_PERMISSION_IDS.length * 2, { error: 'Too many permissions.' });
const permissionsBody = z.strictObject({ permissions: permissionList, userId: z.number().optional(), institutionId: z.number().optional() });

/** POST /permissions/{userId}/{institutionId} {permissions}: replaces the permissions on that institution. */
export async function updatePermissions(em: EntityManager, actor: SessionUser, userId: number, institutionId: number, body: unknown): Promise<PermissionsJson> {
  const input = parseSpecBody(permissionsBody, body);
  if (input.userId !== undefined && input.userId !== userId) parseSpecBody(z.strictObject({ userId: z.literal(userId, { error: 'Must be the user of the path.' }) }), { userId: input.userId });
  if (input.institutionId !== undefined && input.institutionId !== institutionId)
    parseSpecBody(z.strictObject({ institutionId: z.literal(institutionId, { error: 'Must be the institution of the path.' }) }), { institutionId: input.institutionId });
  await loadChangeableUser(em, actor, userId);
  // stored in the list's order, once each, so the audit trail shows real changes only
  const permissions = INSTITUTION_PERMISSION_IDS.filter((p) => input.permissions.includes(p));
  const row = await em.transactional(async (tx) => {
    const r = await membership(tx, userId, institutionId);
    r.permissions = permissions;
    await tx.flush();
    return r;
  });
  return permissionsJson(em, row);
}

const roleBody = z.strictObject({ userId: idValue('a user'), institutionId: idValue('an institution'), roleId: idValue('an institution role') });

/** POST /role {userId, institutionId, roleId}: a new role on the institution clears its permissions. */
export async function changeInstitutionRole(em: EntityManager, actor: SessionUser, body: unknown): Promise<PermissionsJson & { permissionsReset: boolean; warnings: string[] }> {
  const input = parseSpecBody(roleBody, body);
  await loadChangeableUser(em, actor, input.userId);
  const role = await loadInstitutionRole(em, input.roleId);
  let permissionsReset = false;
  const warnings: string[] = [];
  const row = await em.transactional(async (tx) => {
    const r = await membership(tx, input.userId, input.institutionId);
    if ((r.roleId ?? null) !== input.roleId) {
      permissionsReset = (r.permissions ?? []).length > 0;
      const old = await loadRole(tx, r.roleId ?? null);
      if (old && roleRank(role) < roleRank(old)) warnings.push(roleDowngraded(old.name, role.name));
      r.roleId = input.roleId;
      r.permissions = [];
      await tx.flush();
    }
    return r;
  });
  return { ...(await permissionsJson(em, row)), permissionsReset, warnings };
}
