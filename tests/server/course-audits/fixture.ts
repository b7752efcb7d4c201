// What the course-audit tests share: the demo's academic years and submission types, two online
// publishers (one closed) and a school, self-reported courses over three years (two of one publisher
// share a title in one year), users with and without AdminReview. Each test file starts its own
// server and database.
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ACADEMIC_YEARS } from '../../../seeds/lookups/academic-years.js';
import { SUBMISSION_TYPES } from '../../../seeds/lookups/courses.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { currentYear, localDay } from '../../../core/academic-years/year-window.js';

export interface AuditFixture {
  h: Harness;
  /** AdminReview */
  analyst: string;
  /** no abilities at all */
  nobody: string;
  /** AdminReviewAccreditation only */
  other: string;
  years: [number, number, number];
  /** active publisher: algebra, biology, chemistry in every year; "Biology" twice in the latest year */
  publisher: number;
  closedPublisher: number;
  school: number;
  courses: { algebra: number; biology: number; chemistry: number; biologyTwin: number; closedCourse: number; schoolCourse: number };
}

export async function startAuditFixture(): Promise<AuditFixture> {
  const h = await startHarness();
  const em = h.db.orm.em.fork();
  await em.insertMany('AcademicYear', ACADEMIC_YEARS);
  await em.insertMany('SubmissionType', SUBMISSION_TYPES);
  // the current academic year and the two before, as in the demo: the summary shows the current one by default
  const current = currentYear(ACADEMIC_YEARS, localDay())!.id;
  const years: [number, number, number] = [current - 2, current - 1, current];
  const institution = async (name: string, institutionTypeId: number, isActive = true) => {
    const row = em.create<{ id: number }>('Institution', { name, institutionTypeId, isActive } as never);
    await em.flush();
    return row.id;
  };
  const publisher = await institution('Aurora Online Courses', INSTITUTION_TYPE.onlinePublisher);
  const closedPublisher = await institution('Borealis Digital Learning', INSTITUTION_TYPE.onlinePublisher, false);
  const school = await institution('Cedar Ridge High', INSTITUTION_TYPE.school);
  let record = 0;
  const course = async (institutionId: number, titles: (string | null)[]) => {
    const row = em.create<{ id: number }>('Course', { recordId: `AUD-${++record}`, institutionId } as never);
    await em.flush();
    titles.forEach((title, i) => title && em.create('CourseYear', { courseId: row.id, academicYearId: years[i], title } as never));
    await em.flush();
    return row.id;
  };
  const courses = {
    algebra: await course(publisher, ['Algebra I', 'Algebra I', 'Algebra I']),
    biology: await course(publisher, ['Biology', 'Biology', 'Biology']),
    chemistry: await course(publisher, ['Chemistry', 'Chemistry', 'Chemistry']),
    biologyTwin: await course(publisher, [null, null, 'biology']),
    closedCourse: await course(closedPublisher, ['World History', 'World History', null]),
    schoolCourse: await course(school, [null, null, 'English 9']),
  };
  return {
    h,
    analyst: await h.userWith(['AdminReview'], 'audit-analyst'),
    nobody: await h.userWith([], 'audit-nobody'),
    other: await h.userWith(['AdminReviewAccreditation'], 'audit-other'),
    years,
    publisher,
    closedPublisher,
    school,
    courses,
  };
}

/** A publisher's request to cancel the running audit of a course (made outside the back office). */
export async function requestCancellation(f: AuditFixture, courseId: number, reason = 'The course is being retired.'): Promise<void> {
  const em = f.h.db.orm.em.fork();
  const audit = await em.findOneOrFail<Record<string, unknown>>('CourseAudit', { courseId, isActive: true } as never);
  Object.assign(audit, { status: 'cancellationRequested', cancellationReason: reason, cancellationRequestedOn: new Date() });
  await em.flush();
}

export const SELECT = (courseId: number) => `/api/Admin/SelfReported/Audit/${courseId}/`;
export const REMOVE = '/api/Admin/SelfReported/Audit/Remove/';
export const RESPOND = '/api/Admin/SelfReported/Audit/AuditCancelResponse/';
export const SUMMARY = '/api/Admin/SelfReported/Summary';
export const PUBLISHER = (institutionId: number, yearId: number) => `/api/Admin/SelfReported/Publisher/${institutionId}/${yearId}/`;
