// Values the accreditation resources, the accreditation calls (server/accreditation), the seed and
// the accreditation screens share (spec 2 §3, §4, §9).

/** accreditationStatusId (spec 2 §3); the ids are ours, the spec names only the states. */
export const ACCREDITATION_STATUSES = [
  { id: 1, name: 'Fully accredited' },
  { id: 2, name: 'Candidate' },
  { id: 3, name: 'Not accredited' },
] as const;

export const ACCREDITATION_STATUS = { fullyAccredited: 1, candidate: 2, notAccredited: 3 } as const;

/** An accreditation file's statusId (spec 2 §4: pending, then accepted or not accepted). */
export const ACCREDITATION_FILE_STATUSES = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'Accepted' },
  { id: 3, name: 'Not accepted' },
] as const;

export const FILE_STATUS = { pending: 1, accepted: 2, notAccepted: 3 } as const;

/** The rule set's names of the file statuses (rules/accreditation.json, fact fileStatus). */
export const FILE_STATUS_NAMES: Record<number, 'pending' | 'accepted' | 'notAccepted'> = { 1: 'pending', 2: 'accepted', 3: 'notAccepted' };


/** Reviewers of accreditation files (spec 2 §6) read and decide everything here. */
export const ACCREDITATION_ABILITY = 'AdminReviewAccreditation';

/**
 * The generic CRUD reads these records; it does not write them: every write goes through the spec's
 * calls (server/accreditation), which run the accreditation rule set and keep the files' contents.
 */
export const ACCREDITATION_ACCESS = {
  list: ACCREDITATION_ABILITY,
  show: ACCREDITATION_ABILITY,
  create: false,
  update: false,
  delete: false,
} as const;
