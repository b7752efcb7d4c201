// The loader on the database engine under test (PGlite, or PostgreSQL with TEST_DATABASE_URL): a few
// seeded courses read back as search documents, in batches with progress, by course year and by
// course, and an engine refreshed after writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadCheckedModel } from '../../../server/boot.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { ACADEMIC_YEARS } from '../../../seeds/lookups/academic-years.js';
import { COURSE_LENGTHS, DISCIPLINES, HONORS_TYPES, LANGUAGES, SUBJECT_AREAS } from '../../../seeds/lookups/curriculum.js';
import { cteRows } from '../../../seeds/lookups/cte.js';
import { SUBMISSION_TYPES } from '../../../seeds/lookups/courses.js';
import { RUBRICS, TAGS } from '../../../seeds/settings.js';
import { SearchEngine } from '../../../server/search/engine/index.js';
import { buildEngine, loadAllDocuments, loadCourseDocuments, loadCourseYearDocuments, refreshCourseYears, refreshCourses } from '../../../server/search/load-documents.js';
import { createTestDb, type TestDb } from '../../support/test-db.js';
import { NOT_SUBMITTED } from './support/not-submitted.js';

const SPANISH = LANGUAGES.find((l) => l.name === 'Spanish')!.id;

interface Seeded {
  analyst: number;
  secondReviewer: number;
  school: number;
  district: number;
  districtSchool: number;
  publisher: number;
  program: number;
  tag: number;
  deletedTag: number;
  rubric: number;
  algebra: { course: number; year27: number; year28: number };
  districtCourse: { course: number; year: number };
  publisherCourse: { course: number; year: number };
  adoption: { course: number; year: number };
  spanish: { course: number; year: number };
}

