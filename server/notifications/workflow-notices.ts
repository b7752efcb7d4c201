// The notifications of the workflows (issue 11 §3), each queued in the transaction of its change:
// course review decisions and reversals, course audit selections and cancellation answers,
// accreditation file decisions. The workflow calls one function with its stored rows; the
// recipients and placeholders are read here (docs/notifications.md has the table).
import type { EntityManager } from '@mikro-orm/postgresql';
import { enqueueNotification } from './enqueue.js';
import { academicYearName, courseTitle, deadlineOf, institutionAudience } from './facts.js';
import { dayLongWords } from '../../core/time/office-time.js';

interface SubmissionFacts {
  id: number;
  courseId: number;
  academicYearId: number;
  institutionId: number;
}

/** The template of an approved or not-approved review's notice. */
export const reviewDecisionTemplate = (decision: 'approved' | 'notapproved') => (decision === 'approved' ? 'course-review-approved' : 'course-review-not-approved');

/**
 * An approved or not-approved review: course-review-approved / course-review-not-approved to the
 * institution's contacts, held `holdSeconds` before it is sent (the analyst may still undo the decision).
 */
export async function queueReviewDecision(tx: EntityManager, submission: SubmissionFacts, decision: 'approved' | 'notapproved', actingUserId: number, holdSeconds = 0): Promise<number[]> {
  const audience = await institutionAudience(tx, submission.institutionId);
  const title = await courseTitle(tx, submission.courseId, submission.academicYearId);
  return enqueueNotification(tx, {
    templateKey: reviewDecisionTemplate(decision),
    to: audience.to,
    placeholders: {
      institutionName: audience.institutionName,
      academicYear: await academicYearName(tx, submission.academicYearId),
      courseTitle: title,
      ...(decision === 'notapproved' ? { deadline: await deadlineOf(tx, 'submission') } : {}),
    },
    courses: [{ courseTitle: title }],
    actingUserId,
    entity: 'course-submissions',
    entityId: submission.id,
    holdSeconds,
  });
}

/** A reversed decision: decision-reversed with the reason. */
export async function queueDecisionReversal(tx: EntityManager, submission: SubmissionFacts, reason: string, actingUserId: number): Promise<number[]> {
  const audience = await institutionAudience(tx, submission.institutionId);
  return enqueueNotification(tx, {
    templateKey: 'decision-reversed',
    to: audience.to,
    placeholders: {
      institutionName: audience.institutionName,
      academicYear: await academicYearName(tx, submission.academicYearId),
      courseTitle: await courseTitle(tx, submission.courseId, submission.academicYearId),
      decisionReversalReason: reason,
    },
    actingUserId,
    entity: 'course-submissions',
    entityId: submission.id,
  });
}

interface AuditFacts {
  id: number;
  courseId: number;
  academicYearId: number;
  institutionId: number;
  title: string;
}

/** A self-reported course selected for audit: program-course-audit to the publisher's contacts. */
export async function queueAuditSelection(tx: EntityManager, audit: AuditFacts, actingUserId: number): Promise<number[]> {
  const audience = await institutionAudience(tx, audit.institutionId);
  return enqueueNotification(tx, {
    templateKey: 'program-course-audit',
    to: audience.to,
    placeholders: {
      programName: audience.institutionName,
      institutionName: audience.institutionName,
      academicYear: await academicYearName(tx, audit.academicYearId),
      courseTitle: audit.title,
      deadline: await deadlineOf(tx, 'audit'),
    },
    courses: [{ courseTitle: audit.title }],
    actingUserId,
    entity: 'course-audits',
    entityId: audit.id,
  });
}

export const CANCELLATION_APPROVED = 'Your request was approved: the course is no longer selected for audit.';
export const cancellationRejected = (reason: string) => `Your request was rejected: the course stays selected for audit. Reason: ${reason}`;

/** An answered audit cancellation request: audit-cancellation-answered, the answer and its reason in {{reason}}. */
export async function queueCancellationAnswer(tx: EntityManager, audit: AuditFacts, response: 'approve' | 'reject', reason: string | null, actingUserId: number): Promise<number[]> {
  const audience = await institutionAudience(tx, audit.institutionId);
  const answer = response === 'approve' ? CANCELLATION_APPROVED + (reason ? ` ${reason}` : '') : cancellationRejected(reason ?? '');
  return enqueueNotification(tx, {
    templateKey: 'audit-cancellation-answered',
    to: audience.to,
    placeholders: {
      programName: audience.institutionName,
      institutionName: audience.institutionName,
      academicYear: await academicYearName(tx, audit.academicYearId),
      courseTitle: audit.title,
      reason: answer,
    },
    actingUserId,
    entity: 'course-audits',
    entityId: audit.id,
  });
}

/** An accreditation file accepted or not accepted: accreditation-file-decided to the institution's contacts. */
export async function queueAccreditationDecision(
  tx: EntityManager,
  file: { id: number; institutionId: number; accepted: boolean; expirationDate: string | null; comment: string | null },
  actingUserId: number,
): Promise<number[]> {
  const audience = await institutionAudience(tx, file.institutionId);
  const reason = file.accepted
    ? `The accreditation file was accepted${file.expirationDate ? `; the accreditation is recorded until ${dayLongWords(file.expirationDate) || file.expirationDate}` : ''}.${file.comment ? ` ${file.comment}` : ''}`
    : `The accreditation file was not accepted. ${file.comment ?? ''}`.trim();
  return enqueueNotification(tx, {
    templateKey: file.accepted ? 'accreditation-accepted' : 'accreditation-not-accepted',
    to: audience.to,
    placeholders: { institutionName: audience.institutionName, reason },
    actingUserId,
    entity: 'accreditation-files',
    entityId: file.id,
  });
}
