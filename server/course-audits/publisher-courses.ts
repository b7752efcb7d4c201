// GET /api/Admin/SelfReported/Publisher/{institutionId}/{yearId}/?page&size&q → one online
// publisher's self-reported courses in one academic year, 20 a page (issue 9), by title regardless of case (the same order on every collation); each with its
// audit in that year (the running one, else the latest) and the years the publisher has courses in,
// for the year picker. `q` searches the titles.
import type { EntityManager } from '@mikro-orm/postgresql';
import { auditsJson } from './audit-json.js';
import type { CourseAuditJson, PublisherCoursesAnswer } from '../../core/contract/self-reported.js';
import { E, runSql, sqlNames, type AuditRow } from './model.js';
import { loadPublisher, loadYear } from './publisher.js';

export async function publisherCourses(em: EntityManager, institutionId: number, academicYearId: number, page: { page: number; size: number; pattern?: string }): Promise<PublisherCoursesAnswer> {
  const publisher = await loadPublisher(em, institutionId);
  const year = await loadYear(em, academicYearId);
  const { t, c } = sqlNames(em);
  const y = (p: string) => `y.${c('courseYears', p)}`;
  const a = (p: string) => c('courseAudits', p);
  const from = `from ${t('courseYears')} y join ${t('courses')} k on k.${c('courses', 'id')} = ${y('courseId')}
    where k.${c('courses', 'institutionId')} = ? and ${y('academicYearId')} = ?${page.pattern ? ` and ${y('title')} ilike ?` : ''}`;
  const params: unknown[] = [institutionId, academicYearId, ...(page.pattern ? [page.pattern] : [])];
  const rows = await runSql<Record<string, unknown>>(
    em,
    `select k.${c('courses', 'id')} as course_id, k.${c('courses', 'recordId')} as record_id, ${y('id')} as course_year_id, ${y('title')} as title,
       (select ${a('id')} from ${t('courseAudits')} au where au.${a('courseId')} = k.${c('courses', 'id')} and au.${a('academicYearId')} = ?
        order by au.${a('isActive')} desc, au.${a('selectedOn')} desc, au.${a('id')} desc limit 1) as audit_id
     ${from}
     order by lower(${y('title')}) asc, ${y('title')} asc, k.${c('courses', 'id')} asc
     limit ? offset ?`,
    [academicYearId, ...params, page.size, (page.page - 1) * page.size],
  );
  const [count] = await runSql<{ n: number | string }>(em, `select count(*) as n ${from}`, params);
  const auditIds = rows.map((r) => r.audit_id).filter((id) => id != null).map(Number);
  const audits = auditIds.length ? await em.find<AuditRow>(E.courseAudits, { id: { $in: auditIds } }) : [];
  const auditById = new Map((await auditsJson(em, audits)).map((j) => [j.courseAuditId, j]));
  const submissionIds = audits.map((x) => x.courseSubmissionId).filter((id): id is number => id != null);
  const submissions: { id: number; status: string; queueType: string }[] = submissionIds.length
    ? await em.find(E.courseSubmissions, { id: { $in: submissionIds } }, { fields: ['id', 'status', 'queueType'] })
    : [];
  const submissionById = new Map(submissions.map((s) => [s.id, { courseSubmissionId: s.id, status: s.status, queueType: s.queueType }]));
  const years = await runSql<{ id: number; name: string }>(
    em,
    `select distinct ay.${c('academicYears', 'id')} as id, ay.${c('academicYears', 'name')} as name, ay.${c('academicYears', 'startDate')} as start_date
     from ${t('courseYears')} y join ${t('courses')} k on k.${c('courses', 'id')} = ${y('courseId')}
     join ${t('academicYears')} ay on ay.${c('academicYears', 'id')} = ${y('academicYearId')}
     where k.${c('courses', 'institutionId')} = ? order by start_date desc`,
    [institutionId],
  );
  return {
    institutionId,
    name: publisher.name,
    isActive: publisher.isActive !== false,
    academicYearId,
    academicYear: year.name,
    years: years.map((r) => ({ academicYearId: Number(r.id), name: String(r.name) })),
    total: Number(count?.n ?? 0),
    result: rows.map((r) => {
      const audit = r.audit_id == null ? null : (auditById.get(Number(r.audit_id)) ?? null);
      return {
        courseId: Number(r.course_id),
        recordId: String(r.record_id),
        courseYearId: Number(r.course_year_id),
        title: String(r.title),
        audit,
        submission: audit?.courseSubmissionId != null ? (submissionById.get(audit.courseSubmissionId) ?? null) : null,
      };
    }),
  };
}
