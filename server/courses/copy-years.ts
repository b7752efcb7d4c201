// POST /api/admin/course/copy/{courseId}/{academicYearId} with an array of academic year ids: the
// course as it is in that year, copied into each of those years (basic info, description,
// disciplines, materials, and the offerings that are not archived). All or nothing: a year the
// course already has, or one before a discipline's first year, refuses the call (modelState
// academicYearIds[i]).
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { fieldKey, idValue, parseSpecBody, pathId } from './params.js';
import { courseYearsOf, loadCourse, loadCourseYear, loadInstitution, namesById } from './load.js';
import { E, type OfferingRow } from './model.js';
import { courseWrite } from './write.js';
import { courseDetail } from './detail.js';
import { copyCourseYear, copyOfferings, readCourseYearSource } from './copy-course-year.js';
import { requireYears } from './copy-plan.js';

export const yearIdList = z.array(idValue('an academic year'), { error: 'Send the list of academic year ids.' }).min(1, { error: 'Choose at least one academic year.' }).max(20, { error: 'Choose at most 20 academic years.' });

export function registerCopyYearRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/copy/:courseId(\\d+)/:academicYearId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/copy-years.ts`,
    handler: async ({ req, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const academicYearId = pathId(req, 'academicYearId');
      const yearIds = parseSpecBody(yearIdList, req.body, (path) => fieldKey(path, 'academicYearIds'));
      const course = await loadCourse(em, courseId);
      const owner = await loadInstitution(em, course.institutionId);
      const source = await readCourseYearSource(em, await loadCourseYear(em, courseId, academicYearId));
      const taken = new Set((await courseYearsOf(em, courseId)).map((y) => y.academicYearId));
      const form = { institution: owner, courseLengthId: source.courseYear.courseLengthId, isCte: source.courseYear.isCte, disciplines: source.disciplines };
      const years = await requireYears(em, rules, user, { form, disciplines: source.disciplines, takenYearIds: taken }, yearIds, 'academicYearIds', `course ${courseId} copy from academic year ${academicYearId}`);
      const offerings = await em.find<OfferingRow>(E.courseOfferings, { courseId, academicYearId });
      const fromName = (await namesById(em, E.academicYears, [academicYearId])).get(academicYearId);
      await courseWrite(em, user, async (tx) => {
        for (const year of years) {
          await copyCourseYear(tx, source, courseId, year.academicYearId, year.shown);
          copyOfferings(tx, offerings, year.academicYearId);
        }
        return {
          answer: undefined,
          history: [
            { courseId, academicYearId, action: `Copied to ${years.map((y) => y.name).join(', ')}` },
            ...years.map((y) => ({ courseId, academicYearId: y.academicYearId, action: `Copied from ${fromName}` })),
          ],
        };
      });
      return courseDetail(em.fork({ clear: true }), rules, courseId, academicYearId);
    },
  });
}
