// The submission's basic info (spec 3 §3 "basicInfo") and POST /api/admin/review/{submissionId}/basicinfo?propertyName
// (spec 3 §7). The {id} of the spec's path is the submission's id, as in the other calls on what a
// submission says (description, materials). Body: the basicInfo object as the screen holds it;
// only propertyName is written. Disciplines and transcript codes are shown but not edited here:
// they live in their own tables (course-disciplines, course-offerings) and have the course detail's calls.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import courseDisciplines from '../../../resources/course-disciplines.js';
import courseOfferings from '../../../resources/course-offerings.js';
import { pathId } from './params.js';
import { BASIC_INFO_PROPERTIES, editCourseYear } from './course-year-edit.js';
import { SCREEN_WRITE, SUBMISSION_ID, source } from './route-names.js';
import type { CourseDisciplineRow, CourseOfferingRow, CourseYearRow, SubmissionRow } from './rows.js';

/** The submitting institution's transcript codes for the course that year, deleted ones left out. */
async function transcriptCodesOf(em: EntityManager, submission: SubmissionRow) {
  const offering = await em.findOne<CourseOfferingRow>(courseOfferings.entity, { courseId: submission.courseId, academicYearId: submission.academicYearId, institutionId: submission.institutionId });
  const codes = Array.isArray(offering?.transcriptCodes) ? (offering.transcriptCodes as { abbreviation?: string | null; code?: string | null; isDeleted?: boolean }[]) : [];
  return codes.filter((c) => c && typeof c === 'object' && !c.isDeleted).map((c) => ({ abbreviation: c.abbreviation ?? null, code: c.code ?? null }));
}

export async function basicInfoOf(em: EntityManager, submission: SubmissionRow, year: CourseYearRow) {
  const disciplines = await em.find<CourseDisciplineRow>(courseDisciplines.entity, { courseYearId: year.id }, { orderBy: { sortOrder: 'asc', id: 'asc' } });
  return {
    title: year.title,
    disciplines: disciplines.map((d) => ({ subjectAreaId: d.subjectAreaId, disciplineId: d.disciplineId ?? null, languageId: d.languageId ?? null, otherLanguage: d.otherLanguage ?? null })),
    courseLengthId: year.courseLengthId ?? null,
    isGrade9: year.isGrade9,
    isGrade10: year.isGrade10,
    isGrade11: year.isGrade11,
    isGrade12: year.isGrade12,
    isCte: year.isCte,
    cteIndustryId: year.cteIndustryId ?? null,
    ctePathwayId: year.ctePathwayId ?? null,
    honorsTypeId: year.honorsTypeId ?? null,
    requiresWetLabActivity: year.requiresWetLabActivity,
    isMathCategory4: year.isMathCategory4,
    prerequisites: Array.isArray(year.prerequisites) ? year.prerequisites : [],
    corequisites: Array.isArray(year.corequisites) ? year.corequisites : [],
    transcriptCodes: await transcriptCodesOf(em, submission),
  };
}

export function registerBasicInfoRoute(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${SUBMISSION_ID}/basicinfo`,
    ability: SCREEN_WRITE,
    source: source('basic-info.ts'),
    handler: async ({ req, em, user }) => {
      const submissionId = pathId(req, 'submissionId', 'submission id');
      return editCourseYear(em, req, user, submissionId, BASIC_INFO_PROPERTIES, (tx, submission, year) => basicInfoOf(tx, submission, year));
    },
  });
}
