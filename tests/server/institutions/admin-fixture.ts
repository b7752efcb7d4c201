// The data of the institution details, close / reopen, delete and remove tests: the course fixture's
// lookups and institutions, sessions for each kind of access, and a school with a course list in
// 2025-26 (29) and 2026-27 (30): a course of its own and a course of its district in both years,
// and an adoption of a program's course in 2026-27, each offered at the school.
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { catalogueCourse, startCourseFixture, type CourseFixture } from '../courses/course-fixture.js';

export interface AdminFixture extends CourseFixture {
  /** AdminManageInstitutions and AdminViewInstitutions */
  institutionManager: string;
}

export async function startAdminFixture(): Promise<AdminFixture> {
  const f = await startCourseFixture();
  return { ...f, institutionManager: await f.h.userWith(['AdminManageInstitutions', 'AdminViewInstitutions'], 'institution-manager') };
}

let schools = 0;

/** A new school of the fixture's district (its own, so each test starts clean). */
export async function newSchool(f: CourseFixture, extra: Record<string, unknown> = {}): Promise<number> {
  const em = f.h.db.orm.em.fork();
  const row = em.create<{ id: number }>('Institution', { name: `Test High ${++schools}`, institutionTypeId: INSTITUTION_TYPE.school, isActive: true, districtId: f.district, ...extra } as never);
  await em.flush();
  return row.id;
}

export interface SchoolList {
  school: number;
  own: number;
  adopted: number;
  districtCourse: number;
}

async function ok(res: Promise<{ status: number; body: any }>, what: string) {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A school whose list holds its own course and a district course in 29 and 30, and an adoption in 30. */
export async function schoolWithList(f: CourseFixture): Promise<SchoolList> {
  const school = await newSchool(f);
  const call = (method: string, path: string, body?: unknown) => ok(f.h.call(method, path, body, f.manager), `${method} ${path}`);
  const own = (await catalogueCourse(f, school, 29, { title: 'Algebra I', honorsTypeId: null, disciplines: [{ subjectAreaId: 3, disciplineId: 15, languageId: null, otherLanguage: null }] })).courseId;
  await call('POST', `/api/admin/course/copy/${own}/29`, [30]);
  const programCourse = (await catalogueCourse(f, f.program, 29, { title: 'Marine Biology' })).courseId;
  // an adoption is copied from another year: the school adopts the 2025-26 course into 2026-27
  const adopted = (await call('POST', '/api/admin/Course/List/CopyAsAdoption', { institutionId: f.program, toInstitutionId: school, fromAcademicYearId: 29, toAcademicYearId: 30, courseIds: [programCourse] })).copied[0].newCourseId as number;
  const districtCourse = (await catalogueCourse(f, f.district, 29, { title: 'World History' })).courseId;
  await call('POST', `/api/admin/course/copy/${districtCourse}/29`, [30]);
  for (const year of [29, 30]) await call('POST', `/api/admin/course/addschool/${districtCourse}/${year}`, { institutionId: school, isClassroomBased: true, isOnline: false, transcriptCodes: [{ abbreviation: 'WH', code: '2100' }] });
  return { school, own, adopted, districtCourse };
}

/** The audit entries of one record, oldest first. */
export async function auditTypes(f: CourseFixture, entity: string, id: number): Promise<{ auditType: string; changes: unknown }[]> {
  const rows = await f.h.db.orm.em.fork().find<Record<string, unknown>>('AuditEntry', { entity, entityId: String(id) }, { orderBy: { id: 'asc' } });
  return rows.map((r) => ({ auditType: String(r.auditType), changes: r.changes }));
}
