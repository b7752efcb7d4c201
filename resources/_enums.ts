// Fixed value lists that several resources, the override handlers and the seeds share.

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
  { id: 1, name: 'Revision feedback' },
  { id: 2, name: 'Approval feedback' },
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
  { id: '-1', name: '-1 – General approval feedback' },
] as const;

/** Kinds of staff account (domain.md: external institution user, UC office user, analyst). */
export const USER_KINDS = [
  { id: 'external', name: 'Institution user' },
  { id: 'ucop', name: 'UC office (UCOP)' },
  { id: 'analyst', name: 'Analyst' },
] as const;
