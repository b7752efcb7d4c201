// POST /api/Admin/SelfReported/Audit/Remove/ {courseId, scope, academicYearId?} ends a running audit:
// scope "course" this course's, scope "all" every running audit of the course's publisher in that
// year (spec 1 §4). In one transaction with the publisher's row locked; each audit removed keeps who
// and when, and its untaken submission leaves the audit queue (audit-submission.ts). Answers the
// spec's success message, with its note when every course was chosen (spec 1 §8).
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest } from '../http/errors.js';
import { idValue, parseSpecBody } from '../courses/params.js';
import { AUDIT_MESSAGES, AUDIT_REMOVAL_SCOPES, type AuditRemovalScope } from '../../resources/_course-audits.js';
import { auditsJson } from './audit-json.js';
import type { CourseAuditJson, RemoveAnswer } from '../../core/contract/self-reported.js';
import { closeAuditSubmission } from './audit-submission.js';
import { findRunningAudit, loadSelfReportedCourse } from './course.js';
import { E, type AuditRow } from './model.js';
import { lockRecord } from '../db/table-names.js';

const SCOPES = AUDIT_REMOVAL_SCOPES.map((s) => s.id) as [AuditRemovalScope, ...AuditRemovalScope[]];

const removeBody = z.strictObject({
  courseId: idValue('a course'),
  scope: z.enum(SCOPES, { error: `Choose ${SCOPES.join(' or ')}.` }),
  academicYearId: idValue('an academic year').optional(),
});

export async function removeFromAudit(em: EntityManager, user: SessionUser, body: unknown): Promise<RemoveAnswer> {
  const input = parseSpecBody(removeBody, body);
  const course = await loadSelfReportedCourse(em, input.courseId);
  const removed = await em.transactional(async (tx) => {
    await lockRecord(tx, E.institutions, course.institutionId);
    const audit = await findRunningAudit(tx, course.id, input.academicYearId);
    if (!audit) throw badRequest('This course is not selected for audit.', { courseId: ['Not selected for audit.'] });
    const targets =
      input.scope === 'course'
        ? [audit]
        : await tx.find<AuditRow>(E.courseAudits, { institutionId: course.institutionId, academicYearId: audit.academicYearId, isActive: true }, { orderBy: { title: 'asc', id: 'asc' }, refresh: true });
    const now = new Date();
    for (const a of targets) {
      Object.assign(a, { status: 'removed', isActive: false, removalScope: input.scope, removedById: user.id, removedOn: now });
      await closeAuditSubmission(tx, user, a, now, 'Removed from audit');
    }
    await tx.flush();
    return targets;
  });
  return { message: AUDIT_MESSAGES.removed, note: input.scope === 'all' ? AUDIT_MESSAGES.removedAllNote : null, scope: input.scope, removed: await auditsJson(em, removed) };
}
