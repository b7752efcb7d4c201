// A user's institutions (spec 2 §7 "Membership"): GET /institutions/{userId} (up to 1000), POST
// /institution {userId, institutionId, roleId?}, POST /{userId}/associate {institutionId, roleId?} and
// DELETE /userInstitution/{userId}/{id}. Each change and its audit entry commit together.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest, notFound } from '../http/errors.js';
import { idValue, optionalId, parseSpecBody } from '../courses/params.js';
import { E, MAX_USER_INSTITUTIONS, loadChangeableUser, loadUser, type MembershipRow, type RoleRow } from './model.js';
import { loadInstitutionRole } from './institution-role.js';
import type { UserInstitutionJson } from '../../core/contract/membership.js';
import type { RowOf } from '../../core/model/row-type.js';
import type institutionResource from '../../resources/institutions.js';

type InstitutionRow = Pick<RowOf<typeof institutionResource>, 'id' | 'name' | 'institutionTypeId' | 'cdsCode' | 'streetCity' | 'isActive'>;

export const ALREADY_MEMBER = 'This user is already a member of this institution.';
export const CHOOSE_INSTITUTION = 'Choose an institution from the list.';

/** The JSON of memberships, with their institutions and roles read in one query each. */
export async function membershipsJson(em: EntityManager, rows: MembershipRow[]): Promise<UserInstitutionJson[]> {
  const institutionIds = [...new Set(rows.map((r) => r.institutionId))];
  const roleIds = [...new Set(rows.map((r) => r.roleId).filter((id): id is number => id != null))];
  const institutions: InstitutionRow[] = institutionIds.length ? await em.find(E.institutions, { id: { $in: institutionIds } }, { fields: ['id', 'name', 'institutionTypeId', 'cdsCode', 'streetCity', 'isActive'], disableIdentityMap: true }) : [];
  const roles: Pick<RoleRow, 'id' | 'name'>[] = roleIds.length ? await em.find(E.roles, { id: { $in: roleIds } }, { fields: ['id', 'name'], disableIdentityMap: true }) : [];
  const inst = new Map(institutions.map((i) => [i.id, i]));
  const role = new Map(roles.map((r) => [r.id, r]));
  return rows.map((r) => {
    const i = inst.get(r.institutionId);
    return {
      userInstitutionId: r.id,
      id: r.id,
      userId: r.userId,
      institutionId: r.institutionId,
      institutionName: i?.name ?? '',
      institutionTypeId: i?.institutionTypeId ?? null,
      cdsCode: i?.cdsCode ?? null,
      city: i?.streetCity ?? null,
      isActive: i?.isActive ?? null,
      roleId: r.roleId ?? null,
      roleName: r.roleId != null ? (role.get(r.roleId)?.name ?? null) : null,
      permissions: r.permissions ?? [],
      createdOn: r.createdOn ? new Date(r.createdOn).toISOString() : null,
    };
  });
}

/** GET /institutions/{userId}: every institution of the user (at most 1000), by institution name. */
export async function listUserInstitutions(em: EntityManager, userId: number): Promise<{ userId: number; total: number; result: UserInstitutionJson[] }> {
  await loadUser(em, userId);
  const rows = await em.find<MembershipRow>(E.userInstitutions, { userId }, { orderBy: { id: 'asc' }, limit: MAX_USER_INSTITUTIONS, disableIdentityMap: true });
  const result = (await membershipsJson(em, rows)).sort((a, b) => a.institutionName.localeCompare(b.institutionName) || a.id - b.id);
  return { userId, total: result.length, result };
}

const addBody = z.strictObject({ userId: idValue('a user'), institutionId: idValue('an institution'), roleId: optionalId('an institution role'), note: z.string().max(500).nullish() });
const associateBody = addBody.omit({ userId: true });

/** Adds the user to an institution (POST /institution and POST /{userId}/associate). */
export async function addUserInstitution(em: EntityManager, actor: SessionUser, body: unknown, pathUserId?: number): Promise<UserInstitutionJson> {
  const input = pathUserId === undefined ? parseSpecBody(addBody, body) : { ...parseSpecBody(associateBody, body), userId: pathUserId };
  await loadChangeableUser(em, actor, input.userId);
  const institution: { id: number } | null = await em.findOne(E.institutions, { id: input.institutionId }, { fields: ['id'] });
  if (!institution) throw badRequest(CHOOSE_INSTITUTION, { institutionId: [CHOOSE_INSTITUTION] });
  if (input.roleId != null) await loadInstitutionRole(em, input.roleId);
  const row = await em.transactional(async (tx) => {
    if (await tx.count(E.userInstitutions, { userId: input.userId, institutionId: input.institutionId })) throw badRequest(ALREADY_MEMBER, { institutionId: [ALREADY_MEMBER] });
    const count = await tx.count(E.userInstitutions, { userId: input.userId });
    if (count >= MAX_USER_INSTITUTIONS) {
      const message = `A user can belong to at most ${MAX_USER_INSTITUTIONS} institutions.`;
      throw badRequest(message, { institutionId: [message] });
    }
    const created = tx.create<MembershipRow>(E.userInstitutions, {
      userId: input.userId,
      institutionId: input.institutionId,
      roleId: input.roleId ?? null,
      permissions: [],
      note: input.note?.trim() || null,
      createdOn: new Date(),
    });
    await tx.flush();
    return created;
  });
  return (await membershipsJson(em, [row]))[0];
}

/** DELETE /userInstitution/{userId}/{id}: takes the user off one institution. */
export async function removeUserInstitution(em: EntityManager, actor: SessionUser, userId: number, id: number): Promise<UserInstitutionJson> {
  await loadChangeableUser(em, actor, userId);
  return em.transactional(async (tx) => {
    const row = await tx.findOne<MembershipRow>(E.userInstitutions, { id, userId });
    if (!row) throw notFound('This user is not a member of that institution.');
    const json = (await membershipsJson(tx, [row]))[0];
    tx.remove(row);
    await tx.flush();
    return json;
  });
}
