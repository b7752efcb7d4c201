// The course history lines the queue calls write (spec 3 §3 "history events"): one per workflow step,
// in the same transaction as the step and its audit entries.
import type { EntityManager } from '@mikro-orm/postgresql';
import { E, type SubmissionRow } from './model.js';

export function recordCourseEvent(
  tx: EntityManager,
  submission: SubmissionRow,
  event: { action: string; userId: number; isSecondReview?: boolean; at: Date },
): void {
  tx.create(E.courseEvent, {
    courseId: submission.courseId,
    academicYearId: submission.academicYearId,
    courseSubmissionId: submission.id,
    action: event.action,
    userId: event.userId,
    actionDate: event.at,
    isSecondReview: event.isSecondReview ?? false,
  });
}
