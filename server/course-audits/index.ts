// Self-reported publisher courses and course audits (spec 1 §2, §4, §7 "Self-reported", §8): the
// summary, a publisher's courses, select / remove / answer a cancellation request, the publisher
// picker, and the pending cancellations count of the header statistics. docs/course-audits.md.
import type { RouteTable } from '../http/route-table.js';
import { registerCourseAuditRoutes } from './routes.js';
import { registerAuditCancellationStats } from './stats.js';

export function registerCourseAuditArea(routes: RouteTable): void {
  registerCourseAuditRoutes(routes);
  registerAuditCancellationStats(routes);
}
