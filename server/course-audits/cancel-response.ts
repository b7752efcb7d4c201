// POST /api/Admin/SelfReported/Audit/AuditCancelResponse/ {courseId, response, reason, academicYearId?}
// answers a publisher's request to cancel the audit of a course: "approve" cancels the audit (its
// untaken submission leaves the audit queue), "reject" keeps it selected. The reason is stored with
// the answer; a rejection must give one (the publisher is told why). Answers the spec's success
// message and the audit (spec 1 §4, §8).
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest } from '../http/errors.js';
import { idValue, parseSpecBody, text } from '../courses/params.js';
import { AUDIT_CANCEL_RESPONSES, AUDIT_MESSAGES, type AuditCancelResponse } from '../../resources/_course-audits.js';
import { auditsJson } from './audit-json.js';
import type { CourseAuditJson } from '../../core/contract/self-reported.js';
import { closeAuditSubmission } from './audit-submission.js';
import { findRunningAudit, loadSelfReportedCourse } from './course.js';
import { E } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { queueCancellationAnswer } from '../notifications/workflow-notices.js';

const RESPONSES = AUDIT_CANCEL_RESPONSES.map((r) => r.id) as [AuditCancelResponse, ...AuditCancelResponse[]];
export const REJECT_REASON_MESSAGE = 'Say why the cancellation request is rejected.';

const responseBody = z
  .strictObject({
    courseId: idValue('a course'),
    response: z.enum(RESPONSES, { error: `Choose ${RESPONSES.join(' or ')}.` }),
    reason: text(4000),
    academicYearId: idValue('an academic year').optional(),
  })
  .refine((b) => b.response !== 'reject' || b.reason, { path: ['reason'], error: REJECT_REASON_MESSAGE });

export async function respondToCancellation(em: EntityManager, user: SessionUser, body: unknown): Promise<{ message: string; courseAudit: CourseAuditJson }> {
  const input = parseSpecBody(responseBody, body);
  const course = await loadSelfReportedCourse(em, input.courseId);
  const audit = await em.transactional(async (tx) => {
    await lockRecord(tx, E.institutions, course.institutionId);
    const a = await findRunningAudit(tx, course.id, input.academicYearId);
    if (!a || a.status !== 'cancellationRequested') throw badRequest('This course has no audit cancellation request waiting for an answer.', { courseId: ['No cancellation request waits.'] });
    const now = new Date();
    Object.assign(a, { response: input.response, responseReason: input.reason ?? null, respondedById: user.id, respondedOn: now });
    if (input.response === 'approve') {
      Object.assign(a, { status: 'cancelled', isActive: false });
      await closeAuditSubmission(tx, user, a, now, 'Audit cancelled on request');
    } else a.status = 'selected';
    await tx.flush();
    // the publisher is told the answer through the mail outbox, in this transaction
    await queueCancellationAnswer(tx, a, input.response, input.reason ?? null, user.id);
    return a;
  });
  return { message: AUDIT_MESSAGES.responded, courseAudit: (await auditsJson(em, [audit]))[0] };
}
