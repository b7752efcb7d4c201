// DELETE /api/admin/institution/{id} and POST /api/admin/institution/remove/{id} (spec 2 §4, §7):
// delete is a soft delete with the spec's message, refused with 409 while schools, other
// institutions' adoptions, offerings elsewhere or submissions in review depend on the institution;
// remove takes it off the public course list and keeps everything. Audit entries, 404, 409, access.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { catalogueCourse } from '../courses/course-fixture.js';
import { auditTypes, newSchool, schoolWithList, startAdminFixture, type AdminFixture } from './admin-fixture.js';

// an action a resource does not offer has no route
const GENERIC_DELETE_REFUSED = 404;
let f: AdminFixture;
beforeAll(async () => {
  f = await startAdminFixture();
}, 240_000);
afterAll(() => f?.h.close());

const del = (id: number | string, who = f.institutionManager) => f.h.call('DELETE', `/api/admin/institution/${id}`, undefined, who);
const remove = (id: number | string, body?: unknown, who = f.institutionManager) => f.h.call('POST', `/api/admin/institution/remove/${id}`, body, who);
const row = (id: number) => f.h.db.orm.em.fork().findOneOrFail<{ id: number; name: string; isDeleted: boolean; isActive: boolean; isRemovedFromPublicList: boolean; closedDate: string | null }>('Institution', { id });

describe(`delete and remove an institution (${ENGINE})`, () => {
  it("deletes a school with the spec's message, keeps its courses, and hides it from the institution list", async () => {
    const list = await schoolWithList(f);
    const { name } = await row(list.school);
    const res = await del(list.school);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ institutionId: list.school, name, message: `${name} has been deleted.` });
    expect(await row(list.school)).toMatchObject({ isDeleted: true, isActive: false, closedDate: expect.anything() });
    expect(await f.h.db.orm.em.fork().count('CourseOffering', { institutionId: list.school })).toBe(5);
    expect((await auditTypes(f, 'institutions', list.school)).at(-1)).toMatchObject({ auditType: 'U', changes: expect.arrayContaining([expect.objectContaining({ field: 'isDeleted', newValue: true })]) });
    const listed = await f.h.call('GET', `/api/rest/institutions?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, undefined, f.institutionManager);
    expect(listed.body).toEqual([]);
    // the look-ups offer it no more (pickers, lists by type, code look-ups); by id it still answers
    const searched = await f.h.call('GET', `/api/institution/search/school?query=${encodeURIComponent(name)}`, undefined, f.institutionManager);
    expect(searched.body.map((s: { institutionId: number }) => s.institutionId)).not.toContain(list.school);
    const byType = await f.h.call('GET', `/api/admin/institution/type/school?query=${encodeURIComponent(name)}&pageSize=1000`, undefined, f.institutionManager);
    expect(byType.body.result.map((s: { institutionId: number }) => s.institutionId)).not.toContain(list.school);
    expect((await f.h.call('GET', `/api/institution/${list.school}`, undefined, f.institutionManager)).body).toMatchObject({ institutionId: list.school, name });
    // the generic REST delete would skip the dependency checks: it is not offered
    const other = await newSchool(f);
    const generic = await f.h.call('DELETE', `/api/rest/institutions/${other}`, undefined, f.institutionManager);
    expect(generic.status).toBe(GENERIC_DELETE_REFUSED);
    expect(await row(other)).toMatchObject({ isDeleted: false });
    // its course list stays readable, marked deleted
    expect((await f.h.call('GET', `/api/courselist/institution/${list.school}/admin/list/29`, undefined, f.viewer)).body.institution.isDeleted).toBe(true);
    const again = await del(list.school);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${name} has been deleted.`);
    expect((await remove(list.school)).status).toBe(409);
  });

  it('refuses to delete a district with schools, a program whose courses were adopted, and a school with submissions in review', async () => {
    const district = await f.h.call('DELETE', `/api/admin/institution/${f.district}`, undefined, f.institutionManager);
    expect(district.status).toBe(409);
    expect(district.body.message).toMatch(/^Harbor Unified cannot be deleted: \d+ (school belongs|schools belong) to it; its courses have \d+ offerings? at other schools\.$/);
    await schoolWithList(f);
    const program = await del(f.program);
    expect(program.status).toBe(409);
    expect(program.body.message).toMatch(/course of another institution adopts its courses|courses of other institutions adopt its courses/);
    const school = await newSchool(f);
    const course = await catalogueCourse(f, school, 29);
    const em = f.h.db.orm.em.fork();
    em.create('CourseSubmission', { courseId: course.courseId, academicYearId: 29, institutionId: school, submissionTypeId: 1, scenario: 'new', submittedOn: new Date(), status: 'inReview', queueType: 'main' } as never);
    await em.flush();
    const reviewed = await del(school);
    expect(reviewed.status).toBe(409);
    expect(reviewed.body.message).toMatch(/1 submission is still in review\.$/);
    for (const id of [f.district, f.program, school]) expect((await row(id)).isDeleted).toBe(false);
  });

  it('removes an institution from the public course list and keeps it and its list', async () => {
    const list = await schoolWithList(f);
    const { name } = await row(list.school);
    const res = await remove(list.school, { institutionId: list.school });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`${name} has been removed from the public course list.`);
    expect(await row(list.school)).toMatchObject({ isRemovedFromPublicList: true, isDeleted: false, isActive: true });
    expect((await auditTypes(f, 'institutions', list.school)).at(-1)).toMatchObject({ auditType: 'U', changes: [expect.objectContaining({ field: 'isRemovedFromPublicList', oldValue: false, newValue: true })] });
    const listed = await f.h.call('GET', `/api/courselist/institution/${list.school}/admin/list/30`, undefined, f.viewer);
    expect(listed.body.institution.isRemovedFromPublicList).toBe(true);
    expect(listed.body.courses).toHaveLength(3);
    const again = await remove(list.school);
    expect(again.status).toBe(409);
  });

  it('validates ids and bodies, answers 404 for unknown institutions', async () => {
    const school = await newSchool(f);
    expect((await del(999999)).status).toBe(404);
    expect((await remove(999999)).status).toBe(404);
    expect((await del('99999999999')).status).toBe(400);
    const mismatch = await remove(school, { institutionId: school + 1 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.modelState).toEqual({ institutionId: ['Must be the institution of the path.'] });
    expect((await remove(school, { hidden: true })).body.modelState).toEqual({ hidden: ['Unknown field.'] });
    expect((await row(school)).isRemovedFromPublicList).toBe(false);
  });

  it('needs AdminManageInstitutions: 401 anonymous, 403 for readers and course managers', async () => {
    const school = await newSchool(f, { institutionTypeId: INSTITUTION_TYPE.school });
    expect((await f.h.call('DELETE', `/api/admin/institution/${school}`)).status).toBe(401);
    expect((await f.h.call('POST', `/api/admin/institution/remove/${school}`, {})).status).toBe(401);
    for (const who of [f.viewer, f.manager, f.analyst, f.nobody]) {
      expect((await del(school, who)).status).toBe(403);
      expect((await remove(school, {}, who)).status).toBe(403);
    }
    expect(await row(school)).toMatchObject({ isDeleted: false, isRemovedFromPublicList: false });
  });
});
