// Every change a course call makes runs here: one transaction holding the change, the audit entries
// the flush subscriber writes for each row, and one line of the course's history (course-events).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { lockRow, assertVersion } from '../crud/row-version.js';
import { E, R, type CourseYearRow } from './model.js';
import { loadCourseYear } from './load.js';

export interface HistoryLine {
  courseId: number;
  academicYearId?: number | null;
  action: string;
}

/**
 * Runs `work` in a transaction and records what it did in the course history. `work` returns its
 * answer and the history lines (one per course it touched; a copy to another school touches two).
 */
export async function courseWrite<T>(em: EntityManager, user: SessionUser, work: (tx: EntityManager) => Promise<{ answer: T; history: HistoryLine[] }>): Promise<T> {
  return em.transactional(async (tx) => {
    const { answer, history } = await work(tx);
    const now = new Date();
    for (const line of history)
      tx.create(E.courseEvents, { courseId: line.courseId, academicYearId: line.academicYearId ?? null, courseSubmissionId: null, action: line.action, userId: user.id, actionDate: now, isSecondReview: false });
    await tx.flush();
    return answer;
  });
}

/**
 * Takes the course year's row lock for the rest of the transaction and re-reads it, so two
 * administrators editing the same course year take turns; a caller that names the version it read
 * (rowVersion) is refused with 409 when the other one saved first.
 */
export async function lockCourseYear(tx: EntityManager, courseId: number, academicYearId: number, expectedVersion: number | undefined): Promise<CourseYearRow> {
  const found = await loadCourseYear(tx, courseId, academicYearId);
  await lockRow(tx, R.courseYears, found.id);
  const courseYear = (await tx.refresh(found)) ?? found;
  assertVersion(courseYear, expectedVersion);
  return courseYear;
}

/** Marks the course year as changed: its version rises even when only its disciplines or materials changed. */
export function touch(courseYear: CourseYearRow): void {
  courseYear.updatedOn = new Date();
}
