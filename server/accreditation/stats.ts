// GET /api/admin/stats/accreditations → { pending }: how many institutions wait for an accreditation
// review (spec 1 §3 header statistics, §6: AdminReviewAccreditation sees it). The same count is one
// of the header's figures (server/stats/header-stats.ts), registered here once.
import type { RouteTable } from '../http/route-table.js';
import { headerStats } from '../stats/header-stats.js';
import { ACCREDITATION_ABILITY } from '../../resources/_accreditation.js';
import { pendingCount } from './pending.js';
import { SOURCE } from './model.js';

if (!headerStats.some((s) => s.key === 'accreditations'))
  headerStats.push({ key: 'accreditations', label: 'Pending accreditations', ability: ACCREDITATION_ABILITY, sources: ['accreditation-files', 'institution-accreditations', 'institutions'], count: (em) => pendingCount(em) });

export function registerAccreditationStats(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/stats/accreditations',
    ability: ACCREDITATION_ABILITY,
    source: `${SOURCE}/stats.ts`,
    handler: async ({ em }) => ({ pending: await pendingCount(em) }),
  });
}
