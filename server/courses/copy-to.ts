// POST /api/admin/course/copyto {courseId, copyAsAdoption, academicYearId, toInstitutionId,
// toAcademicYears}: the course as it is in academicYearId becomes a course of another institution in
// each of toAcademicYears, offered there. The target must differ from the course's own institution
// (copy-target.ts). A plain copy is a new course. copyAsAdoption (programs and online publishers
// only) links the new course to the original (adoptedFromCourseId); a school adopts a course once, so
// when it has adopted it already the years are added to that adoption. Either way the years the
// school already offers the course in are refused (GET copyto/years lists them beforehand).
import { z } from 'zod';
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest } from '../http/errors.js';
import { SOURCE } from './access.js';
import { WRITE_COURSES } from '../../core/courses/abilities.js';
import { flag, idValue, parseSpecBody } from './params.js';
import { loadCourse, loadCourseYear, loadInstitution } from './load.js';
import type { CourseRow } from './model.js';
import { courseWrite } from './write.js';
import { courseDetail, isDistrictLike } from './detail.js';
import { copyCourseYear, readCourseYearSource } from './copy-course-year.js';
import { planYears } from './copy-plan.js';
import { createCourse } from './new-course.js';
import { addOffering } from './offerings.js';
import { yearIdList } from './copy-years.js';
import { copyTargetOf, targetCopySource } from './copy-target.js';

const copyToBody = z.strictObject({
  courseId: idValue('a course'),
  copyAsAdoption: flag().default(false),
  academicYearId: idValue('an academic year'),
  toInstitutionId: idValue('a school'),
  toAcademicYears: yearIdList,
});

export function registerCopyToRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: '/api/admin/course/copyto',
    ability: WRITE_COURSES,
    source: `${SOURCE}/copy-to.ts`,
    handler: async ({ req, res, em, user }) => {
      const input = parseSpecBody(copyToBody, req.body);
      const course = await loadCourse(em, input.courseId);
      const owner = await loadInstitution(em, course.institutionId);
      const source = await readCourseYearSource(em, await loadCourseYear(em, input.courseId, input.academicYearId));
      const copyTarget = await copyTargetOf(em, course, owner, input.toInstitutionId, input.copyAsAdoption);
      const { target } = copyTarget;
      const plan = await planYears(em, rules, user, targetCopySource(copyTarget, source), input.toAcademicYears, 'toAcademicYears', `course ${course.id} copyto institution ${target.id}`);
      if (plan.errors.any) throw badRequest('Please correct the highlighted fields.', plan.errors.state);
      const extended = input.copyAsAdoption ? copyTarget.adoption : null;
      const copy = await courseWrite(em, user, async (tx) => {
        const copy: CourseRow = extended ?? (await createCourse(tx, { institutionId: target.id, isDistrictCourse: isDistrictLike(target), adoptedFromCourseId: input.copyAsAdoption ? course.id : null }));
        for (const year of plan.years) {
          await copyCourseYear(tx, source, copy.id, year.academicYearId, year.shown);
          await addOffering(tx, copy, year.academicYearId, target.id);
        }
        const how = input.copyAsAdoption ? 'Adopted' : 'Copied';
        const yearNames = plan.years.map((y) => y.name).join(', ');
        return {
          answer: copy,
          history: [
            { courseId: course.id, academicYearId: input.academicYearId, action: `${how} by ${target.name} as course ${copy.recordId} (${yearNames})` },
            ...plan.years.map((y) => ({ courseId: copy.id, academicYearId: y.academicYearId, action: `${how} from course ${course.recordId} of ${owner.name}` })),
          ],
        };
      });
      // a new course is created (201); an adoption taking more years is changed (200)
      if (!extended) res.status(201);
      return courseDetail(em.fork({ clear: true }), rules, copy.id, plan.years[0].academicYearId);
    },
  });
}
