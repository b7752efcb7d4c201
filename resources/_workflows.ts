// The workflows that alone set some fields (spec constants). A field says `ownedBy: <workflow>`; the
// generic paths (REST, spec aliases, /ops) refuse to write it, naming the workflow and what to use
// instead, and the generated screens show it read-only (docs/workflow-owned-fields.md). A workflow
// whose rule set decides fields lists them in `decides`: the start-up check (MODEL020) refuses a model
// in which one of them is not owned by it.
import type { Workflow } from '../core/model/define.js';

/** An analyst's decision on a course submission, allowed by the review-decision rules (spec 3 §5). */
export const REVIEW_WORKFLOW = {
  name: 'review',
  use: 'use Approve / Not approve on the review screen',
  ruleSet: 'review-decision',
  decides: {
    'course-submission-reviews': ['decision', 'decidedOn', 'rubricValue', 'ruleSetVersionId', 'explanation'],
    'course-submissions': ['status', 'decidedOn'],
  },
} as const satisfies Workflow;

/** Correcting a recorded decision: audited, with a reason (docs/decisions.md). */
export const REVERSAL_WORKFLOW = {
  name: 'decision reversal',
  use: 'use Reverse decision on the completed review',
} as const satisfies Workflow;

/** Opening a review claims it for a while, so two analysts never decide the same course at once. */
export const REVIEW_CLAIM_WORKFLOW = {
  name: 'review claim',
  use: 'the review screen claims a review when an analyst opens it',
} as const satisfies Workflow;

/** Which analyst, batch and queue a submission is in (spec 3 §3, the review queues). */
export const ASSIGNMENT_WORKFLOW = {
  name: 'assignment',
  use: 'use Assign or Reassign to queue on the review queues',
} as const satisfies Workflow;

/** Accepting or not accepting an accreditation file, allowed by the accreditation rules (spec 2 §4). */
export const ACCREDITATION_WORKFLOW = {
  name: 'accreditation review',
  use: 'use Accept file / Do not accept on the accreditation review screen',
  ruleSet: 'accreditation',
  decides: {
    'accreditation-files': ['statusId', 'newExpirationDate', 'decisionComment', 'decidedById', 'decidedOn', 'explanation'],
  },
} as const satisfies Workflow;

/** What an uploaded file is: read from the bytes the upload received. */
export const FILE_UPLOAD_WORKFLOW = {
  name: 'file upload',
  use: "upload the file again on the institution's accreditation screen",
} as const satisfies Workflow;

/** A registration's review, sent to second review and decided by the registration rules (spec 2 §4). */
export const REGISTRATION_WORKFLOW = {
  name: 'registration review',
  use: 'use Send to 2nd review / Approve / Not approve on the registration review screen',
  ruleSet: 'registration',
  decides: {
    'registration-reviews': ['recommendedActionId', 'decision', 'decidedOn', 'decidedById', 'ruleSetVersionId', 'explanation'],
    registrations: ['registrationStatusId', 'decidedOn'],
  },
} as const satisfies Workflow;

/** Selecting a publisher's course for audit, its cancellation requests and removal (spec 1 §4 "Audit"). */
export const COURSE_AUDIT_WORKFLOW = {
  name: 'course audit',
  use: "use Select for audit, Approve request / Reject request or Remove on the publisher's course audits",
} as const satisfies Workflow;

export const WORKFLOWS: readonly Workflow[] = [
  REVIEW_WORKFLOW,
  REVERSAL_WORKFLOW,
  REVIEW_CLAIM_WORKFLOW,
  ASSIGNMENT_WORKFLOW,
  ACCREDITATION_WORKFLOW,
  FILE_UPLOAD_WORKFLOW,
  REGISTRATION_WORKFLOW,
  COURSE_AUDIT_WORKFLOW,
];
