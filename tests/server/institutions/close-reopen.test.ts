// POST /api/admin/institution/close and /reopen (spec 2 §4, §7): closing a year archives the
// school's offerings of that year and later ones (or, with removeAdoptedCourses, removes its adopted
// and district offerings), marks it closed with its audit entries and course history; reopening
// activates what the closure archived. Validation, 404, 409 and who may call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { auditTypes, newSchool, schoolWithList, startAdminFixture, type AdminFixture } from './admin-fixture.js';

let f: AdminFixture;
beforeAll(async () => {
  f = await startAdminFixture();
}, 240_000);
afterAll(() => f?.h.close());

const close = (body: unknown, who = f.institutionManager) => f.h.call('POST', '/api/admin/institution/close', body, who);
const reopen = (body: unknown, who = f.institutionManager) => f.h.call('POST', '/api/admin/institution/reopen', body, who);
const offerings = (school: number) =>
  f.h.db.orm.em.fork().find<{ id: number; institutionId: number; courseId: number; academicYearId: number; isArchived: boolean; courseOfferingArchivedTypeId: number | null }>('CourseOffering', { institutionId: school }, { orderBy: { academicYearId: 'asc', courseId: 'asc' } });
const institution = (id: number) => f.h.db.orm.em.fork().findOneOrFail<{ id: number; isActive: boolean; yearClosedId: number | null; closedDate: string | null }>('Institution', { id });

