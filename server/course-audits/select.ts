// POST /api/Admin/SelfReported/Audit/{courseId}/ [{academicYearId, title}] selects a self-reported
// course for audit in a year (default: its latest year); the audit's title is the course's title of
// that year unless one is given. In one transaction, with the publisher's row locked so two selections
// for one publisher take turns: the course must have that year and no running audit, and no running
// audit of the publisher in that year may carry the same title (case aside): refused with the
// server's own message, which the screen shows (spec 1 §4, §8). The course's submission joins the
// Course Audit queue (audit-submission.ts). Answers the audit (201).
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest } from '../http/errors.js';
import { idValue, parseSpecBody, requiredText } from '../courses/params.js';
import { auditsJson } from './audit-json.js';
import type { CourseAuditJson } from '../../core/contract/self-reported.js';
import { openAuditSubmission } from './audit-submission.js';
import { findRunningAudit, loadSelfReportedCourse } from './course.js';
import { OwnMessageError } from './failures.js';
import { E, runSql, sqlNames, type AuditRow } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { loadYear } from './publisher.js';
import { queueAuditSelection } from '../notifications/workflow-notices.js';

const selectBody = z.strictObject({ academicYearId: idValue('an academic year').optional(), title: requiredText(200).optional() });

export const duplicateTitleMessage = (title: string, publisher: string, year: string) =>
  `A course audit titled "${title}" is already running for ${publisher} in ${year}. Give this audit another title.`;

/** The course's title in a year, and which year: the one asked for, or its latest. */
async function courseYear(em: EntityManager, courseId: number, academicYearId: number | undefined): Promise<{ academicYearId: number; title: string }> {
  const { t, c } = sqlNames(em);
  const y = (p: string) => `y.${c('courseYears', p)}`;
  const [row] = await runSql<{ year_id: number; title: string }>(
    em,
    `select ${y('academicYearId')} as year_id, ${y('title')} as title from ${t('courseYears')} y
     join ${t('academicYears')} ay on ay.${c('academicYears', 'id')} = ${y('academicYearId')}
     where ${y('courseId')} = ?${academicYearId !== undefined ? ` and ${y('academicYearId')} = ?` : ''}
     order by ay.${c('academicYears', 'startDate')} desc limit 1`,
    academicYearId !== undefined ? [courseId, academicYearId] : [courseId],
  );
  if (!row) throw badRequest('The course has no record for this academic year.', { academicYearId: ['The course is not offered in this academic year.'] });
  return { academicYearId: Number(row.year_id), title: String(row.title) };
}

export async function selectForAudit(em: EntityManager, user: SessionUser, courseId: number, body: unknown): Promise<CourseAuditJson> {
  const input = parseSpecBody(selectBody, body);
  const course = await loadSelfReportedCourse(em, courseId);
  if (input.academicYearId !== undefined) await loadYear(em, input.academicYearId);
  const audit = await em.transactional(async (tx) => {
    await lockRecord(tx, E.institutions, course.institutionId);
    const year = await courseYear(tx, courseId, input.academicYearId);
    if (await findRunningAudit(tx, courseId, year.academicYearId)) throw badRequest('This course is already selected for audit for this academic year.', { courseId: ['Already selected for audit.'] });
    const title = input.title ?? year.title;
    const { t, c } = sqlNames(tx);
    const a = (p: string) => c('courseAudits', p);
    const [clash] = await runSql(
      tx,
      `select 1 from ${t('courseAudits')} where ${a('institutionId')} = ? and ${a('academicYearId')} = ? and ${a('isActive')} and lower(${a('title')}) = lower(?)`,
      [course.institutionId, year.academicYearId, title],
    );
    if (clash) {
      const message = duplicateTitleMessage(title, course.publisher.name, (await loadYear(tx, year.academicYearId)).name);
      throw new OwnMessageError(400, message, { title: [message] });
    }
    const now = new Date();
    const submission = await openAuditSubmission(tx, user, course, year.academicYearId, now);
    const row = tx.create<AuditRow>(E.courseAudits, {
      courseId,
      academicYearId: year.academicYearId,
      institutionId: course.institutionId,
      title,
      status: 'selected',
      isActive: true,
      ...submission,
      selectedById: user.id,
      selectedOn: now,
    });
    await tx.flush();
    // the publisher is told through the mail outbox, in this transaction
    await queueAuditSelection(tx, row, user.id);
    return row;
  });
  return (await auditsJson(em, [audit]))[0];
}
