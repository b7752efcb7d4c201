// The navbar search for institution users and analysts (spec 1 §7 "Shell and impersonation").
import type { RouteTable } from '../http/route-table.js';

interface Row {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  username: string;
}

export function registerUserSearch(routes: RouteTable): void {
  const search = (kind: string) => async ({ em, req }: { em: import('@mikro-orm/postgresql').EntityManager; req: import('express').Request }) => {
    const query = String(req.query.query ?? '').trim();
    if (query.length < 2) return [];
    const like = `%${query.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
    const rows = await em.getConnection().execute<Row[]>(
      `select id, first_name, last_name, email, username from app_user
        where user_kind = ? and is_active is not false
          and (first_name ilike ? or last_name ilike ? or email ilike ? or username ilike ? or (first_name || ' ' || last_name) ilike ?)
        order by last_name, first_name limit 20`,
      [kind, like, like, like, like, like],
    );
    return rows.map((r) => ({ userId: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, username: r.username, institutionName: null }));
  };
  const source = 'server/membership/user-search.ts';
  routes.add({ method: 'GET', path: '/api/admin/membership/user/institution/search', ability: 'AdminUserManagement', source, handler: search('external') });
  routes.add({ method: 'GET', path: '/api/user/analyst/search', ability: 'AdminUserManagement', source, handler: search('analyst') });
}
