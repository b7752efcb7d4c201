// GET /api/admin/membership/user/institution/{id} (spec 1 §7 "Institutions and districts"): the users
// who belong to an institution, read through their memberships (user_institution, domain.md
// "UserInstitution"), with the role they hold there. The district detail lists them.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetadataStorage } from '@mikro-orm/core';
import type { RouteTable } from '../http/route-table.js';
import { notFound } from '../http/errors.js';
import { pathId } from '../http/params.js';
import { USER_ENTITY, roleEntityOf } from '../auth/sessions.js';
import { columnOf, tableOf } from '../db/table-names.js';

const source = 'server/membership/institution-users.ts';
const MEMBERSHIP_ENTITY = 'UserInstitution';
const INSTITUTION_ENTITY = 'Institution';
/** spec 2 §9: a user's institutions are listed up to 1000; an institution's users the same */
const MOST_USERS = 1000;

export interface InstitutionUser {
  userId: number;
  userInstitutionId: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  userKind: string;
  isActive: boolean;
  roleId: number | null;
  roleName: string | null;
}

interface Row {
  user_id: number;
  user_institution_id: number;
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  user_kind: string;
  is_active: boolean | null;
  role_id: number | null;
  role_name: string | null;
}

/** The statement with the table and column names of resources/users.ts and user-institutions.ts; built once per ORM. */
const statements = new WeakMap<MetadataStorage, { users: string; exists: string }>();
function statementsOf(em: EntityManager) {
  const metadata = em.getMetadata();
  let built = statements.get(metadata);
  if (!built) {
    const [user, link, role, institution] = [USER_ENTITY, MEMBERSHIP_ENTITY, roleEntityOf(metadata), INSTITUTION_ENTITY];
    const u = (p: string) => `u.${columnOf(metadata, user, p)}`;
    const m = (p: string) => `m.${columnOf(metadata, link, p)}`;
    built = {
      users: `select ${u('id')} as user_id, ${m('id')} as user_institution_id, ${u('firstName')} as first_name, ${u('lastName')} as last_name,
          ${u('email')} as email, ${u('username')} as username, ${u('userKind')} as user_kind, ${u('isActive')} as is_active,
          ${m('roleId')} as role_id, r.${columnOf(metadata, role, 'name')} as role_name
        from ${tableOf(metadata, link)} m
        join ${tableOf(metadata, user)} u on ${u('id')} = ${m('userId')}
        left join ${tableOf(metadata, role)} r on r.${columnOf(metadata, role, 'id')} = ${m('roleId')}
        where ${m('institutionId')} = ?
        order by ${u('lastName')}, ${u('firstName')}, ${u('id')} limit ${MOST_USERS}`,
      exists: `select 1 from ${tableOf(metadata, institution)} where ${columnOf(metadata, institution, 'id')} = ?`,
    };
    statements.set(metadata, built);
  }
  return built;
}

export async function institutionUsers(em: EntityManager, institutionId: number): Promise<InstitutionUser[]> {
  const sql = statementsOf(em);
  const connection = em.getConnection();
  const [found] = await connection.execute<unknown[]>(sql.exists, [institutionId]);
  if (!found) throw notFound(`There is no institution ${institutionId}.`);
  const rows = await connection.execute<Row[]>(sql.users, [institutionId]);
  return rows.map((r) => ({
    userId: r.user_id,
    userInstitutionId: r.user_institution_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    username: r.username,
    userKind: r.user_kind,
    isActive: r.is_active !== false,
    roleId: r.role_id,
    roleName: r.role_name,
  }));
}

export function registerInstitutionUsers(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    // digits only: /user/institution/search (server/membership/user-search.ts) keeps its own route
    path: '/api/admin/membership/user/institution/:id(\\d+)',
    ability: ['AdminUserManagement', 'AdminViewInstitutions'],
    source,
    handler: ({ em, req }) => institutionUsers(em, pathId(req, 'id')),
  });
}
