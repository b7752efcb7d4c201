// Reassigning from the search results (spec 1 §4: only In Queue and In Review results can be
// reassigned) through the submitted queue's assign dialog and its rules: a course nobody has is
// assigned (AdminAssign), one in review reassigned (AdminReassign).
import { modeOf, type Mode } from '../review-submitted/assignment.js';
import type { AssignedCourse } from '../review-submitted/AssignDialog.js';
import type { ResultRow } from '../../core/contract/course-search.js';
import type { Wire } from '../../core/contract/wire.js';

export const REASSIGNABLE_STATUSES = ['inQueue', 'inReview'] as const;

export interface Abilities {
  canAssign: boolean;
  canReassign: boolean;
}

/** The row's action, or undefined when it cannot be moved or the user may not. */
export function rowMode(row: Wire<ResultRow>, abilities: Abilities): Mode | undefined {
  const status = row.submissionStatus;
  if (row.courseSubmissionId === null || !status || !(REASSIGNABLE_STATUSES as readonly string[]).includes(status)) return undefined;
  return modeOf([{ assignedAnalystId: row.assignedAnalystId, status }], abilities);
}

/** The row as the assign dialog reads it: its submission, title, record number and institution. */
export function dialogRow(row: Wire<ResultRow>): AssignedCourse {
  return { courseSubmissionId: row.courseSubmissionId!, title: row.title, recordId: row.recordId, institutionName: row.institutionName };
}