async function seed(em: EntityManager): Promise<Seeded> {
  const insert = (entity: string, data: Record<string, unknown>) => em.insert(entity, data) as Promise<number>;
  await em.insertMany('AcademicYear', ACADEMIC_YEARS);
  await em.insertMany('SubjectArea', SUBJECT_AREAS);
  await em.insertMany('Discipline', DISCIPLINES);
  await em.insertMany('Language', LANGUAGES);
  await em.insertMany('CourseLength', COURSE_LENGTHS);
  await em.insertMany('HonorsType', HONORS_TYPES);
  await em.insertMany('CteIndustry', cteRows().industries);
  await em.insertMany('SubmissionType', SUBMISSION_TYPES);
  const tag = await insert('Tag', TAGS[0]);
  const deletedTag = await insert('Tag', { name: 'Retired', isDeprecated: false, isDeleted: true });
  const rubric = await insert('Rubric', RUBRICS[3]);
  const user = (username: string) => insert('User', { username, email: `${username}@example.org`, firstName: 'A', lastName: username, userKind: 'analyst', isActive: true });
  const analyst = await user('first-analyst');
  const secondReviewer = await user('second-reviewer');
  const institution = (name: string, institutionTypeId: number, extra: Record<string, unknown> = {}) => insert('Institution', { name, institutionTypeId, isActive: true, ...extra });
  const school = await institution('Valley High', INSTITUTION_TYPE.school);
  const district = await institution('Harbor Unified', INSTITUTION_TYPE.district);
  const districtSchool = await institution('Harbor High', INSTITUTION_TYPE.school, { districtId: district });
  const publisher = await institution('Open Course Publisher', INSTITUTION_TYPE.onlinePublisher);
  const program = await institution('Coastal Learning Program', INSTITUTION_TYPE.program);

  const course = (recordId: string, institutionId: number, extra: Record<string, unknown> = {}) => insert('Course', { recordId, institutionId, isDistrictCourse: false, ...extra });
  const year = (courseId: number, academicYearId: number, title: string, extra: Record<string, unknown> = {}) => insert('CourseYear', { courseId, academicYearId, title, courseLengthId: 2, ...extra });
  const discipline = (courseYearId: number, subjectAreaId: number, disciplineId: number | null, sortOrder = 0, languageId: number | null = null) =>
    insert('CourseDiscipline', { courseYearId, subjectAreaId, disciplineId, languageId, sortOrder });
  const offering = (courseId: number, academicYearId: number, institutionId: number, transcriptCodes: unknown) => insert('CourseOffering', { courseId, academicYearId, institutionId, transcriptCodes });
  const submission = (courseId: number, academicYearId: number, institutionId: number, status: string, submittedOn: string, extra: Record<string, unknown> = {}) =>
    insert('CourseSubmission', { courseId, academicYearId, institutionId, submissionTypeId: 1, scenario: 'new', submittedOn: new Date(submittedOn), status, queueType: 'main', ...extra });

  // a school's course in two years: approved in 2024-25 (27), not submitted in 2025-26 (28; its submission withdrawn)
  const algebraCourse = await course('C000101', school, { rubricId: rubric });
  const year27 = await year(algebraCourse, 27, 'Algebra 1', { isGrade9: true, isMathCategory4: false });
  const year28 = await year(algebraCourse, 28, 'Algebra 1', { isGrade9: true, isGrade10: true });
  await discipline(year27, 3, 11);
  await discipline(year28, 3, 11);
  await offering(algebraCourse, 27, school, [
    { abbreviation: 'ALG 1', code: '1234', isDeleted: false },
    { abbreviation: 'OLD ALG', code: '999', isDeleted: true },
  ]);
  await offering(algebraCourse, 28, school, [{ abbreviation: 'ALG 1', code: '1234', isDeleted: false }]);
  await insert('CourseTag', { courseId: algebraCourse, tagId: tag });
  await insert('CourseTag', { courseId: algebraCourse, tagId: deletedTag });
  const approved = await submission(algebraCourse, 27, school, 'approved', '2024-03-01T17:00:00Z', { assignedAnalystId: analyst, decidedOn: new Date('2024-03-05T17:00:00Z') });
  await insert('CourseSubmissionReview', { courseSubmissionId: approved, analystId: analyst, decision: 'approved', isSecondReview: false });
  await submission(algebraCourse, 28, school, 'withdrawn', '2025-02-01T17:00:00Z');

  // a district course offered by one of its schools, in review in the audit queue with a second review; CTE, two disciplines
  const districtCourse = await course('C000102', district, { isDistrictCourse: true });
  const districtYear = await year(districtCourse, 28, 'Law and Society', { isCte: true, cteIndustryId: 14, isGrade11: true, isGrade12: true, honorsTypeId: 3 });
  await discipline(districtYear, 1, 3, 1);
  await discipline(districtYear, 2, 6, 0);
  await offering(districtCourse, 28, districtSchool, [{ abbreviation: 'LAW SOC', code: 'SS-410', isDeleted: false }]);
  const older = await submission(districtCourse, 28, district, 'notApproved', '2025-01-10T17:00:00Z', { assignedAnalystId: analyst });
  await insert('CourseSubmissionReview', { courseSubmissionId: older, analystId: analyst, decision: 'notapproved' });
  const inReview = await submission(districtCourse, 28, district, 'inReview', '2025-04-02T16:30:00Z', { assignedAnalystId: analyst, queueType: 'audit', submissionTypeId: 2, scenario: 'revisionMajor' });
  await insert('CourseSubmissionReview', { courseSubmissionId: inReview, analystId: analyst, isSecondReview: false });
  await insert('CourseSubmissionReview', { courseSubmissionId: inReview, analystId: secondReviewer, isSecondReview: true });

  // a publisher's course and a program's adoption of it: both self-reported; the adoption waits in queue
  const publisherCourse = await course('C000103', publisher);
  const publisherYear = await year(publisherCourse, 28, 'Biology Online', { isGrade10: true });
  await discipline(publisherYear, 4, 17);
  const adoptionCourse = await course('C000104', program, { adoptedFromCourseId: publisherCourse });
  const adoptionYear = await year(adoptionCourse, 28, 'Biology Online');
  await discipline(adoptionYear, 4, 17);
  await submission(adoptionCourse, 28, program, 'inQueue', '2025-05-20T15:00:00Z', { submissionTypeId: 3, scenario: 'adoption' });

  // a language course
  const spanishCourse = await course('C000105', school);
  const spanishYear = await year(spanishCourse, 28, 'Spanish 2', { isGrade10: true });
  await discipline(spanishYear, 5, 25, 0, SPANISH);

  return {
    analyst,
    secondReviewer,
    school,
    district,
    districtSchool,
    publisher,
    program,
    tag,
    deletedTag,
    rubric,
    algebra: { course: algebraCourse, year27, year28 },
    districtCourse: { course: districtCourse, year: districtYear },
    publisherCourse: { course: publisherCourse, year: publisherYear },
    adoption: { course: adoptionCourse, year: adoptionYear },
    spanish: { course: spanishCourse, year: spanishYear },
  };
}