describe(`close a year and reopen (${ENGINE})`, () => {
  it('closes as of a year: archives the offerings of that year and later, keeps earlier ones, writes audit and history', async () => {
    const list = await schoolWithList(f);
    const res = await close({ institutionId: list.school, yearClosedId: 30, removeAdoptedCourses: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ institutionId: list.school, yearClosedId: 30, archivedOfferings: 3, removedOfferings: 0, message: expect.stringContaining('closed as of 2026-27') });
    expect(await institution(list.school)).toMatchObject({ isActive: false, yearClosedId: 30, closedDate: expect.anything() });
    const rows = await offerings(list.school);
    expect(rows.filter((o) => o.academicYearId === 29).every((o) => !o.isArchived)).toBe(true);
    expect(rows.filter((o) => o.academicYearId === 30).map((o) => [o.isArchived, o.courseOfferingArchivedTypeId])).toEqual([
      [true, 3],
      [true, 3],
      [true, 3],
    ]);
    const audit = await auditTypes(f, 'institutions', list.school);
    expect(audit.at(-1)).toMatchObject({ auditType: 'U', changes: expect.arrayContaining([expect.objectContaining({ field: 'yearClosedId', newValue: 30 })]) });
    const archivedId = rows.find((o) => o.academicYearId === 30)!.id;
    expect((await auditTypes(f, 'course-offerings', archivedId)).at(-1)?.auditType).toBe('U');
    const history = await f.h.call('GET', `/api/admin/course/history/${list.own}`, undefined, f.manager);
    const { name } = await f.h.db.orm.em.fork().findOneOrFail<{ id: number; name: string }>('Institution', { id: list.school });
    expect(history.body.map((e: { action: string }) => e.action)).toContain(`Archived at ${name} in 2026-27: closed as of 2026-27`);
    const listed = await f.h.call('GET', `/api/courselist/institution/${list.school}/admin/list/30`, undefined, f.viewer);
    expect(listed.body.institution).toMatchObject({ isActive: false, yearClosedId: 30, yearClosedName: '2026-27' });
    // a calendar day, never a timestamp
    expect(listed.body.institution.closedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(listed.body.courses.map((c: { status: string }) => c.status)).toEqual(['archived', 'archived', 'archived']);
  });

  it('with removeAdoptedCourses removes the adopted and district offerings of the closed years and archives its own', async () => {
    const list = await schoolWithList(f);
    const adoptedIds = (await offerings(list.school)).filter((o) => o.courseId !== list.own).map((o) => o.id);
    const res = await close({ institutionId: list.school, yearClosedId: 29, removeAdoptedCourses: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ archivedOfferings: 2, removedOfferings: 3 });
    const rows = await offerings(list.school);
    expect(rows.map((o) => [o.courseId, o.academicYearId, o.courseOfferingArchivedTypeId])).toEqual([
      [list.own, 29, 3],
      [list.own, 30, 3],
    ]);
    // the removed offerings' audit entries say so
    expect(adoptedIds).toHaveLength(3);
    for (const id of adoptedIds) expect((await auditTypes(f, 'course-offerings', id)).at(-1)?.auditType).toBe('D');
    // the adoption and the district course themselves stay; only the school's offerings went
    expect(await f.h.db.orm.em.fork().count('Course', { id: { $in: [list.adopted, list.districtCourse] } })).toBe(2);
  });

  it('reopens: activates what the closure archived, leaves other archived offerings and removed ones as they are', async () => {
    const list = await schoolWithList(f);
    await f.h.call('POST', '/api/admin/course/archive', { courseId: list.districtCourse, institutionId: list.school, academicYearId: 30, allowActivation: false, reasonToNotAllowActivation: 'Old content' }, f.manager);
    expect((await close({ institutionId: list.school, yearClosedId: 30 })).body).toMatchObject({ archivedOfferings: 2 });
    const res = await reopen({ institutionId: list.school });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ institutionId: list.school, activatedOfferings: 2, message: expect.stringContaining('has been reopened') });
    expect(await institution(list.school)).toMatchObject({ isActive: true, yearClosedId: null, closedDate: null });
    const rows = await offerings(list.school);
    expect(rows.filter((o) => o.isArchived).map((o) => [o.courseId, o.academicYearId, o.courseOfferingArchivedTypeId])).toEqual([[list.districtCourse, 30, 2]]);
    const audit = await auditTypes(f, 'institutions', list.school);
    expect(audit.slice(-2).map((a) => a.auditType)).toEqual(['U', 'U']);
  });

  it('answers 409 to closing a closed institution and to reopening an open one; a directory-closed school can be reopened', async () => {
    const school = await newSchool(f);
    expect((await reopen({ institutionId: school })).status).toBe(409);
    expect((await close({ institutionId: school, yearClosedId: 29 })).status).toBe(200);
    const again = await close({ institutionId: school, yearClosedId: 30 });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already closed/);
    const closedInDirectory = await newSchool(f, { isActive: false, closedDate: '2019-06-30' });
    expect((await close({ institutionId: closedInDirectory, yearClosedId: 29 })).status).toBe(409);
    expect((await reopen({ institutionId: closedInDirectory })).status).toBe(200);
    expect(await institution(closedInDirectory)).toMatchObject({ isActive: true, closedDate: null });
  });

  it('validates the bodies with field errors, and 404 for an unknown institution', async () => {
    const school = await newSchool(f);
    const bad = await close({ institutionId: 'x', removeAdoptedCourses: 'maybe', extra: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.modelState).sort()).toEqual(['extra', 'institutionId', 'removeAdoptedCourses', 'yearClosedId']);
    const unknownYear = await close({ institutionId: school, yearClosedId: 999 });
    expect(unknownYear.status).toBe(400);
    expect(unknownYear.body.modelState).toEqual({ yearClosedId: ['Choose an academic year from the list.'] });
    expect((await close({ institutionId: 999999, yearClosedId: 29 })).status).toBe(404);
    expect((await reopen({})).body.modelState).toEqual({ institutionId: ['Required.'] });
    expect((await reopen({ institutionId: 999999 })).status).toBe(404);
    expect((await f.h.call('POST', '/api/admin/institution/close', '[', f.institutionManager)).status).toBe(400);
    expect(await institution(school)).toMatchObject({ isActive: true, yearClosedId: null });
  });

  it('needs AdminManageInstitutions: 401 anonymous, 403 for readers and course managers', async () => {
    const school = await newSchool(f);
    expect((await f.h.call('POST', '/api/admin/institution/close', { institutionId: school, yearClosedId: 29 })).status).toBe(401);
    for (const who of [f.viewer, f.manager, f.analyst]) {
      expect((await close({ institutionId: school, yearClosedId: 29 }, who)).status).toBe(403);
      expect((await reopen({ institutionId: school }, who)).status).toBe(403);
    }
    expect(await institution(school)).toMatchObject({ isActive: true });
  });
});
