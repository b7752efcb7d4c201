// The header statistics area (spec 1 §3 "Header statistics"). Each area of the product registers the
// counts it owns with the ability that may see them; the shell shows what the user may see.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import { hasAbility } from '../auth/session-user.js';
import { submissionStatsOnce, type SubmissionStats } from '../review/queues/submission-stats.js';

export interface HeaderStat {
  key: string;
  label: string;
  ability: string | readonly string[];
  count: (em: EntityManager) => Promise<number>;
  /** the resources whose writes move the figure; the live hub counts it again after such a write (absent: after any) */
  sources?: readonly string[];
}

/** What moves the submission figures. */
const SUBMISSION_SOURCES = ['course-submissions', 'course-submission-reviews', 'review-batches'] as const;

/** Submissions across the office (server/review/queues/submission-stats.ts), for those who review. */
const SUBMISSION_STATS: { key: keyof SubmissionStats; label: string }[] = [
  { key: 'inQueue', label: 'In queue' },
  { key: 'inReview', label: 'In review' },
  { key: 'completed', label: 'Completed' },
  { key: 'thisWeek', label: 'This week' },
  { key: 'today', label: 'Today' },
];

export const headerStats: HeaderStat[] = [
  ...SUBMISSION_STATS.map(({ key, label }): HeaderStat => ({ key, label, ability: 'AdminReview', sources: SUBMISSION_SOURCES, count: async (em) => (await submissionStatsOnce(em))[key] })),
];

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
