// POST /api/admin/course/{courseId}/rubric/{rubricId}: the course's rubric (spec 1 §4: at most one
// at a time; assigning replaces it). A rubric removed from the list cannot be given.
import type { RouteTable } from '../http/route-table.js';
import { badRequest, notFound } from '../http/errors.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { pathId } from './params.js';
import { E, type CourseRow } from './model.js';
import { courseWrite } from './write.js';

export function registerRubricRoutes(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/:courseId(\\d+)/rubric/:rubricId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/rubric.ts`,
    handler: async ({ req, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const rubricId = pathId(req, 'rubricId');
      const rubric = await em.findOne<{ id: number; name: string; value: number; isDeleted: boolean }>(E.rubrics, { id: rubricId });
      if (!rubric) throw notFound(`Rubric ${rubricId} was not found.`);
      if (rubric.isDeleted) throw badRequest('This rubric was removed from the list of rubrics.');
      return courseWrite(em, user, async (tx) => {
        const course = await tx.findOne<CourseRow>(E.courses, { id: courseId });
        if (!course) throw notFound(`Course ${courseId} was not found.`);
        const before = course.rubricId;
        course.rubricId = rubricId;
        // assigning the rubric the course has changes nothing: no history line
        const history = before === rubricId ? [] : [{ courseId, action: `Rubric set to ${rubric.name} (${rubric.value})` }];
        return { answer: { courseId, rubric: { rubricId, name: rubric.name, value: rubric.value } }, history };
      });
    },
  });
}
