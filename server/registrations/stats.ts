// GET /api/admin/stats/registrations → { pending }: registrations waiting for staff (submitted, in
// review, second review), AdminReviewInstitutionRegistration. The same count is one of the header's
// figures (server/stats/header-stats.ts), registered here once.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import { headerStats } from '../stats/header-stats.js';
import { REGISTRATION_ABILITY, REGISTRATION_STATUS as S } from '../../resources/_registrations.js';
import { E, SOURCE } from './model.js';

export const PENDING_STATUSES = [S.submitted, S.inReview, S.secondReview];

export const pendingRegistrationCount = async (em: EntityManager) => Number(await em.count(E.registrations, { isDeleted: false, registrationStatusId: { $in: PENDING_STATUSES } }));

if (!headerStats.some((s) => s.key === 'registrations'))
  headerStats.push({ key: 'registrations', label: 'Pending registrations', ability: REGISTRATION_ABILITY, sources: ['registrations', 'registration-reviews'], count: pendingRegistrationCount });

export function registerRegistrationStats(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/stats/registrations',
    ability: REGISTRATION_ABILITY,
    source: `${SOURCE}/stats.ts`,
    handler: async ({ em }) => ({ pending: await pendingRegistrationCount(em) }),
  });
}
