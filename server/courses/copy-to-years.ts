// GET /api/admin/course/copyto/years/{courseId}/{academicYearId}/{toInstitutionId}?copyAsAdoption=
// (ours; spec 1 §5: "the selected school must differ from the source before years are loaded"): the
// years the course year may be copied into at that school, as the copy modal lists them. A year is
// disabled when the school already offers the course in it (its adoption's years, copy-target.ts),
// when it is before the first year of one of the course's disciplines, or when the course-form rules
// refuse the course as the school's in it. A target copyto would refuse is refused here the same way
// (400 on toInstitutionId or copyAsAdoption). The rules are evaluated without recording.
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { badRequest } from '../http/errors.js';
import { SOURCE } from './access.js';
import { READ_COURSES } from '../../core/courses/abilities.js';
import { pathId } from './params.js';
import { loadCourse, loadCourseYear, loadInstitution } from './load.js';
import { readCourseYearSource } from './copy-course-year.js';
import { previewCourseForm } from './form-rules.js';
import { allAcademicYears, yearChoices } from './year-availability.js';
import { copyTargetOf, targetCopySource } from './copy-target.js';

function adoptionQuery(raw: unknown): boolean {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw badRequest('The copyAsAdoption parameter must be true or false.', { copyAsAdoption: ['Choose yes or no.'] });
}

export function registerCopyToYearRoutes(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/course/copyto/years/:courseId(\\d+)/:academicYearId(\\d+)/:toInstitutionId(\\d+)',
    ability: READ_COURSES,
    source: `${SOURCE}/copy-to-years.ts`,
    handler: async ({ req, em }) => {
      const courseId = pathId(req, 'courseId');
      const academicYearId = pathId(req, 'academicYearId');
      const toInstitutionId = pathId(req, 'toInstitutionId');
      const copyAsAdoption = adoptionQuery(req.query.copyAsAdoption);
      const course = await loadCourse(em, courseId);
      const owner = await loadInstitution(em, course.institutionId);
      const source = await readCourseYearSource(em, await loadCourseYear(em, courseId, academicYearId));
      const copyTarget = await copyTargetOf(em, course, owner, toInstitutionId, copyAsAdoption);
      const years = await yearChoices(em, targetCopySource(copyTarget, source), await allAcademicYears(em), previewCourseForm(rules, em));
      return {
        courseId,
        academicYearId,
        toInstitutionId,
        toInstitutionName: copyTarget.target.name,
        copyAsAdoption,
        // the course an adoption copy adds its years to; null: the copy is a new course
        adoptionCourseId: copyAsAdoption ? (copyTarget.adoption?.id ?? null) : null,
        years,
      };
    },
  });
}
