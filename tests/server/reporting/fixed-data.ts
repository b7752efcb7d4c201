// The fixed office the reporting tests count by hand: two cycles (2024-25, 2025-26), two subject
// areas, two submission types, schools in Alameda, Fresno and Los Angeles, an online publisher
// without a county, twelve submissions with known dates (office time is Pacific: PST, UTC−8, in
// winter; PDT, UTC−7, in March 2025 after the 9th — the 2025 dates below are before it, UTC−8) and
// two analysts' reviews. The figures each test expects are worked out in its comments.
import academicYears from '../../../resources/academic-years.js';
import counties from '../../../resources/counties.js';
import courseDisciplines from '../../../resources/course-disciplines.js';
import courseOfferings from '../../../resources/course-offerings.js';
import courseYears from '../../../resources/course-years.js';
import courses from '../../../resources/courses.js';
import institutions from '../../../resources/institutions.js';
import subjectAreas from '../../../resources/subject-areas.js';
import submissionTypes from '../../../resources/submission-types.js';
import courseSubmissions from '../../../resources/course-submissions.js';
import { ReviewFixtures, type Decision, type Status, type StaffUser } from '../review/fixtures.js';

export const Y24 = 28; // 2024-25
export const Y25 = 29; // 2025-26
export const ALAMEDA = 1;
export const FRESNO = 10;
export const LOS_ANGELES = 19;
export const SCHOOL = 1;
export const PUBLISHER = 4;

export interface FixedOffice {
  ann: StaffUser;
  ben: StaffUser;
  lead: StaffUser;
}

const at = (iso: string) => new Date(iso);

