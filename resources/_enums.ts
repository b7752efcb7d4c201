// Fixed value lists that several resources, the override handlers and the seeds share.
import { APPROVAL_FEEDBACK_SECTION, APPROVAL_FEEDBACK_TYPE, REVISION_FEEDBACK_TYPE } from '../core/spec-constants.js';

/** Institution types of spec 1 §9 (filters) and spec 2 §1. Ids are ours; the spec does not show them. */
export const INSTITUTION_TYPES = [
  { id: 1, name: 'School' },
  { id: 2, name: 'Online school' },
  { id: 3, name: 'Program' },
  { id: 4, name: 'Online publisher' },
  { id: 5, name: 'District' },
  { id: 6, name: 'School network' },
  { id: 7, name: 'Regional occupational center/program' },
  { id: 8, name: 'Extended learning program' },
] as const;

export const INSTITUTION_TYPE = {
  school: 1,
  onlineSchool: 2,
  program: 3,
  onlinePublisher: 4,
  district: 5,
  schoolNetwork: 6,
  rop: 7,
  extendedLearning: 8,
} as const;

/** Feedback statement types (spec 3 §3: reviewStatementTypeId 1 or 2). */
export const REVIEW_STATEMENT_TYPES = [
  { id: REVISION_FEEDBACK_TYPE, name: 'Revision feedback' },
  { id: APPROVAL_FEEDBACK_TYPE, name: 'Approval feedback' },
] as const;

/** Review statement sections (spec 3 §3); -1 is the general feedback given with an approval. */
export const REVIEW_SECTIONS = [
  { id: '0', name: '0 – General / course information' },
  { id: '2', name: '2 – Course description and prerequisites' },
  { id: '3', name: '3 – Course content' },
  { id: '3a', name: '3a – Unit content' },
  { id: '3b', name: '3b – Assignments' },
  { id: '3c', name: '3c – Assessments' },
  { id: '4', name: '4 – Course materials' },
  { id: APPROVAL_FEEDBACK_SECTION, name: 'General approval feedback' },
] as const;

/** A section's heading: "Section 3a – Unit content"; the approval feedback (-1) is no numbered section of the course. */
export function reviewSectionTitle(id: string): string {
  const section = REVIEW_SECTIONS.find((s) => s.id === id);
  if (!section) return 'Other feedback';
  return section.id === APPROVAL_FEEDBACK_SECTION ? section.name : `Section ${section.name}`;
}

/** Kinds of staff account (domain.md: external institution user, UC office user, analyst). */
/** The kind of an institution's own account: it never holds a back-office ability (docs/decisions.md, "Accounts"). */
export const INSTITUTION_USER_KIND = 'external';

export const USER_KINDS = [
  { id: 'external', name: 'Institution user' },
  { id: 'ucop', name: 'UC office (UCOP)' },
  { id: 'analyst', name: 'Analyst' },
] as const;

/** How a course came to be submitted (docs/courses-and-review.md; spec: `scenario`). */
export const SUBMISSION_SCENARIOS = [
  { id: 'new', name: 'New course' },
  { id: 'revisionMinor', name: 'Minor revision (basic info only)' },
  { id: 'revisionMajor', name: 'Major revision (content changed)' },
  { id: 'resubmission', name: 'Resubmission after Not Approved' },
  { id: 'districtVersion', name: 'District version' },
  { id: 'adoption', name: 'Course adoption' },
] as const;

/** Where a submission stands. inQueue: submitted, no analyst; inReview: assigned; hold: parked by an administrator. */
export const SUBMISSION_STATUSES = [
  { id: 'inQueue', name: 'In queue' },
  { id: 'inReview', name: 'In review' },
  { id: 'secondReview', name: 'Second review' },
  { id: 'hold', name: 'Hold' },
  { id: 'approved', name: 'Approved' },
  { id: 'notApproved', name: 'Not approved' },
  { id: 'withdrawn', name: 'Withdrawn' },
] as const;

/** The review queues a submission or a batch sits in. */
export const QUEUE_TYPES = [
  { id: 'main', name: 'Main' },
  { id: 'audit', name: 'Audit' },
  { id: 'second', name: '2nd review' },
  { id: 'hold', name: 'Hold' },
] as const;

/** An analyst's decision on a submission (null while undecided). */
export const REVIEW_DECISIONS = [
  { id: 'approved', name: 'Approved' },
  { id: 'notapproved', name: 'Not approved' },
  { id: 'secondreview', name: 'Sent to 2nd review' },
] as const;

/** Who archived a course offering (spec: courseOfferingArchivedTypeId). */
export const COURSE_OFFERING_ARCHIVED_TYPES = [
  { id: 1, name: 'Archived by the institution' },
  { id: 2, name: 'Archived by the office' },
  // set by closing the institution's year; reopening activates these again (docs/institutions.md)
  { id: 3, name: 'Archived when the institution closed' },
] as const;

/** Minutes an opened review stays claimed by its analyst; the open screen renews the claim every minute. */
export const REVIEW_LEASE_MINUTES = 5;
