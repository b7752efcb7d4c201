// The years of a copy to another institution, known before copying (GET copyto/years): years the
// target school already offers the course in (its adoption's) and years before a discipline's first
// year are disabled with their reasons, the course's own years are not; a target copyto refuses is
// refused the same way; and copyto agrees with the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { AREA, catalogueCourse, startCourseFixture, type CourseFixture } from './course-fixture.js';

let f: CourseFixture;
beforeAll(async () => {
  f = await startCourseFixture();
}, 240_000);
afterAll(() => f?.h.close());

interface YearChoice {
  academicYearId: number;
  name: string;
  disabled: boolean;
  reasons: string[];
}

const call = (method: string, path: string, body?: unknown, who = f.manager) => f.h.call(method, path, body, who);
const yearsAt = (courseId: number, yearId: number, toInstitutionId: number, copyAsAdoption?: boolean) =>
  call('GET', `/api/admin/course/copyto/years/${courseId}/${yearId}/${toInstitutionId}${copyAsAdoption === undefined ? '' : `?copyAsAdoption=${copyAsAdoption}`}`);
const year = (years: YearChoice[], id: number) => years.find((y) => y.academicYearId === id)!;
const DATA_SCIENCE = { title: 'Data Science', disciplines: [{ subjectAreaId: AREA.C, disciplineId: 56 }] };

describe(`copy to another institution: the target's years (${ENGINE})`, () => {
  it('disables years before the discipline’s first year, not the years the course itself has', async () => {
    const course = await catalogueCourse(f, f.school, 30, DATA_SCIENCE);
    await call('POST', `/api/admin/course/copy/${course.courseId}/30`, [31]);
    const res = await yearsAt(course.courseId, 30, f.otherSchool);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ courseId: course.courseId, academicYearId: 30, toInstitutionId: f.otherSchool, toInstitutionName: 'Mesa High', copyAsAdoption: false, adoptionCourseId: null });
    const years: YearChoice[] = res.body.years;
    expect(years.map((y) => y.academicYearId)).toEqual(Array.from({ length: 14 }, (_, i) => 20 + i));
    expect(year(years, 28).disabled).toBe(true);
    expect(year(years, 28).reasons).toEqual(expect.arrayContaining(['Computer Science courses are available only beginning 2025-26.']));
    // the course has 2026-27 and 2027-28 itself; the copy is a new course of Mesa High, which has neither
    expect([29, 30, 31].map((id) => year(years, id))).toEqual([
      { academicYearId: 29, name: '2025-26', disabled: false, reasons: [] },
      { academicYearId: 30, name: '2026-27', disabled: false, reasons: [] },
      { academicYearId: 31, name: '2027-28', disabled: false, reasons: [] },
    ]);
  });

  it('disables the years of the school’s adoption, for an adoption and for a plain copy', async () => {
    const programCourse = await catalogueCourse(f, f.program, 30, { title: 'Program Biology', disciplines: [{ subjectAreaId: AREA.D, disciplineId: 18 }] });
    const adopted = await call('POST', '/api/admin/course/copyto', { courseId: programCourse.courseId, copyAsAdoption: true, academicYearId: 30, toInstitutionId: f.school, toAcademicYears: [30, 31] });
    expect(adopted.status).toBe(201);
    for (const copyAsAdoption of [true, false]) {
      const res = await yearsAt(programCourse.courseId, 30, f.school, copyAsAdoption);
      expect(res.status).toBe(200);
      expect(res.body.adoptionCourseId).toBe(copyAsAdoption ? adopted.body.courseId : null);
      expect(year(res.body.years, 30)).toEqual({ academicYearId: 30, name: '2026-27', disabled: true, reasons: ['Valley High already offers this course in 2026-27.'] });
      expect(year(res.body.years, 31).disabled).toBe(true);
      expect(year(res.body.years, 32)).toMatchObject({ disabled: false, reasons: [] });
    }
    // another school has not adopted it: nothing is taken there
    const other = await yearsAt(programCourse.courseId, 30, f.otherSchool, true);
    expect(other.body.years.filter((y: YearChoice) => y.disabled)).toEqual([]);
  });

  it('lists what copyto then does: a disabled year is refused with the same reason, an open one copied', async () => {
    const course = await catalogueCourse(f, f.publisher, 30, DATA_SCIENCE);
    const first = await call('POST', '/api/admin/course/copyto', { courseId: course.courseId, copyAsAdoption: true, academicYearId: 30, toInstitutionId: f.otherSchool, toAcademicYears: [30] });
    expect(first.status).toBe(201);
    const years: YearChoice[] = (await yearsAt(course.courseId, 30, f.otherSchool, true)).body.years;
    const disabled = years.filter((y) => y.disabled);
    const refused = await call('POST', '/api/admin/course/copyto', { courseId: course.courseId, copyAsAdoption: true, academicYearId: 30, toInstitutionId: f.otherSchool, toAcademicYears: disabled.map((y) => y.academicYearId) });
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual(Object.fromEntries(disabled.map((y, i) => [`toAcademicYears[${i}]`, y.reasons])));
    const open = years.find((y) => !y.disabled && y.academicYearId > 30)!;
    const added = await call('POST', '/api/admin/course/copyto', { courseId: course.courseId, copyAsAdoption: true, academicYearId: 30, toInstitutionId: f.otherSchool, toAcademicYears: [open.academicYearId] });
    expect(added.status).toBe(200);
    expect(added.body.courseId).toBe(first.body.courseId);
    expect(year((await yearsAt(course.courseId, 30, f.otherSchool, true)).body.years, open.academicYearId).disabled).toBe(true);
  });

  it('refuses the targets copyto refuses, on their fields', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    const own = await yearsAt(course.courseId, 30, f.school);
    expect(own.status).toBe(400);
    expect(own.body.modelState).toEqual({ toInstitutionId: ["Choose a school other than the course's own."] });
    expect((await yearsAt(course.courseId, 30, f.closedSchool)).body.modelState).toEqual({ toInstitutionId: ['This school is closed.'] });
    expect((await yearsAt(course.courseId, 30, 999999)).body.modelState).toEqual({ toInstitutionId: ['Choose a school from the list.'] });
    expect((await yearsAt(course.courseId, 30, f.otherSchool, true)).body.modelState).toEqual({ copyAsAdoption: ["Only a program's or an online publisher's courses can be copied as adoptions."] });
    const badFlag = await call('GET', `/api/admin/course/copyto/years/${course.courseId}/30/${f.otherSchool}?copyAsAdoption=maybe`);
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.modelState).toEqual({ copyAsAdoption: ['Choose yes or no.'] });
    expect((await yearsAt(course.courseId, 25, f.otherSchool)).status).toBe(404);
    expect((await yearsAt(999999, 30, f.otherSchool)).status).toBe(404);
    expect((await call('GET', `/api/admin/course/copyto/years/${course.courseId}/30/99999999999`)).status).toBe(400);
  });

  it('answers readers of courses, nobody else', async () => {
    const course = await catalogueCourse(f, f.school, 30);
    expect((await call('GET', `/api/admin/course/copyto/years/${course.courseId}/30/${f.otherSchool}`, undefined, f.analyst)).status).toBe(200);
    expect((await call('GET', `/api/admin/course/copyto/years/${course.courseId}/30/${f.otherSchool}`, undefined, f.nobody)).status).toBe(403);
    expect((await f.h.call('GET', `/api/admin/course/copyto/years/${course.courseId}/30/${f.otherSchool}`)).status).toBe(401);
  });
});
