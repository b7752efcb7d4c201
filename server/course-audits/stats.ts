// GET /api/admin/stats/auditCancellations → { pending }: publishers' audit cancellation requests
// waiting for an answer (spec 1 §3 header statistics, §6: AdminReview sees it, §7). The same count is
// one of the header's figures (server/stats/header-stats.ts), registered here once.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import { headerStats } from '../stats/header-stats.js';
import { COURSE_AUDIT_ABILITY } from '../../resources/_course-audits.js';
import { E, SOURCE } from './model.js';

export const pendingCancellationCount = (em: EntityManager) => em.count(E.courseAudits, { status: 'cancellationRequested' });

if (!headerStats.some((s) => s.key === 'auditCancellations'))
  headerStats.push({ key: 'auditCancellations', label: 'Pending audit cancellations', ability: COURSE_AUDIT_ABILITY, sources: ['course-audits'], count: pendingCancellationCount });

export function registerAuditCancellationStats(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/stats/auditCancellations',
    ability: COURSE_AUDIT_ABILITY,
    source: `${SOURCE}/stats.ts`,
    handler: async ({ em }) => ({ pending: await pendingCancellationCount(em) }),
  });
}
