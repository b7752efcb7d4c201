// GET /api/courselist/institution/{id}/admin/list/{year} (spec 1 §2, §7): the institution's key facts
// and its course list of a year — its own courses, adoptions and its district's courses offered
// there — with status, delivery and transcript codes; who may read it; unknown ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { schoolWithList, startAdminFixture, type AdminFixture, type SchoolList } from './admin-fixture.js';

let f: AdminFixture;
let list: SchoolList;
beforeAll(async () => {
  f = await startAdminFixture();
  list = await schoolWithList(f);
}, 240_000);
afterAll(() => f?.h.close());

const path = (id: number, year: number) => `/api/courselist/institution/${id}/admin/list/${year}`;

describe(`institution course list (${ENGINE})`, () => {
  it('answers the school, the year and the courses of that year with where each comes from', async () => {
    const res = await f.h.call('GET', path(list.school, 30), undefined, f.viewer);
    expect(res.status).toBe(200);
    expect(res.body.institution).toMatchObject({ institutionId: list.school, institutionType: 'School', formKind: 'school', districtId: f.district, districtName: 'Harbor Unified', isActive: true, yearClosedId: null, isDeleted: false, isRemovedFromPublicList: false });
    expect(res.body.academicYear).toEqual({ academicYearId: 30, name: '2026-27' });
    const rows = res.body.courses.map((c: any) => [c.title, c.source, c.courseId]);
    expect(rows).toEqual([
      ['Algebra I', 'own', list.own],
      ['Marine Biology', 'adopted', list.adopted],
      ['World History', 'district', list.districtCourse],
    ]);
    const history = res.body.courses.find((c: any) => c.courseId === list.districtCourse);
    expect(history).toMatchObject({ ownerName: 'Harbor Unified', status: 'notSubmitted', academicYearId: 30, offering: { delivery: 'Classroom based', transcriptCodes: [{ abbreviation: 'WH', code: '2100' }], isArchived: false } });
    const algebra = res.body.courses.find((c: any) => c.courseId === list.own);
    expect(algebra).toMatchObject({ subjectAreas: [{ subjectAreaId: 3, code: 'C' }], disciplines: [expect.any(String)], honorsType: null, recordId: expect.any(String) });
  });

  it('lists only the courses of the year asked for', async () => {
    const res = await f.h.call('GET', path(list.school, 29), undefined, f.analyst);
    expect(res.status).toBe(200);
    expect(res.body.courses.map((c: any) => c.title)).toEqual(['Algebra I', 'World History']);
    expect((await f.h.call('GET', path(list.school, 31), undefined, f.analyst)).body.courses).toEqual([]);
  });

  it("shows a district's own courses with the number of its schools offering them", async () => {
    const res = await f.h.call('GET', path(f.district, 29), undefined, f.institutionManager);
    expect(res.status).toBe(200);
    expect(res.body.institution.formKind).toBe('district');
    expect(res.body.courses.find((c: any) => c.courseId === list.districtCourse)).toMatchObject({ source: 'own', isDistrictCourse: true, offeredAtOtherSchools: 1 });
  });

  it('takes the status from the newest submission, and archived from the offering', async () => {
    const em = f.h.db.orm.em.fork();
    em.create('CourseSubmission', { courseId: list.own, academicYearId: 29, institutionId: list.school, submissionTypeId: 1, scenario: 'new', submittedOn: new Date(Date.now() - 86_400_000), status: 'approved', queueType: 'main' } as never);
    await em.flush();
    const in29 = (await f.h.call('GET', path(list.school, 29), undefined, f.viewer)).body.courses;
    expect(in29.find((c: any) => c.courseId === list.own).status).toBe('approved');
    // 2026-27 has no submission of its own: the course keeps its standing of 2025-26
    const in30 = (await f.h.call('GET', path(list.school, 30), undefined, f.viewer)).body.courses;
    expect(in30.find((c: any) => c.courseId === list.own).status).toBe('approved');
    await f.h.call('POST', '/api/admin/course/archive', { courseId: list.own, institutionId: list.school, academicYearId: 30, allowActivation: true, reasonToNotAllowActivation: null }, f.manager);
    const archived = (await f.h.call('GET', path(list.school, 30), undefined, f.viewer)).body.courses;
    expect(archived.find((c: any) => c.courseId === list.own)).toMatchObject({ status: 'archived', offering: { isArchived: true, courseOfferingArchivedTypeId: 2 } });
  });

  it('takes the standing of the newest earlier year when several earlier years have a submission (issue 19 §8)', async () => {
    // two earlier submissions are what made the list sort by the years' start dates, which the
    // driver hands over as Date objects: "startOf(...).localeCompare is not a function", a 500
    const em = f.h.db.orm.em.fork();
    const submitted = (year: number, status: string, daysAgo: number) =>
      em.create('CourseSubmission', { courseId: list.districtCourse, academicYearId: year, institutionId: f.district, submissionTypeId: 1, scenario: 'new', submittedOn: new Date(Date.now() - daysAgo * 86_400_000), status, queueType: 'main' } as never);
    submitted(29, 'notApproved', 3);
    submitted(28, 'approved', 2);
    await em.flush();
    const res = await f.h.call('GET', path(list.school, 30), undefined, f.viewer);
    expect(res.status).toBe(200);
    // 2025-26 is the newer year, though its submission is the older one
    expect(res.body.courses.find((c: any) => c.courseId === list.districtCourse).status).toBe('notApproved');
  });

  it('answers 404 for an unknown institution or year, 400 for ids out of range, 401 and 403 to others', async () => {
    expect((await f.h.call('GET', path(999999, 29), undefined, f.viewer)).status).toBe(404);
    expect((await f.h.call('GET', path(list.school, 999), undefined, f.viewer)).status).toBe(404);
    expect((await f.h.call('GET', path(list.school, 0), undefined, f.viewer)).status).toBe(400);
    expect((await f.h.call('GET', `/api/courselist/institution/99999999999/admin/list/29`, undefined, f.viewer)).status).toBe(400);
    expect((await f.h.call('GET', path(list.school, 29))).status).toBe(401);
    expect((await f.h.call('GET', path(list.school, 29), undefined, f.nobody)).status).toBe(403);
  });
});