describe('search documents from the database', () => {
  let db: TestDb;
  let em: EntityManager;
  let s: Seeded;

  beforeAll(async () => {
    const { resources } = await loadCheckedModel();
    db = await createTestDb(resources);
    em = db.orm.em.fork() as EntityManager;
    s = await seed(em);
  }, 120_000);
  afterAll(() => db?.close());

  it('reads every course year in batches, with progress, as the engine documents', async () => {
    const batches: number[][] = [];
    const progress: [number, number][] = [];
    const read = await loadAllDocuments(em, (docs) => void batches.push(docs.map((d) => d.courseYearId)), (done, total) => void progress.push([done, total]), 2);
    expect(read).toBe(6);
    expect(batches).toEqual([
      [s.algebra.year27, s.algebra.year28],
      [s.districtCourse.year, s.publisherCourse.year],
      [s.adoption.year, s.spanish.year],
    ]);
    expect(progress).toEqual([[0, 6], [2, 6], [4, 6], [6, 6]]);

    const docs = await loadCourseYearDocuments(em, [s.algebra.year27, s.algebra.year28, s.districtCourse.year, s.adoption.year, s.publisherCourse.year, s.spanish.year]);
    const byId = new Map(docs.map((d) => [d.courseYearId, d]));
    expect(byId.get(s.algebra.year27)).toEqual({
      ...NOT_SUBMITTED,
      courseYearId: s.algebra.year27,
      courseId: s.algebra.course,
      recordId: 'C000101',
      title: 'Algebra 1',
      academicYearId: 27,
      institutionId: s.school,
      institutionName: 'Valley High',
      institutionTypeId: INSTITUTION_TYPE.school,
      transcriptAbbreviations: ['ALG 1'],
      transcriptCodes: ['1234'],
      statusGroup: 'approved',
      courseSubmissionId: expect.any(Number),
      submissionStatus: 'approved',
      submissionTypeId: 1,
      submittedOn: new Date('2024-03-01T17:00:00Z'),
      assignedAnalystId: s.analyst,
      analystIds: [s.analyst],
      rubricId: s.rubric,
      tagIds: [s.tag],
      grades: [9],
      disciplineIds: [11],
      subjectAreaIds: [3],
    });
    // the withdrawn submission leaves the year not submitted
    expect(byId.get(s.algebra.year28)).toMatchObject({ statusGroup: 'notSubmitted', courseSubmissionId: null, submittedOn: null, grades: [9, 10], rubricId: s.rubric, tagIds: [s.tag] });
    expect(byId.get(s.districtCourse.year)).toEqual({
      ...NOT_SUBMITTED,
      courseYearId: s.districtCourse.year,
      courseId: s.districtCourse.course,
      recordId: 'C000102',
      title: 'Law and Society',
      academicYearId: 28,
      institutionId: s.district,
      institutionName: 'Harbor Unified',
      institutionTypeId: INSTITUTION_TYPE.district,
      offeringInstitutions: [{ institutionId: s.districtSchool, name: 'Harbor High' }],
      transcriptAbbreviations: ['LAW SOC'],
      transcriptCodes: ['SS-410'],
      statusGroup: 'submitted',
      courseSubmissionId: expect.any(Number),
      submissionStatus: 'inReview',
      submissionTypeId: 2,
      submittedOn: new Date('2025-04-02T16:30:00Z'),
      assignedAnalystId: s.analyst,
      analystIds: [s.analyst, s.secondReviewer],
      isSecondReview: true,
      auditType: 'courseAudit',
      honorsTypeId: 3,
      grades: [11, 12],
      cteIndustryId: 14,
      // in the disciplines' order
      disciplineIds: [6, 3],
      subjectAreaIds: [2, 1],
    });
    expect(byId.get(s.publisherCourse.year)).toMatchObject({ isSelfReported: true, statusGroup: 'notSubmitted', institutionTypeId: INSTITUTION_TYPE.onlinePublisher });
    expect(byId.get(s.adoption.year)).toMatchObject({ isSelfReported: true, statusGroup: 'submitted', submissionStatus: 'inQueue', analystIds: [], submissionTypeId: 3 });
    expect(byId.get(s.spanish.year)).toMatchObject({ languageIds: [SPANISH], subjectAreaIds: [5], disciplineIds: [25] });
  });

  it('reads the years of given courses, and a built engine searches them', async () => {
    const docs = await loadCourseDocuments(em, [s.algebra.course, s.spanish.course]);
    expect(docs.map((d) => d.courseYearId).sort((a, b) => a - b)).toEqual([s.algebra.year27, s.algebra.year28, s.spanish.year].sort((a, b) => a - b));
    expect(await loadCourseDocuments(em, [])).toEqual([]);

    const progress: number[] = [];
    const engine = await buildEngine(em, (done) => void progress.push(done));
    expect(engine.documentCount).toBe(6);
    expect(progress.at(-1)).toBe(6);
    const harbor = engine.search({ query: 'harbor', pageSize: 25 }, { viewerAnalystId: null });
    expect(harbor.results.map((d) => d.courseYearId)).toEqual([s.districtCourse.year]);
    const selfReported = engine.search({ filters: [{ field: 'selfReported', selected: [true] }], sortBy: 'title', sortAscending: true }, { viewerAnalystId: null });
    expect(selfReported.totalResults).toBe(2);
    const own = engine.search({ pageSize: 25 }, { viewerAnalystId: s.secondReviewer });
    expect(own.results.map((d) => d.courseYearId)).toEqual([s.districtCourse.year]);
  });

  it('refreshes an engine after writes: changed years replaced, deleted years removed', async () => {
    const engine = await buildEngine(em);
    await em.nativeUpdate('CourseYear', { id: s.spanish.year }, { title: 'Spanish 3' });
    await em.nativeDelete('CourseDiscipline', { courseYearId: s.algebra.year28 });
    await em.nativeDelete('CourseOffering', { courseId: s.algebra.course, academicYearId: 28 });
    await em.nativeDelete('CourseYear', { id: s.algebra.year28 });
    expect(await refreshCourseYears(em, engine, [s.spanish.year, s.algebra.year28])).toEqual({ upserted: 1, removed: 1 });
    expect(engine.has(s.algebra.year28)).toBe(false);
    expect(engine.search({ query: 'spanish 3' }, { viewerAnalystId: null }).results.map((d) => d.courseYearId)).toEqual([s.spanish.year]);

    await em.nativeUpdate('CourseYear', { id: s.algebra.year27 }, { title: 'Algebra One' });
    expect(await refreshCourses(em, engine, [s.algebra.course])).toEqual({ upserted: 1, removed: 0 });
    expect(engine.document(s.algebra.year27)?.title).toBe('Algebra One');
    expect(engine.documentCount).toBe(5);
    expect(new SearchEngine().courseYearIdsOf([s.algebra.course])).toEqual([]);
  });
});
