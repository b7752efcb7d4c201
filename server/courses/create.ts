// POST /api/admin/course/create/{institutionId}/{academicYearId} {title}: a new course of the
// institution with its record for that year and the institution's offering of it. The course
// enters the catalogue once updatebasicinfo has given it a course length and a discipline
// (catalogue.ts).
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest } from '../http/errors.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { fieldKey, parseSpecBody, pathId, requiredText } from './params.js';
import { loadAcademicYear, loadInstitution } from './load.js';
import { E } from './model.js';
import { courseWrite } from './write.js';
import { courseDetail, isDistrictLike } from './detail.js';
import { createCourse } from './new-course.js';
import { addOffering } from './offerings.js';

const createBody = z.strictObject({ title: requiredText(200) });

export function registerCreateRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/create/:institutionId(\\d+)/:academicYearId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/create.ts`,
    handler: async ({ req, res, em, user }) => {
      const institutionId = pathId(req, 'institutionId');
      const academicYearId = pathId(req, 'academicYearId');
      const { title } = parseSpecBody(createBody, req.body, (path) => fieldKey(path, 'basicInfo'));
      const institution = await loadInstitution(em, institutionId);
      await loadAcademicYear(em, academicYearId);
      if (!institution.isActive) throw badRequest('Please correct the highlighted fields.', { institutionId: ['This institution is closed: it cannot add courses.'] });
      const course = await courseWrite(em, user, async (tx) => {
        const course = await createCourse(tx, { institutionId, isDistrictCourse: isDistrictLike(institution) });
        const now = new Date();
        tx.create(E.courseYears, { courseId: course.id, academicYearId, title, prerequisites: [], corequisites: [], units: [], createdOn: now, updatedOn: now });
        await addOffering(tx, course, academicYearId, institutionId);
        return { answer: course, history: [{ courseId: course.id, academicYearId, action: `Course created for ${institution.name}` }] };
      });
      res.status(201);
      return courseDetail(em.fork({ clear: true }), rules, course.id, academicYearId);
    },
  });
}
