// One line of the course's history (course-events, spec 3 §3 "history events") for each workflow
// step the review screen takes: decided, sent to second review, removed from a batch, reversed.
// It is written in the step's own transaction, so the history never shows a step that did not happen.
import type { EntityManager } from '@mikro-orm/postgresql';
import courseEvents from '../../../resources/course-events.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { ReviewRow, SubmissionRow } from './rows.js';

export function addHistory(tx: EntityManager, user: SessionUser, submission: SubmissionRow, review: ReviewRow, action: string, actionDate: Date): void {
  tx.create(courseEvents.entity, {
    courseId: submission.courseId,
    academicYearId: submission.academicYearId,
    courseSubmissionId: submission.id,
    action,
    userId: user.id,
    actionDate,
    isSecondReview: review.isSecondReview,
  });
}
