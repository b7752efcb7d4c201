// The section documents of a demo registration, each in the exact shape docs/registrations.md gives
// ("Section documents"), and which sections each registration type shows. Pure: no database access.
import type { Phone } from '../../core/contract/registrations.js';

export type SectionName =
  | 'generalInformation'
  | 'accreditation'
  | 'schoolType'
  | 'contactInformation'
  | 'onlineSelfAssessment'
  | 'programInformation'
  | 'programStructure'
  | 'certification'
  | 'programSchools'
  | 'attachments';


/** docs/registrations.md "Sections shown per type" (one table for the server and the seed). */
export { SECTIONS_SHOWN } from '../../resources/_registrations.js';

export interface GeneralInformation {
  institutionName: string;
  cdsCode: string | null;
  atpCode: string | null;
  streetAddress: string;
  streetCity: string;
  streetState: string;
  streetZip: string | null;
  countyId: number | null;
  phone: string;
  website: string;
  isPrivateSchool: boolean;
  isCharterSchool: boolean;
  districtId: number | null;
  otherDistrictName: string | null;
  schoolNetworkId: number | null;
  governanceId: number | null;
  lowestGrade: number;
  highestGrade: number;
  institutionOperatingScheduleId: number | null;
  openDate: string | null;
}

export interface Accreditation {
  accreditationStatusId: number;
  accreditingOrganizationId: number | null;
  accreditationExpirationDate: string | null;
  accreditationExplanation: string | null;
  accreditationLetterShown: boolean;
  letterEndDay: number | null;
  letterEndMonth: number | null;
  letterEndYear: number | null;
}

export interface SchoolType {
  schoolTypeId: number;
  otherSchoolType: string | null;
  isOnlineSchool: boolean;
  isIndependentStudy: boolean;
  isTraditional: boolean;
}

export interface Contact {
  firstName: string;
  lastName: string;
  positionId: number | null;
  email: string;
  phone: Phone;
}

export interface ContactInformation {
  headContact: Contact;
  courseListManager: Contact;
}

export interface OnlineSelfAssessment {
  completedOn: string | null;
  answers: { questionId: number; question: string; answer: 'yes' | 'no' | 'partly'; comment: string | null }[];
}

export interface ProgramInformation {
  programTypeId: number;
  campusLocation: string;
  universityCampusId: number | null;
  connectedProgramId: number | null;
  description: string;
  website: string | null;
}

export interface ProgramStructure {
  lowestGrade: number;
  highestGrade: number;
  institutionOperatingScheduleId: number | null;
  hoursPerWeek: number;
  weeksPerYear: number;
  deliveryModes: ('classroom' | 'online')[];
  description: string;
}

export interface Certification {
  certifiedByName: string;
  certifiedByTitle: string;
  certifiedOn: string;
  agreementLetters: { id: number; title: string; checked: boolean }[];
}

export interface ProgramSchools {
  schools: { institutionId: number; name: string; cdsCode: string | null; city: string | null }[];
}

/** The agreement letters an applicant certifies (spec 2 §9: exactly two are checked). */
export const AGREEMENT_LETTERS = [
  { id: 1, title: 'UC a-g course list agreement: courses listed are taught as approved' },
  { id: 2, title: 'Certification that the information in this registration is accurate' },
];

/** The online self-assessment's questions, as the public site asks them of online publishers. */
export const SELF_ASSESSMENT_QUESTIONS = [
  { questionId: 1, question: 'Does each course have a full course outline aligned with its a-g subject area?' },
  { questionId: 2, question: 'Are courses taught by a credentialed or qualified instructor of record?' },
  { questionId: 3, question: 'Do students interact with the instructor at least weekly?' },
  { questionId: 4, question: 'Are laboratory science courses given hands-on or simulated laboratory activities for at least 20% of class time?' },
  { questionId: 5, question: 'Are final assessments proctored or otherwise verified?' },
  { questionId: 6, question: 'Are course materials accessible to students with disabilities (WCAG 2.1 AA)?' },
];

const PARTLY_COMMENTS = [
  'Weekly live sessions in most courses; two electives use asynchronous feedback only.',
  'Proctoring is in place for the core courses and being extended to electives this year.',
  'Most materials pass an accessibility audit; the remaining videos are being captioned.',
  'Simulations cover the labs; hands-on kits are shipped for chemistry only.',
];

/** The answers of an online self-assessment: `partly` on the questions named, yes elsewhere. */
export function selfAssessment(completedOn: string | null, partly: readonly number[] = []): OnlineSelfAssessment {
  return {
    completedOn,
    answers: SELF_ASSESSMENT_QUESTIONS.map((q, i) => ({
      ...q,
      answer: partly.includes(q.questionId) ? 'partly' : 'yes',
      comment: partly.includes(q.questionId) ? PARTLY_COMMENTS[i % PARTLY_COMMENTS.length] : null,
    })),
  };
}

export function certification(certifiedByName: string, certifiedByTitle: string, certifiedOn: string): Certification {
  return { certifiedByName, certifiedByTitle, certifiedOn, agreementLetters: AGREEMENT_LETTERS.map((l) => ({ ...l, checked: true })) };
}

/** A domestic number is the ten digits; an international one keeps its written form. */
export function phone(written: string | null, extension: string | null, international: string | null = null): Phone {
  if (international) return { number: null, extension: null, isInternational: true, internationalNumber: international };
  return { number: (written ?? '').replace(/\D/g, '').slice(-10), extension, isInternational: false, internationalNumber: null };
}
