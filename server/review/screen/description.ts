// The submission's description (spec 3 §7 "Revision and materials"):
//   GET  /api/admin/review/{submissionId}/description   course description, prerequisites,
//                                                       corequisites and units of the course year
//   POST /api/admin/review/{courseSubmissionId}/description?propertyName={name}
//        body: the description object; only the named property (courseDescription, prerequisites,
//        corequisites, units) is written (course-year-edit.ts).
import type { RouteTable } from '../../http/route-table.js';
import { pathId } from './params.js';
import { findSubmission } from './review-access.js';
import { courseYearOf, descriptionJson } from './submission-content.js';
import { DESCRIPTION_PROPERTIES, editCourseYear } from './course-year-edit.js';
import { SCREEN_READ, SCREEN_WRITE, SUBMISSION_ID, source } from './route-names.js';

export function registerDescriptionRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: `/api/admin/review/${SUBMISSION_ID}/description`,
    ability: SCREEN_READ,
    source: source('description.ts'),
    handler: async ({ req, em }) => {
      const submission = await findSubmission(em, pathId(req, 'submissionId', 'submission id'));
      return descriptionJson(submission, await courseYearOf(em, submission));
    },
  });

  routes.add({
    method: 'POST',
    path: `/api/admin/review/${SUBMISSION_ID}/description`,
    ability: SCREEN_WRITE,
    source: source('description.ts'),
    handler: async ({ req, em, user }) => {
      const submissionId = pathId(req, 'submissionId', 'submission id');
      return editCourseYear(em, req, user, submissionId, DESCRIPTION_PROPERTIES, (_tx, submission, year) => descriptionJson(submission, year));
    },
  });
}
