// What an audit does to the review queues. A course selected for audit is reviewed in the Course Audit
// queue (domain map: review batches of queue type audit): its undecided submission of that year is
// linked to the audit, and moved from the main queue to the audit queue while nobody has taken it;
// without one, the audit opens a submission there (a revision, as the demo's publisher audits are).
// When the audit ends (removed, or cancelled on request) a submission nobody has taken leaves the
// audit queue again: withdrawn when the audit opened it, back to the main queue otherwise. One an
// analyst already holds stays where it is: that review goes on. Each step writes its course history line.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { recordCourseEvent } from '../review/queues/course-events.js';
import type { SubmissionRow, SubmissionStatus } from '../../resources/_rows.js';
import { E, type AuditRow } from './model.js';

/** Submission type "Revision" (seeds/lookups/courses.ts): what an audit asks of the course. */
export const AUDIT_SUBMISSION_TYPE_ID = 2;
const UNDECIDED: SubmissionStatus[] = ['inQueue', 'hold', 'inReview', 'secondReview'];

const untaken = (s: SubmissionRow) => s.status === 'inQueue' && s.assignedAnalystId == null;

export async function openAuditSubmission(
  tx: EntityManager,
  user: SessionUser,
  course: { id: number; institutionId: number },
  academicYearId: number,
  now: Date,
): Promise<{ courseSubmissionId: number; openedSubmission: boolean }> {
  const undecided = await tx.findOne<SubmissionRow>(E.courseSubmissions, { courseId: course.id, academicYearId, status: { $in: UNDECIDED } }, { orderBy: { submittedOn: 'desc', id: 'desc' } });
  if (undecided) {
    if (untaken(undecided) && undecided.queueType === 'main') {
      undecided.queueType = 'audit';
      recordCourseEvent(tx, undecided, { action: 'Selected for audit: moved to the Course Audit queue', userId: user.id, at: now });
    }
    return { courseSubmissionId: undecided.id, openedSubmission: false };
  }
  const opened = tx.create<SubmissionRow>(E.courseSubmissions, {
    courseId: course.id,
    academicYearId,
    institutionId: course.institutionId,
    submissionTypeId: AUDIT_SUBMISSION_TYPE_ID,
    scenario: 'revisionMajor',
    isExpressReview: false,
    submittedOn: now,
    status: 'inQueue',
    queueType: 'audit',
  });
  await tx.flush();
  recordCourseEvent(tx, opened, { action: 'Selected for audit: submitted to the Course Audit queue', userId: user.id, at: now });
  return { courseSubmissionId: opened.id, openedSubmission: true };
}

export async function closeAuditSubmission(tx: EntityManager, user: SessionUser, audit: AuditRow, now: Date, why: string): Promise<void> {
  if (audit.courseSubmissionId == null) return;
  const s = await tx.findOne<SubmissionRow>(E.courseSubmissions, { id: audit.courseSubmissionId });
  if (!s || !untaken(s) || s.queueType !== 'audit') return;
  if (audit.openedSubmission) s.status = 'withdrawn';
  else s.queueType = 'main';
  recordCourseEvent(tx, s, { action: `${why}: ${audit.openedSubmission ? 'audit submission withdrawn' : 'moved back to the main queue'}`, userId: user.id, at: now });
}
