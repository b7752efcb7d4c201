// The header statistics area (spec 1 §3 "Header statistics"). Each area of the product registers the
// counts it owns with the ability that may see them; the shell shows what the user may see.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import { hasAbility } from '../auth/session-user.js';

export interface HeaderStat {
  key: string;
  label: string;
  ability: string | readonly string[];
  count: (em: EntityManager) => Promise<number>;
}

export const headerStats: HeaderStat[] = [];

export function registerHeaderStats(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/stats/header',
    ability: 'authenticated',
    source: 'server/stats/header-stats.ts',
    handler: async ({ em, user }) => ({
      stats: await Promise.all(headerStats.filter((s) => hasAbility(user, s.ability)).map(async (s) => ({ key: s.key, label: s.label, value: await s.count(em) }))),
    }),
  });
}
