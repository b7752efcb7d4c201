// Values the registration resources, the registration calls (server/registrations), the seed and the
// registration screens share (spec 2 §3, §4, §5, §9). Ids are ours: the spec names only the states.

/** registrationTypeId: what is being registered. Re-registration is an online publisher's yearly renewal. */
export const REGISTRATION_TYPES = [
  { id: 1, name: 'School' },
  { id: 2, name: 'School network' },
  { id: 3, name: 'Program' },
  { id: 4, name: 'Online publisher' },
  { id: 5, name: 'Regional occupational center/program' },
  { id: 6, name: 'Online publisher re-registration' },
] as const;

export const REGISTRATION_TYPE = { school: 1, schoolNetwork: 2, program: 3, onlinePublisher: 4, rop: 5, reregistration: 6 } as const;

/** registrationStatusId (spec 2 §4). */
export const REGISTRATION_STATUSES = [
  { id: 1, name: 'Submitted' },
  { id: 2, name: 'In review' },
  { id: 3, name: 'Second review' },
  { id: 4, name: 'Waiting for update' },
  { id: 5, name: 'Approved' },
  { id: 6, name: 'Not approved' },
] as const;

export const REGISTRATION_STATUS = { submitted: 1, inReview: 2, secondReview: 3, waitingForUpdate: 4, approved: 5, notApproved: 6 } as const;

/** Editable in the detail screen (spec 2 §4); every other status is read-only, "review complete". */
export const EDITABLE_REGISTRATION_STATUSES: readonly number[] = [1, 2, 3];

/** recommendedActionId: what the first reviewer recommends to the second (rules/registration.json). */
export const RECOMMENDED_ACTIONS = [
  { id: 1, name: 'Approve' },
  { id: 2, name: 'Not approve' },
] as const;

export const RECOMMENDED_ACTION = { approve: 1, notApprove: 2 } as const;

/** What a review ended with. */
export const REGISTRATION_REVIEW_DECISIONS = [
  { id: 'secondReview', name: 'Sent to second review' },
  { id: 'waitingForUpdate', name: 'Update requested' },
  { id: 'approved', name: 'Approved' },
  { id: 'notApproved', name: 'Not approved' },
  { id: 'returned', name: 'Exited back to second review' },
] as const;

/** attachmentTypeId of a registration's files (spec 2 §9: two letters of intent are expected). */
export const ATTACHMENT_TYPES = [
  { id: 1, name: 'Letter of intent' },
  { id: 2, name: 'Accreditation letter' },
  { id: 3, name: 'Signed agreement' },
  { id: 4, name: 'Program description' },
  { id: 5, name: 'Course catalogue' },
  { id: 6, name: 'Other' },
] as const;

export const ATTACHMENT_TYPE = { letterOfIntent: 1, accreditationLetter: 2, signedAgreement: 3, programDescription: 4, courseCatalogue: 5, other: 6 } as const;

/** Spec 2 §9. */
export const LETTERS_OF_INTENT_EXPECTED = 2;
export const AGREEMENT_LETTERS_CHECKED = 2;
export const REGISTRATION_PAGE_SIZE = 25;

/** The sections of a registration, each saved on its own call (POST /api/admin/registration/{id}/{section}). */
export const REGISTRATION_SECTIONS = [
  'generalInformation',
  'accreditation',
  'schoolType',
  'contactInformation',
  'onlineSelfAssessment',
  'programInformation',
  'programStructure',
  'certification',
  'programSchools',
] as const;

/** The sections each registration type shows, in screen order; attachments is a list of files, not a document. */
export const SECTIONS_SHOWN: Record<number, readonly (typeof REGISTRATION_SECTIONS[number] | 'attachments')[]> = {
  [REGISTRATION_TYPE.school]: ['generalInformation', 'accreditation', 'schoolType', 'contactInformation', 'certification', 'attachments'],
  [REGISTRATION_TYPE.schoolNetwork]: ['generalInformation', 'contactInformation', 'certification', 'attachments', 'programSchools'],
  [REGISTRATION_TYPE.program]: ['generalInformation', 'contactInformation', 'programInformation', 'programStructure', 'certification', 'attachments', 'programSchools'],
  [REGISTRATION_TYPE.rop]: ['generalInformation', 'contactInformation', 'programInformation', 'programStructure', 'certification', 'attachments', 'programSchools'],
  [REGISTRATION_TYPE.onlinePublisher]: ['generalInformation', 'accreditation', 'contactInformation', 'onlineSelfAssessment', 'certification', 'attachments'],
  [REGISTRATION_TYPE.reregistration]: ['generalInformation', 'accreditation', 'contactInformation', 'onlineSelfAssessment', 'certification', 'attachments'],
};

export const REGISTRATION_ABILITY = 'AdminReviewInstitutionRegistration';
export const REGISTRATION_SECOND_REVIEW_ABILITY = 'AdminRegistrationSecondReview';

/**
 * The generic CRUD reads these records; it does not write them: every write goes through the spec's
 * calls (server/registrations), which validate each section, run the registration rule set and keep
 * the attachments' bytes.
 */
export const REGISTRATION_ACCESS = {
  list: REGISTRATION_ABILITY,
  show: REGISTRATION_ABILITY,
  create: false,
  update: false,
  delete: false,
} as const;
