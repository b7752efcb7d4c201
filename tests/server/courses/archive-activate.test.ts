// Archiving and activating a school's offering (spec 1 §4, §8): with allowActivation the offering
// comes back on request; without it activation needs a UC authorization number, and every refusal
// carries the spec's "An error has occurred while activating this course." The reason can be
// changed later (PUT reasonToNotAllowActivation/{courseOfferingId}).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { catalogueCourse, countRows, startCourseFixture, type CourseFixture } from './course-fixture.js';

let f: CourseFixture;
beforeAll(async () => {
  f = await startCourseFixture();
}, 240_000);
afterAll(() => f?.h.close());

const call = (method: string, path: string, body?: unknown) => f.h.call(method, path, body, f.manager);
const ACTIVATE_FAILED = 'An error has occurred while activating this course.';

async function archivedCourse(allowActivation: boolean, reason?: string) {
  const course = await catalogueCourse(f, f.school, 30);
  const archived = await call('POST', '/api/admin/course/archive', { courseId: course.courseId, institutionId: f.school, academicYearId: 30, allowActivation, reasonToNotAllowActivation: reason });
  expect(archived.status).toBe(200);
  return archived.body;
}

describe(`archive and activate (${ENGINE})`, () => {
  it('archives with allowActivation and activates without a number', async () => {
    const detail = await archivedCourse(true);
    expect(detail.isInCatalogue).toBe(false);
    const [offering] = detail.basicInfo.courseOfferings;
    expect(offering).toMatchObject({ isArchived: true, courseOfferingArchivedTypeId: 2, allowActivation: true, reasonToNotAllowActivation: null });
    expect(detail.archivedType).toEqual({ courseOfferingId: offering.courseOfferingId, courseOfferingArchivedTypeId: 2, allowActivation: true, reasonToNotAllowActivation: null });
    const again = await call('POST', '/api/admin/course/archive', { courseId: detail.courseId, institutionId: f.school, academicYearId: 30, allowActivation: true });
    expect(again.status).toBe(409);
    const activated = await call('POST', '/api/admin/course/activate/', { courseId: detail.courseId, courseOfferingId: offering.courseOfferingId });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ isInCatalogue: true, archivedType: null });
    expect(activated.body.basicInfo.courseOfferings[0]).toMatchObject({ isArchived: false, courseOfferingArchivedTypeId: null, ucciAuthorizationNumber: null });
    const history = await call('GET', `/api/admin/course/history/${detail.courseId}`);
    expect(history.body.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['Activated at Valley High', 'Archived at Valley High']);
  });

  it('wants a reason to archive without allowActivation, and a number to activate such an offering', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const noReason = await call('POST', '/api/admin/course/archive', { courseId: course.courseId, institutionId: f.school, academicYearId: 30, allowActivation: false });
    expect(noReason.status).toBe(400);
    expect(noReason.body.modelState).toEqual({ reasonToNotAllowActivation: ['Say why activation is not allowed.'] });
    const detail = await archivedCourse(false, 'Course content no longer current');
    expect(detail.archivedType).toMatchObject({ allowActivation: false, reasonToNotAllowActivation: 'Course content no longer current' });
    const offeringId = detail.archivedType.courseOfferingId;
    const events = await countRows(f, 'CourseEvent', { courseId: detail.courseId });
    const refused = await call('POST', '/api/admin/course/activate/', { courseId: detail.courseId, courseOfferingId: offeringId, ucciAuthorizationNumber: '  ' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: ACTIVATE_FAILED, modelState: { ucciAuthorizationNumber: ['This offering may be activated only with a UC authorization number.'] } });
    expect(await countRows(f, 'CourseEvent', { courseId: detail.courseId })).toBe(events);
    const activated = await call('POST', '/api/admin/course/activate/', { courseId: detail.courseId, courseOfferingId: offeringId, ucciAuthorizationNumber: 'UCCI-2026-0042' });
    expect(activated.status).toBe(200);
    expect(activated.body.basicInfo.courseOfferings[0]).toMatchObject({ isArchived: false, ucciAuthorizationNumber: 'UCCI-2026-0042', allowActivation: true, reasonToNotAllowActivation: null });
  });

  it('answers every activation refusal with the spec\'s message', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const offeringId = course.basicInfo.courseOfferings[0].courseOfferingId;
    const notArchived = await call('POST', '/api/admin/course/activate', { courseId: course.courseId, courseOfferingId: offeringId });
    expect(notArchived).toMatchObject({ status: 409, body: { message: ACTIVATE_FAILED, modelState: { _: ['This offering is not archived.'] } } });
    const otherCourse = await call('POST', '/api/admin/course/activate', { courseId: course.courseId + 1000, courseOfferingId: offeringId });
    expect(otherCourse).toMatchObject({ status: 404, body: { message: ACTIVATE_FAILED } });
    const junk = await call('POST', '/api/admin/course/activate', { courseId: 'x', courseOfferingId: -1, extra: true });
    expect(junk.status).toBe(400);
    expect(junk.body).toEqual({ message: ACTIVATE_FAILED, modelState: { courseId: ['Choose a course.'], courseOfferingId: ['Choose an offering of this course.'], extra: ['Unknown field.'] } });
  });

  it('changes whether an archived offering may be activated', async () => {
    const detail = await archivedCourse(true);
    const offering = detail.basicInfo.courseOfferings[0];
    const path = `/api/admin/course/reasonToNotAllowActivation/${offering.courseOfferingId}`;
    expect((await call('PUT', path, { allowActivation: false })).body.modelState).toEqual({ reasonToNotAllowActivation: ['Say why activation is not allowed.'] });
    const changed = await call('PUT', path, { allowActivation: false, reasonToNotAllowActivation: 'Pending UC review', rowVersion: offering.rowVersion });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ allowActivation: false, reasonToNotAllowActivation: 'Pending UC review' });
    expect((await call('PUT', path, { reasonToNotAllowActivation: 'Stale', rowVersion: offering.rowVersion })).status).toBe(409);
    const reworded = await call('PUT', path, { reasonToNotAllowActivation: 'Awaiting UC review' });
    expect(reworded.body).toMatchObject({ allowActivation: false, reasonToNotAllowActivation: 'Awaiting UC review' });
    const detailAfter = await call('GET', `/api/admin/course/detail/${detail.courseId}/30`);
    expect(detailAfter.body.archivedType.reasonToNotAllowActivation).toBe('Awaiting UC review');
    const running = await catalogueCourse(f, f.school, 30);
    expect((await call('PUT', `/api/admin/course/reasonToNotAllowActivation/${running.basicInfo.courseOfferings[0].courseOfferingId}`, { reasonToNotAllowActivation: 'x' })).status).toBe(409);
    expect((await call('PUT', '/api/admin/course/reasonToNotAllowActivation/999999', { reasonToNotAllowActivation: 'x' })).status).toBe(404);
  });

  it('refuses archiving an offering that does not exist', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const res = await call('POST', '/api/admin/course/archive', { courseId: course.courseId, institutionId: f.otherSchool, academicYearId: 30, allowActivation: true });
    expect(res.status).toBe(404);
  });
});
