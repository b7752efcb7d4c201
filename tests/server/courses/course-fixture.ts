// The data the course detail tests share: the curriculum lookups, tags and rubrics of the demo
// seed, a district with one of its schools, another school, a program and an online publisher,
// and signed-in users for each kind of access. Each test file starts its own server and database.
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ACADEMIC_YEARS } from '../../../seeds/lookups/academic-years.js';
import { COURSE_LENGTHS, DISCIPLINES, HONORS_TYPES, LANGUAGES, SUBJECT_AREAS } from '../../../seeds/lookups/curriculum.js';
import { cteRows } from '../../../seeds/lookups/cte.js';
import { MATERIAL_TYPES, SUBMISSION_TYPES } from '../../../seeds/lookups/courses.js';
import { RUBRICS, TAGS } from '../../../seeds/settings.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';

export interface CourseFixture {
  h: Harness;
  /** AdminManageCourses */
  manager: string;
  /** AdminReview only: reads, never writes */
  analyst: string;
  /** AdminViewInstitutions only: reads */
  viewer: string;
  /** signed in, no ability */
  nobody: string;
  school: number;
  otherSchool: number;
  district: number;
  districtSchool: number;
  program: number;
  publisher: number;
  closedSchool: number;
  tagIds: Record<string, number>;
  rubricIds: Record<number, number>;
}

/** Two-year course length and one-year course length ids of the seed. */
export const ONE_YEAR = COURSE_LENGTHS.find((l) => l.name === 'One year')!.id;
export const TWO_YEARS = COURSE_LENGTHS.find((l) => l.isTwoYear)!.id;
export const AREA = Object.fromEntries(SUBJECT_AREAS.map((a) => [a.code, a.id])) as Record<'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G', number>;

export async function startCourseFixture(): Promise<CourseFixture> {
  const h = await startHarness();
  const em = h.db.orm.em.fork();
  const cte = cteRows();
  await em.insertMany('AcademicYear', ACADEMIC_YEARS);
  await em.insertMany('SubjectArea', SUBJECT_AREAS);
  await em.insertMany('Discipline', DISCIPLINES);
  await em.insertMany('Language', LANGUAGES);
  await em.insertMany('CourseLength', COURSE_LENGTHS);
  await em.insertMany('HonorsType', HONORS_TYPES);
  await em.insertMany('CteIndustry', cte.industries);
  await em.insertMany('CtePathway', cte.pathways);
  await em.insertMany('MaterialType', MATERIAL_TYPES);
  await em.insertMany('SubmissionType', SUBMISSION_TYPES);
  await em.insertMany('Tag', [...TAGS, { name: 'Retired Tag', isDeprecated: false, isDeleted: true }]);
  await em.insertMany('Rubric', RUBRICS);
  const institution = async (name: string, institutionTypeId: number, extra: Record<string, unknown> = {}) => {
    const row = em.create<{ id: number }>('Institution', { name, institutionTypeId, isActive: true, ...extra } as never);
    await em.flush();
    return row.id;
  };
  const district = await institution('Harbor Unified', INSTITUTION_TYPE.district);
  const districtSchool = await institution('Harbor High', INSTITUTION_TYPE.school, { districtId: district });
  const school = await institution('Valley High', INSTITUTION_TYPE.school);
  const otherSchool = await institution('Mesa High', INSTITUTION_TYPE.school);
  const program = await institution('Coastal Learning Program', INSTITUTION_TYPE.program);
  const publisher = await institution('Open Course Publisher', INSTITUTION_TYPE.onlinePublisher);
  const closedSchool = await institution('Closed High', INSTITUTION_TYPE.school, { isActive: false });
  const tags = await em.find<{ id: number; name: string }>('Tag', {});
  const rubrics = await em.find<{ id: number; value: number }>('Rubric', {});
  return {
    h,
    manager: await h.userWith(['AdminManageCourses'], 'course-manager'),
    analyst: await h.userWith(['AdminReview'], 'course-analyst'),
    viewer: await h.userWith(['AdminViewInstitutions'], 'institution-viewer'),
    nobody: await h.userWith([], 'no-course-abilities'),
    school,
    otherSchool,
    district,
    districtSchool,
    program,
    publisher,
    closedSchool,
    tagIds: Object.fromEntries(tags.map((t) => [t.name, t.id])),
    rubricIds: Object.fromEntries(rubrics.map((r) => [r.value, r.id])),
  };
}

/** A basic info body that passes every check: an English course of one year. */
export function basicInfo(overrides: Record<string, unknown> = {}) {
  return {
    title: 'English 9',
    isCte: false,
    cteIndustryId: null,
    ctePathwayId: null,
    honorsTypeId: null,
    courseLengthId: ONE_YEAR,
    isGrade9: true,
    isGrade10: false,
    isGrade11: false,
    isGrade12: false,
    requiresWetLabActivity: false,
    IsMathCategory4: false,
    disciplines: [{ subjectAreaId: AREA.B, disciplineId: 6, languageId: null, otherLanguage: null }],
    ...overrides,
  };
}

/** Creates a course through the API and gives it basic info; answers the detail. */
export async function catalogueCourse(f: CourseFixture, institutionId: number, academicYearId: number, info: Record<string, unknown> = {}) {
  const created = await f.h.call('POST', `/api/admin/course/create/${institutionId}/${academicYearId}`, { title: String(info.title ?? 'English 9') }, f.manager);
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const saved = await f.h.call('POST', `/api/admin/course/updatebasicinfo/${created.body.courseId}/${academicYearId}`, basicInfo(info), f.manager);
  if (saved.status !== 200) throw new Error(`updatebasicinfo failed: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body;
}

/** Counts rows of an entity matching a filter, straight from the database. */
export async function countRows(f: CourseFixture, entity: string, where: Record<string, unknown>): Promise<number> {
  return f.h.db.orm.em.fork().count(entity, where);
}
