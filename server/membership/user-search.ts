// The navbar search for institution users and analysts (spec 1 §7 "Shell and impersonation").
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetadataStorage } from '@mikro-orm/core';
import type { Request } from 'express';
import type { RouteTable } from '../http/route-table.js';
import { USER_ENTITY } from '../auth/sessions.js';
import { columnOf, tableOf } from '../db/table-names.js';
import { likePattern, queryText } from '../http/params.js';

interface Row {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  username: string;
}

/** The search with the table and column names of resources/users.ts; built once per ORM. */
const queries = new WeakMap<MetadataStorage, string>();
function searchSql(em: EntityManager): string {
  const metadata = em.getMetadata();
  let sql = queries.get(metadata);
  if (!sql) {
    const c = (p: string) => columnOf(metadata, USER_ENTITY, p);
    sql = `select ${c('id')} as id, ${c('firstName')} as first_name, ${c('lastName')} as last_name, ${c('email')} as email, ${c('username')} as username
      from ${tableOf(metadata, USER_ENTITY)}
      where ${c('userKind')} = ? and ${c('isActive')} is not false
        and (${c('firstName')} ilike ? or ${c('lastName')} ilike ? or ${c('email')} ilike ? or ${c('username')} ilike ? or (${c('firstName')} || ' ' || ${c('lastName')}) ilike ?)
      order by ${c('lastName')}, ${c('firstName')} limit 20`;
    queries.set(metadata, sql);
  }
  return sql;
}

export function registerUserSearch(routes: RouteTable): void {
  const search = (kind: string) => async ({ em, req }: { em: EntityManager; req: Request }) => {
    // one query of at most 200 characters (400 otherwise); under two characters finds nobody
    const query = queryText(req, 'query');
    if (query === undefined || query.length < 2) return [];
    const like = likePattern('query', query)!;
    const rows = await em.getConnection().execute<Row[]>(searchSql(em), [kind, like, like, like, like, like]);
    return rows.map((r) => ({ userId: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, username: r.username, institutionName: null }));
  };
  const source = 'server/membership/user-search.ts';
  routes.add({ method: 'GET', path: '/api/admin/membership/user/institution/search', ability: 'AdminUserManagement', source, handler: search('external') });
  // spec 1 §7 names it beside the institution search, relative to admin/membership: both paths answer it
  for (const path of ['/api/admin/membership/user/analyst/search', '/api/user/analyst/search'])
    routes.add({ method: 'GET', path, ability: 'AdminUserManagement', source, handler: search('analyst') });
}
