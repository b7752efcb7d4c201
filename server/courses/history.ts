// The course detail's two histories: GET /api/admin/course/history/{courseId} is the workflow's
// course events (created, submitted, decided, copied …), newest first; GET
// /api/admin/course/changeHistory/{courseId} is the audit trail of the course's rows: the course,
// its years, disciplines, materials, offerings and tag links, removed rows included (found by the
// course or year their insert named), newest first.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import { badRequest } from '../http/errors.js';
import { AuditEntry } from '../db/system-entities.js';
import { columnOf, tableOf } from '../db/table-names.js';
import { withPersonNames } from '../audit/person-names.js';
import { SOURCE } from './access.js';
import { READ_COURSES } from '../../core/courses/abilities.js';
import { pathId } from './params.js';
import { loadCourse, namesById, userNames } from './load.js';
import { E, R } from './model.js';
import type { CourseEvent } from '../../core/contract/course-detail.js';
import type { CourseEventRow } from '../../resources/_rows.js';

const MAX_ENTRIES = 500;
const DEFAULT_ENTRIES = 200;

function limitOf(raw: unknown): number {
  if (raw === undefined || raw === '') return DEFAULT_ENTRIES;
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= MAX_ENTRIES)) throw badRequest(`The limit parameter must be a whole number from 1 to ${MAX_ENTRIES}.`);
  return n;
}

async function courseHistory(em: EntityManager, courseId: number): Promise<CourseEvent[]> {
  await loadCourse(em, courseId);
  const events = await em.find<CourseEventRow>(E.courseEvents, { courseId }, { orderBy: { actionDate: 'desc', id: 'desc' } });
  const users = await userNames(em, events.map((e) => e.userId));
  const years = await namesById(em, E.academicYears, events.map((e) => e.academicYearId));
  return events.map((e) => ({
    courseEventId: e.id,
    action: e.action,
    academicYearId: e.academicYearId ?? null,
    academicYear: e.academicYearId != null ? (years.get(e.academicYearId) ?? null) : null,
    courseSubmissionId: e.courseSubmissionId ?? null,
    analystName: e.userId != null ? (users.get(e.userId) ?? null) : 'system',
    isSecondReview: e.isSecondReview,
    actionDate: e.actionDate.toISOString(),
  }));
}

/** Ids (as the audit trail keeps them) of the rows of `resource` whose insert set `field` to one of `values`. */
async function insertedWith(em: EntityManager, resource: string, field: string, values: readonly number[]): Promise<string[]> {
  if (!values.length) return [];
  const placeholders = values.map(() => '?').join(', ');
  const a = (property: string) => `a.${columnOf(em, AuditEntry, property)}`;
  const rows = (await em.getConnection().execute(
    `select distinct ${a('entityId')} as entity_id from ${tableOf(em, AuditEntry)} a
       where ${a('entity')} = ? and ${a('auditType')} = 'I'
         and exists (select 1 from jsonb_array_elements(${a('changes')}) c where c->>'field' = ? and c->>'newValue' in (${placeholders}))`,
    [resource, field, ...values.map(String)],
  )) as { entity_id: string }[];
  return rows.map((r) => r.entity_id);
}

async function changeHistory(em: EntityManager, courseId: number, limit: number) {
  await loadCourse(em, courseId);
  const ids = (rows: { id: number }[]) => rows.map((r) => String(r.id));
  const union = (...lists: string[][]) => [...new Set(lists.flat())];
  const yearIds = union(ids(await em.find<{ id: number; courseId: number }>(E.courseYears, { courseId })), await insertedWith(em, R.courseYears.name, 'courseId', [courseId]));
  const yearNumbers = yearIds.map(Number);
  const byCourse = async (resource: (typeof R)[keyof typeof R]) => union(ids(await em.find<{ id: number; courseId: number }>(resource.entity, { courseId })), await insertedWith(em, resource.name, 'courseId', [courseId]));
  const byYear = async (resource: (typeof R)[keyof typeof R]) =>
    union(yearNumbers.length ? ids(await em.find<{ id: number; courseYearId: number }>(resource.entity, { courseYearId: { $in: yearNumbers } })) : [], await insertedWith(em, resource.name, 'courseYearId', yearNumbers));
  const groups: [string, string[]][] = [
    [R.courses.name, [String(courseId)]],
    [R.courseYears.name, yearIds],
    [R.courseDisciplines.name, await byYear(R.courseDisciplines)],
    [R.courseMaterials.name, await byYear(R.courseMaterials)],
    [R.courseOfferings.name, await byCourse(R.courseOfferings)],
    [R.courseTags.name, await byCourse(R.courseTags)],
  ];
  const where = groups.filter(([, list]) => list.length).map(([entity, list]) => ({ entity, entityId: { $in: list } }));
  const entries = await em.find(AuditEntry, { $or: where }, { orderBy: { id: 'desc' }, limit });
  return {
    entries: await withPersonNames(em, entries.map((e) => ({
      id: e.id,
      entity: e.entity,
      entityId: e.entityId,
      auditType: e.auditType,
      userId: e.userId ?? null,
      userName: e.userName,
      createdAt: e.createdAt.toISOString(),
      changes: e.changes,
    }))),
  };
}

export function registerHistoryRoutes(routes: RouteTable): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/course/history/:courseId(\\d+)',
    ability: READ_COURSES,
    source: `${SOURCE}/history.ts`,
    handler: ({ req, em }) => courseHistory(em, pathId(req, 'courseId')),
  });
  routes.add({
    method: 'GET',
    path: '/api/admin/course/changeHistory/:courseId(\\d+)',
    ability: READ_COURSES,
    source: `${SOURCE}/history.ts`,
    handler: ({ req, em }) => changeHistory(em, pathId(req, 'courseId'), limitOf(req.query.limit)),
  });
}
