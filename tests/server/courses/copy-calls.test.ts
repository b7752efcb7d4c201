// Copying courses (spec 1 §5, §7): into other years of the same course (refusing years already
// offered and years before discipline 56's first year), to another institution (never its own; as an
// adoption only from programs and publishers, linked by adoptedFromCourseId), and an institution's
// whole course list into another year or as adoptions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { AREA, catalogueCourse, countRows, startCourseFixture, type CourseFixture } from './course-fixture.js';

let f: CourseFixture;
beforeAll(async () => {
  f = await startCourseFixture();
}, 240_000);
afterAll(() => f?.h.close());

const call = (method: string, path: string, body?: unknown) => f.h.call(method, path, body, f.manager);
const DATA_SCIENCE = { title: 'Data Science', disciplines: [{ subjectAreaId: AREA.C, disciplineId: 56 }] };

describe(`copy calls (${ENGINE})`, () => {
  it('copies a course year into other years with its disciplines, materials and offerings', async () => {
    const course = await catalogueCourse(f, f.school, 29);
    await call('POST', `/api/admin/course/coursematerial/${course.courseId}/29/website`, { title: 'Course site', url: 'https://example.org' });
    const copied = await call('POST', `/api/admin/course/copy/${course.courseId}/29`, [30, 31]);
    expect(copied.status).toBe(200);
    expect(copied.body.academicYears.map((y: { academicYearId: number }) => y.academicYearId)).toEqual([29, 30, 31]);
    const next = await call('GET', `/api/admin/course/detail/${course.courseId}/31`);
    expect(next.body).toMatchObject({ isInCatalogue: true, basicInfo: { title: 'English 9', disciplines: [{ subjectAreaId: AREA.B, disciplineId: 6 }] } });
    expect(next.body.materials.courseMaterials).toEqual([expect.objectContaining({ type: 'website', title: 'Course site', url: 'https://example.org' })]);
    expect(next.body.basicInfo.courseOfferings).toEqual([expect.objectContaining({ institutionId: f.school, isArchived: false })]);
    const history = await call('GET', `/api/admin/course/history/${course.courseId}`);
    expect(history.body.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['Copied to 2026-27, 2027-28', 'Copied from 2025-26']));
  });

  it('refuses years already offered, unknown years and bad lists, all or nothing', async () => {
    const course = await catalogueCourse(f, f.school, 29);
    await call('POST', `/api/admin/course/copy/${course.courseId}/29`, [30]);
    const refused = await call('POST', `/api/admin/course/copy/${course.courseId}/29`, [31, 30, 77]);
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual({ 'academicYearIds[1]': ['The course is already offered in 2026-27.'], 'academicYearIds[2]': ['There is no academic year 77.'] });
    expect(await countRows(f, 'CourseYear', { courseId: course.courseId })).toBe(2);
    expect((await call('POST', `/api/admin/course/copy/${course.courseId}/29`, [])).body.modelState).toEqual({ academicYearIds: ['Choose at least one academic year.'] });
    expect((await call('POST', `/api/admin/course/copy/${course.courseId}/29`, { years: [31] })).status).toBe(400);
    expect((await call('POST', `/api/admin/course/copy/${course.courseId}/29`, ['x'])).body.modelState).toEqual({ 'academicYearIds[0]': ['Choose an academic year.'] });
    expect((await call('POST', `/api/admin/course/copy/${course.courseId}/25`, [31])).status).toBe(404);
  });

  it('refuses copying a discipline 56 course into years before 2025-26', async () => {
    const course = await catalogueCourse(f, f.school, 30, DATA_SCIENCE);
    const refused = await call('POST', `/api/admin/course/copy/${course.courseId}/30`, [28, 29]);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.modelState)).toEqual(['academicYearIds[0]']);
    expect(refused.body.modelState['academicYearIds[0]']).toEqual(expect.arrayContaining(['Computer Science courses are available only beginning 2025-26.', 'Discipline 56 courses are available only beginning 2025-26']));
    expect((await call('POST', `/api/admin/course/copy/${course.courseId}/30`, [29])).status).toBe(200);
  });

  it('refuses copying a course to its own school', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const same = await call('POST', '/api/admin/course/copyto', { courseId: course.courseId, copyAsAdoption: false, academicYearId: 30, toInstitutionId: f.school, toAcademicYears: [30] });
    expect(same.status).toBe(400);
    expect(same.body.modelState).toEqual({ toInstitutionId: ["Choose a school other than the course's own."] });
    const closed = await call('POST', '/api/admin/course/copyto', { courseId: course.courseId, copyAsAdoption: false, academicYearId: 30, toInstitutionId: f.closedSchool, toAcademicYears: [30] });
    expect(closed.body.modelState).toEqual({ toInstitutionId: ['This school is closed.'] });
  });

  it('copies a course to another school as a course of its own', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const copy = await call('POST', '/api/admin/course/copyto', { courseId: course.courseId, copyAsAdoption: false, academicYearId: 30, toInstitutionId: f.otherSchool, toAcademicYears: [30, 31] });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ institution: { id: f.otherSchool }, isAdopted: false, adoptedFromCourseId: null, isInCatalogue: true, academicYearId: 30 });
    expect(copy.body.courseId).not.toBe(course.courseId);
    expect(copy.body.academicYears.map((y: { academicYearId: number }) => y.academicYearId)).toEqual([30, 31]);
    expect(copy.body.basicInfo.courseOfferings).toEqual([expect.objectContaining({ institutionId: f.otherSchool })]);
  });

  it('copies as adoption only from programs and publishers, once per school', async () => {
    const schoolCourse = await catalogueCourse(f, f.school, 30);
    const fromSchool = await call('POST', '/api/admin/course/copyto', { courseId: schoolCourse.courseId, copyAsAdoption: true, academicYearId: 30, toInstitutionId: f.otherSchool, toAcademicYears: [30] });
    expect(fromSchool.body.modelState).toEqual({ copyAsAdoption: ["Only a program's or an online publisher's courses can be copied as adoptions."] });

    const programCourse = await catalogueCourse(f, f.program, 30, { title: 'Program English' });
    const adopted = await call('POST', '/api/admin/course/copyto', { courseId: programCourse.courseId, copyAsAdoption: true, academicYearId: 30, toInstitutionId: f.school, toAcademicYears: [30] });
    expect(adopted.status).toBe(201);
    expect(adopted.body).toMatchObject({ isAdopted: true, adoptedFromCourseId: programCourse.courseId, institution: { id: f.school }, basicInfo: { title: 'Program English' } });
    // adopting it again adds the year to the school's adoption: one course of the school, two years
    const twice = await call('POST', '/api/admin/course/copyto', { courseId: programCourse.courseId, copyAsAdoption: true, academicYearId: 30, toInstitutionId: f.school, toAcademicYears: [31] });
    expect(twice.status).toBe(200);
    expect(twice.body).toMatchObject({ courseId: adopted.body.courseId, academicYearId: 31, isAdopted: true });
    expect(twice.body.academicYears.map((y: { academicYearId: number }) => y.academicYearId)).toEqual([30, 31]);
    expect(twice.body.basicInfo.courseOfferings).toEqual([expect.objectContaining({ institutionId: f.school, isArchived: false })]);
    expect(await countRows(f, 'Course', { adoptedFromCourseId: programCourse.courseId, institutionId: f.school })).toBe(1);
    // a year the school already offers the course in is refused, as an adoption and as a plain copy
    for (const copyAsAdoption of [true, false]) {
      const taken = await call('POST', '/api/admin/course/copyto', { courseId: programCourse.courseId, copyAsAdoption, academicYearId: 30, toInstitutionId: f.school, toAcademicYears: [32, 30] });
      expect(taken.status).toBe(400);
      expect(taken.body.modelState).toEqual({ 'toAcademicYears[1]': ['Valley High already offers this course in 2026-27.'] });
    }
    const history = await call('GET', `/api/admin/course/history/${programCourse.courseId}`);
    expect(history.body.map((e: { action: string }) => e.action).slice(0, 2)).toEqual([`Adopted by Valley High as course ${adopted.body.recordId} (2027-28)`, `Adopted by Valley High as course ${adopted.body.recordId} (2026-27)`]);
  });

  it('does not carry the wet lab answer into a school\'s copy of a publisher course', async () => {
    const lab = await catalogueCourse(f, f.publisher, 30, { title: 'Online Chemistry', disciplines: [{ subjectAreaId: AREA.D, disciplineId: 18 }], requiresWetLabActivity: true });
    const adopted = await call('POST', '/api/admin/course/copyto', { courseId: lab.courseId, copyAsAdoption: true, academicYearId: 30, toInstitutionId: f.otherSchool, toAcademicYears: [30] });
    expect(adopted.status).toBe(201);
    expect(adopted.body.basicInfo.requiresWetLabActivity).toBe(false);
    expect(adopted.body.onlinePublisherName).toBe('Open Course Publisher');
  });

  it('copies an institution\'s course list into another year, skipping what cannot be copied', async () => {
    const em = f.h.db.orm.em.fork();
    const list = em.create<{ id: number }>('Institution', { name: 'List High', institutionTypeId: 1, isActive: true } as never);
    await em.flush();
    const listSchool = list.id;
    const english = await catalogueCourse(f, listSchool, 28);
    const math = await catalogueCourse(f, listSchool, 28, { title: 'Statistics', disciplines: [{ subjectAreaId: AREA.C, disciplineId: 16 }] });
    const archived = await catalogueCourse(f, listSchool, 28, { title: 'Archived course' });
    await call('POST', '/api/admin/course/archive', { courseId: archived.courseId, institutionId: listSchool, academicYearId: 28, allowActivation: true });
    await call('POST', `/api/admin/course/copy/${math.courseId}/28`, [29]);
    const res = await call('POST', '/api/admin/course/list/copy', { institutionId: listSchool, fromAcademicYearId: 28, toAcademicYearId: 29 });
    expect(res.status).toBe(200);
    expect(res.body.copied).toEqual([{ courseId: english.courseId, academicYearId: 29, title: 'English 9' }]);
    expect(res.body.skipped).toEqual([{ courseId: math.courseId, title: 'Statistics', reasons: ['The course is already offered in 2025-26.'] }]);
    expect((await call('GET', `/api/admin/course/detail/${english.courseId}/29`)).body.isInCatalogue).toBe(true);
    expect(await countRows(f, 'CourseYear', { courseId: archived.courseId })).toBe(1);
    const bad = await call('POST', '/api/admin/course/list/copy', { institutionId: listSchool, fromAcademicYearId: 28, toAcademicYearId: 28, courseIds: 'all' });
    expect(bad.body.modelState).toEqual({ courseIds: ['Invalid input: expected array, received string'] });
    const same = await call('POST', '/api/admin/course/list/copy', { institutionId: listSchool, fromAcademicYearId: 28, toAcademicYearId: 28 });
    expect(same.body.modelState).toEqual({ toAcademicYearId: ['Choose a year other than the one copied from.'] });
  });

  it('copies a program\'s course list into a school as adoptions', async () => {
    const em = f.h.db.orm.em.fork();
    const programRow = em.create<{ id: number }>('Institution', { name: 'Summer Program', institutionTypeId: 3, isActive: true } as never);
    await em.flush();
    const one = await catalogueCourse(f, programRow.id, 29, { title: 'Program Algebra', disciplines: [{ subjectAreaId: AREA.C, disciplineId: 11 }] });
    const two = await catalogueCourse(f, programRow.id, 29, { title: 'Program Data Science', ...{ disciplines: DATA_SCIENCE.disciplines } });
    const res = await call('POST', '/api/admin/Course/List/CopyAsAdoption', { institutionId: programRow.id, toInstitutionId: f.otherSchool, fromAcademicYearId: 29, toAcademicYearId: 28, courseIds: [one.courseId, two.courseId, 999999] });
    expect(res.status).toBe(201);
    expect(res.body.copied).toEqual([{ courseId: one.courseId, newCourseId: expect.any(Number), academicYearId: 28, title: 'Program Algebra' }]);
    expect(res.body.skipped.map((s: { courseId: number }) => s.courseId).sort()).toEqual([two.courseId, 999999].sort());
    const adoption = await call('GET', `/api/admin/course/detail/${res.body.copied[0].newCourseId}`);
    expect(adoption.body).toMatchObject({ isAdopted: true, adoptedFromCourseId: one.courseId, academicYearId: 28, institution: { id: f.otherSchool } });
    // the school's adoption takes another year; a year it has already is skipped
    const again = await call('POST', '/api/admin/Course/List/CopyAsAdoption', { institutionId: programRow.id, toInstitutionId: f.otherSchool, fromAcademicYearId: 29, toAcademicYearId: 30, courseIds: [one.courseId] });
    expect(again.body.copied).toEqual([{ courseId: one.courseId, newCourseId: res.body.copied[0].newCourseId, academicYearId: 30, title: 'Program Algebra' }]);
    const taken = await call('POST', '/api/admin/Course/List/CopyAsAdoption', { institutionId: programRow.id, toInstitutionId: f.otherSchool, fromAcademicYearId: 29, toAcademicYearId: 28, courseIds: [one.courseId] });
    expect(taken.body.copied).toEqual([]);
    expect(taken.body.skipped).toEqual([{ courseId: one.courseId, title: 'Program Algebra', reasons: ['Mesa High already offers this course in 2024-25.'] }]);
    const notProgram = await call('POST', '/api/admin/course/list/copyasadoption', { institutionId: f.school, toInstitutionId: f.otherSchool, fromAcademicYearId: 29, toAcademicYearId: 30 });
    expect(notProgram.body.modelState).toEqual({ institutionId: ["Only a program's or an online publisher's courses can be copied as adoptions."] });
  });
});
