// What is waiting on a course (spec 1 §7; the shapes are ours):
//   GET /api/course/pendingrevisions/{courseId}: its submissions not yet decided (in queue, in
//     review, in second review, on hold), newest first;
//   GET /api/course/pendingactivations/{courseId}: its archived offerings, each with whether
//     activating it needs a UC authorization number (archived with allowActivation false).
import type { RouteTable } from '../http/route-table.js';
import { SOURCE } from './access.js';
import { READ_COURSES } from '../../core/courses/abilities.js';
import { pathId } from './params.js';
import { loadCourse, namesById } from './load.js';
import { E, type OfferingRow } from './model.js';
import { offeringsJson } from './shapes.js';
import type { SubmissionRow, SubmissionStatus } from '../../resources/_rows.js';

/** Submission statuses of the search's Submitted group (docs/courses-and-review.md). */
export const PENDING_STATUSES: SubmissionStatus[] = ['inQueue', 'inReview', 'secondReview', 'hold'];

export function registerPendingRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/course/pendingrevisions/:courseId(\\d+)',
    ability: READ_COURSES,
    source: `${SOURCE}/pending.ts`,
    handler: async ({ req, em }) => {
      const course = await loadCourse(em, pathId(req, 'courseId'));
      const rows = await em.find<SubmissionRow>(E.courseSubmissions, { courseId: course.id, status: { $in: PENDING_STATUSES } }, { orderBy: { submittedOn: 'desc', id: 'desc' } });
      const years = await namesById(em, E.academicYears, rows.map((s) => s.academicYearId));
      return rows.map((s) => ({
        courseSubmissionId: s.id,
        academicYearId: s.academicYearId,
        academicYear: years.get(s.academicYearId) ?? null,
        institutionId: s.institutionId,
        submissionTypeId: s.submissionTypeId,
        scenario: s.scenario,
        status: s.status,
        queueType: s.queueType,
        isExpressReview: s.isExpressReview,
        assignedAnalystId: s.assignedAnalystId ?? null,
        submittedOn: s.submittedOn.toISOString(),
      }));
    },
  });

  routes.add({
    method: 'GET',
    path: '/api/course/pendingactivations/:courseId(\\d+)',
    ability: READ_COURSES,
    source: `${SOURCE}/pending.ts`,
    handler: async ({ req, em }) => {
      const course = await loadCourse(em, pathId(req, 'courseId'));
      const rows = await em.find<OfferingRow>(E.courseOfferings, { courseId: course.id, isArchived: true }, { orderBy: { academicYearId: 'desc', id: 'asc' } });
      return (await offeringsJson(em, rows)).map((o) => ({ ...o, needsAuthorizationNumber: o.allowActivation === false }));
    },
  });
}
