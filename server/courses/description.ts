// The description of a course year (spec 1 §3: prerequisites and corequisites with value and
// isRequired, units with title and description): POST updatedescription/{courseId}/{academicYearId}
// saves it whole; GET /api/admin/course/{courseId}/description reads the root course's (spec 3 §7:
// the catalogue copy a revision is compared with), the newest year unless ?academicYearId names one.
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { notFound } from '../http/errors.js';
import { splitVersion } from '../crud/row-version.js';
import { SOURCE } from './access.js';
import { READ_COURSES, WRITE_COURSES } from '../../core/courses/abilities.js';
import { fieldKey, flag, parseSpecBody, pathId, requiredText, text, yearQuery } from './params.js';
import { courseYearsOf, loadCourse, loadCourseYear } from './load.js';
import type { CourseYearRow } from './model.js';
import { courseWrite, lockCourseYear, touch } from './write.js';
import { descriptionJson } from './shapes.js';
import { courseDetail } from './detail.js';

const requisite = z.strictObject({ value: requiredText(1000), isRequired: flag() });
const requisites = z.array(requisite).max(50, { error: 'Use at most 50 entries.' }).nullish();

const descriptionBody = z.strictObject({
  prerequisites: requisites,
  corequisites: requisites,
  units: z.array(z.strictObject({ title: requiredText(255), description: text(20000) })).max(100, { error: 'Use at most 100 units.' }).nullish(),
  courseDescription: text(20000),
});

export function registerDescriptionRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/updatedescription/:courseId(\\d+)/:academicYearId(\\d+)',
    ability: WRITE_COURSES,
    source: `${SOURCE}/description.ts`,
    handler: async ({ req, em, user }) => {
      const courseId = pathId(req, 'courseId');
      const academicYearId = pathId(req, 'academicYearId');
      const { body, expected } = splitVersion(req.body);
      const description = parseSpecBody(descriptionBody, body, (path) => fieldKey(path, 'description'));
      await loadCourseYear(em, courseId, academicYearId);
      await courseWrite(em, user, async (tx) => {
        const courseYear = await lockCourseYear(tx, courseId, academicYearId, expected);
        courseYear.prerequisites = description.prerequisites ?? [];
        courseYear.corequisites = description.corequisites ?? [];
        courseYear.units = (description.units ?? []).map((u) => ({ title: u.title, description: u.description ?? null }));
        courseYear.courseDescription = description.courseDescription ?? null;
        touch(courseYear);
        return { answer: undefined, history: [{ courseId, academicYearId, action: 'Description updated' }] };
      });
      return courseDetail(em.fork({ clear: true }), rules, courseId, academicYearId);
    },
  });

  routes.add({
    method: 'GET',
    path: '/api/admin/course/:courseId(\\d+)/description',
    ability: READ_COURSES,
    source: `${SOURCE}/description.ts`,
    handler: async ({ req, em }) => {
      const year = await rootCourseYear(em, pathId(req, 'courseId'), yearQuery(req));
      return { courseId: year.courseId, academicYearId: year.academicYearId, rowVersion: year.rowVersion, ...descriptionJson(year) };
    },
  });
}

/** The root course's year: the one asked for, or its newest. */
export async function rootCourseYear(em: EntityManager, courseId: number, academicYearId: number | undefined): Promise<CourseYearRow> {
  if (academicYearId !== undefined) return loadCourseYear(em, courseId, academicYearId);
  await loadCourse(em, courseId);
  const newest = (await courseYearsOf(em, courseId)).at(-1);
  if (!newest) throw notFound(`Course ${courseId} has no academic year yet.`);
  return newest;
}