/** `signIn: false` for a database without a server (the staff get no session cookie). */
export async function buildFixedOffice(f: ReviewFixtures, opts: { signIn?: boolean } = {}): Promise<FixedOffice> {
  await f.insert(academicYears.entity, { id: Y24, name: '2024-25', startDate: '2024-07-01', endDate: '2025-06-30' });
  await f.insert(academicYears.entity, { id: Y25, name: '2025-26', startDate: '2025-07-01', endDate: '2026-06-30' });
  for (const [id, name] of [[ALAMEDA, 'Alameda'], [FRESNO, 'Fresno'], [LOS_ANGELES, 'Los Angeles']] as const) await f.insert(counties.entity, { id, name });
  await f.insert(subjectAreas.entity, { id: 1, code: 'A', name: 'History / Social Science', yearsRequired: 2 });
  await f.insert(subjectAreas.entity, { id: 3, code: 'C', name: 'Mathematics', yearsRequired: 3 });
  await f.insert(submissionTypes.entity, { id: 1, name: 'New course' });
  await f.insert(submissionTypes.entity, { id: 2, name: 'Revision' });

  const institution = (name: string, institutionTypeId: number, countyId: number | null, extra: Record<string, unknown> = {}) =>
    f.insert(institutions.entity, { name, institutionTypeId, countyId, ...extra });
  const s1 = await institution('Alder High', SCHOOL, ALAMEDA);
  const s2 = await institution('Birch High', SCHOOL, FRESNO);
  const p1 = await institution('Cedar Online Press', PUBLISHER, null);
  await institution('Dogwood High', SCHOOL, LOS_ANGELES); // no courses: Los Angeles is left out of the county ranking
  const d1 = await institution('Elm High (deleted)', SCHOOL, ALAMEDA, { isDeleted: true, isActive: false });
  const s4 = await institution('Fir High', SCHOOL, ALAMEDA); // offers the publisher's course in 2025-26
  const s5 = await institution('Ginkgo High', SCHOOL, ALAMEDA); // an archived offering in 2025-26, a live one in 2024-25

  /** A course of `institutionId` with a record in `year` whose disciplines are the subject areas in order. */
  const course = async (recordId: string, institutionId: number, year: number, areas: number[]) => {
    const courseId = await f.insert(courses.entity, { recordId, institutionId, createdOn: at('2024-01-01T00:00:00Z') });
    const courseYearId = await f.insert(courseYears.entity, { courseId, academicYearId: year, title: recordId });
    for (const [sortOrder, subjectAreaId] of areas.entries()) await f.insert(courseDisciplines.entity, { courseYearId, subjectAreaId, sortOrder });
    return courseId;
  };
  const c1 = await course('C1', s1, Y25, [1]);
  const c2 = await course('C2', s1, Y25, [3, 1]); // counts under C, its first area
  const c3 = await course('C3', s2, Y25, [3]);
  const c4 = await course('C4', p1, Y25, [1]);
  const c5 = await course('C5', s2, Y24, [1]);
  const c6 = await course('C6', s1, Y24, []); // no subject area
  await course('C7', d1, Y25, [1]); // a deleted institution's course: not in the county ranking

  const offering = (courseId: number, institutionId: number, academicYearId: number, isArchived = false) =>
    f.insert(courseOfferings.entity, { courseId, institutionId, academicYearId, isArchived });
  await offering(c4, s4, Y25);
  await offering(c1, s5, Y25, true);
  await offering(c1, s5, Y24);

  const submission = (courseId: number, institutionId: number, academicYearId: number, submissionTypeId: number, status: Status, submittedOn: string, decidedOn: string | null = null) =>
    f.insert(courseSubmissions.entity, {
      courseId, institutionId, academicYearId, submissionTypeId, status, scenario: 'new', submittedOn: at(submittedOn), decidedOn: decidedOn ? at(decidedOn) : null,
      queueType: status === 'secondReview' ? 'second' : 'main',
    });
  // 2025-26. Turnaround days in the comments; the week is the decision's office week (from Monday).
  const sub1 = await submission(c1, s1, Y25, 1, 'approved', '2026-01-05T16:00:00Z', '2026-01-08T16:00:00Z'); // 3 days, week of 01-05
  const sub2 = await submission(c1, s1, Y25, 2, 'notApproved', '2026-01-05T16:00:00Z', '2026-01-10T04:00:00Z'); // 4.5 days; Fri 01-09 20:00, week of 01-05
  const sub3 = await submission(c2, s1, Y25, 1, 'approved', '2026-01-02T16:00:00Z', '2026-01-07T16:00:00Z'); // 5 days, week of 01-05
  const sub4 = await submission(c3, s2, Y25, 1, 'approved', '2026-01-01T16:00:00Z', '2026-01-11T16:00:00Z'); // 10 days; Sun 01-11 08:00, week of 01-05
  const sub5 = await submission(c3, s2, Y25, 2, 'approved', '2026-01-12T16:00:00Z', '2026-01-26T08:30:00Z'); // 13.6875 days; Mon 01-26 00:30, week of 01-26
  const sub6 = await submission(c4, p1, Y25, 1, 'notApproved', '2026-01-20T07:30:00Z', '2026-01-26T07:30:00Z'); // 6 days; Sun 01-25 23:30, week of 01-19
  await submission(c2, s1, Y25, 1, 'inQueue', '2026-01-27T16:00:00Z');
  const sub8 = await submission(c3, s2, Y25, 1, 'inReview', '2026-01-27T16:00:00Z');
  const sub9 = await submission(c4, p1, Y25, 2, 'secondReview', '2026-01-14T16:00:00Z');
  await submission(c1, s1, Y25, 1, 'withdrawn', '2026-01-02T16:00:00Z');
  // 2024-25
  const sub11 = await submission(c5, s2, Y24, 1, 'approved', '2025-03-03T16:00:00Z', '2025-03-05T16:00:00Z'); // 2 days, week of 2025-03-03
  const sub12 = await submission(c6, s1, Y24, 2, 'notApproved', '2025-03-03T16:00:00Z', '2025-03-04T16:00:00Z'); // 1 day, week of 2025-03-03

  const signIn = opts.signIn;
  const ann = await f.analyst({ firstName: 'Ann', lastName: 'Able', signIn });
  const ben = await f.analyst({ firstName: 'Ben', lastName: 'Baker', signIn });
  const lead = await f.staff({ abilities: ['AdminReportAnalystReviewProgress'], userKind: 'ucop', firstName: 'Lee', lastName: 'Lead', signIn });
  const review = (courseSubmissionId: number, analyst: StaffUser, decision: Decision | null, decidedOn: string | null, startedOn: string | null, extra: { isSecondReview?: boolean; reversedOn?: string } = {}) =>
    f.review({
      courseSubmissionId, analystId: analyst.id, decision, decidedOn: decidedOn ? at(decidedOn) : null, startedOn: startedOn ? at(startedOn) : null,
      isSecondReview: extra.isSecondReview, reversedOn: extra.reversedOn ? at(extra.reversedOn) : null,
    });
  // minutes from start to decision in the comments; local days for the office weeks
  await review(sub1, ann, 'approved', '2026-01-08T16:00:00Z', '2026-01-08T15:30:00Z'); // 30; Thu 01-08
  await review(sub2, ann, 'notapproved', '2026-01-10T04:00:00Z', '2026-01-10T03:50:00Z'); // 10; Fri 01-09
  await review(sub3, ben, 'approved', '2026-01-07T16:00:00Z', '2026-01-07T15:00:00Z'); // 60; Wed 01-07
  await review(sub4, ann, 'approved', '2026-01-11T16:00:00Z', null); // not started: no minutes; Sun 01-11
  await review(sub5, ben, 'approved', '2026-01-26T08:30:00Z', '2026-01-26T08:00:00Z'); // 30; Mon 01-26
  await review(sub6, ann, 'secondreview', '2026-01-22T18:00:00Z', '2026-01-22T17:40:00Z'); // 20; Thu 01-22
  await review(sub6, ben, 'notapproved', '2026-01-26T07:30:00Z', '2026-01-26T07:00:00Z', { isSecondReview: true }); // 30; Sun 01-25
  await review(sub9, ann, 'secondreview', '2026-01-21T18:00:00Z', null); // Wed 01-21
  await review(sub9, ben, null, null, null, { isSecondReview: true }); // undecided: not counted
  await review(sub8, ann, null, null, null); // undecided: not counted
  await review(sub11, ben, 'approved', '2025-03-05T16:00:00Z', '2025-03-05T15:45:00Z'); // 15; Wed 2025-03-05
  await review(sub12, ann, 'notapproved', '2025-03-04T16:00:00Z', '2025-03-04T15:20:00Z', { reversedOn: '2025-03-10T16:00:00Z' }); // 40; reversed, still counted
  return { ann, ben, lead };
}
