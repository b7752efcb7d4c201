// The facts each rule set's rules may name, as declared: what the screens call each fact, what it
// holds in a sentence, its type and whether the server derives it. Pure data: the server's facts
// modules (server/rules/facts/<set>.ts) add how derived facts are made, and the screens read the
// labels without loading the rules engine (the rule editor's vocabulary call, a completed review's
// explanation).

import { OTHER_DISTRICT_ID, WASC_ORGANIZATION_ID } from '../spec-constants.js';
import { MIN_APPROVAL_DEFAULT } from './min-approval.js';

export type FactType = 'number' | 'string' | 'boolean' | 'date' | 'list';

export interface FactDef {
  /** what the screens call it ("Rubric value"), never its name (checked at start-up, server/rules/check.ts) */
  label: string;
  type: FactType;
  /** what it holds, in a sentence: the rule editor's help under the fact */
  description: string;
  /**
   * computed by the server from the other facts, settings or the date: a caller of evaluate cannot
   * give it (only the rule editor's test cases and the simulation's recorded facts set it)
   */
  derived?: boolean;
  /** values an editor can choose from */
  values?: readonly (string | number)[];
}


/** Each rule set's facts, by the rule set's name (rules/<name>.json). */
export const RULE_SET_FACTS = {
  // spec 3 §5
  'review-decision': {
    decision: { label: 'Decision', type: 'string', description: 'The decision asked for', values: ['approved', 'notapproved', 'secondreview'] },
    rubricValue: { label: 'Rubric value', type: 'number', description: 'Rubric value the analyst set (0–5)' },
    feedbackCount: { label: 'Feedback statements checked', type: 'number', description: 'How many feedback statements the analyst checked' },
    exclusionCount: { label: 'Properties excluded from the revision', type: 'number', description: 'How many properties the analyst excluded from the revision' },
    minApprovalValue: { label: 'Minimum approval value', type: 'number', description: `Minimum rubric value for approval (review settings, default ${MIN_APPROVAL_DEFAULT})`, derived: true },
  },
  // spec 1 §5, spec 2 §5, spec 3 §5
  'course-form': {
    context: { label: 'Where the question is asked', type: 'string', description: 'Where the form is: the course form or the review screen', values: ['course', 'review'] },
    subjectAreaCodes: { label: 'Subject areas', type: 'list', description: 'Subject area letters of the course (A–G)' },
    subjectAreaCount: { label: 'Number of subject areas', type: 'number', description: 'How many subject areas the course has', derived: true },
    courseLengthId: { label: 'Course length', type: 'number', description: 'Course length id' },
    isTwoYearCourse: { label: 'Two-year course', type: 'boolean', description: 'The course length is two years', derived: true },
    isOnlinePublisherProgram: { label: 'Online publisher program', type: 'boolean', description: 'The institution is an online publisher program' },
    disciplineIds: { label: 'Disciplines', type: 'list', description: 'Discipline ids of the course' },
    academicYearId: { label: 'Academic year', type: 'number', description: 'Academic year id (29 is 2025-26)' },
    isCte: { label: 'Career technical education', type: 'boolean', description: 'Career technical education course' },
  },
  // spec 2 §5, §9
  accreditation: {
    today: { label: 'Today', type: 'date', description: "Today's date (YYYY-MM-DD)", derived: true },
    accreditingOrganizationId: { label: 'Accrediting organization', type: 'number', description: `Accrediting organization id (${WASC_ORGANIZATION_ID} is WASC)` },
    accreditationExpirationDate: { label: 'Accreditation expiration date', type: 'date', description: 'When the accreditation expires' },
    isExpired: { label: 'Accreditation expired', type: 'boolean', description: 'The accreditation expired before today', derived: true },
    accreditationExplanation: { label: 'Explanation', type: 'string', description: 'Explanation written by the institution' },
    fileStatus: { label: 'File decision', type: 'string', description: 'Decision on the accreditation file', values: ['pending', 'accepted', 'notAccepted'] },
    newExpirationDate: { label: 'New expiration date', type: 'date', description: 'New expiration date entered when accepting a file' },
    newExpirationDateIsValid: { label: 'New expiration date is valid', type: 'boolean', description: 'The new expiration date is a real date', derived: true },
    newExpirationYearsFromToday: { label: 'Years from today to the new expiration date', type: 'number', description: 'Years from today to the new expiration date (negative: past)', derived: true },
    newExpirationYearFromThisYear: { label: 'Years from this year to the new expiration year', type: 'number', description: "The new expiration date's year minus this year (0: this year)", derived: true },
  },
  // spec 2 §5: everything about the registration itself is read from its stored sections
  registration: {
    action: { label: 'Action asked for', type: 'string', description: 'What the reviewer asks for', values: ['approve', 'secondreview', 'notapprove'] },
    registrationId: { label: 'Registration', type: 'number', description: 'The registration decided on; the facts below are read from its sections' },
    registrationType: { label: 'Kind of registration', type: 'string', description: 'New registration or online publisher re-registration', values: ['registration', 'reregistration'], derived: true },
    isPrivateSchool: { label: 'Private school', type: 'boolean', description: 'The school is private (general information)', derived: true },
    districtId: { label: 'District', type: 'number', description: `District id (${OTHER_DISTRICT_ID} is 'Other') (general information)`, derived: true },
    recommendedActionId: { label: 'Recommended action', type: 'number', description: 'Recommended action: 1 approve, 2 not approve' },
    accreditationLetterShown: { label: 'Accreditation letter asked for', type: 'boolean', description: 'The accreditation-letter section is shown (accreditation)', derived: true },
    letterEndDay: { label: 'Letter end day', type: 'number', description: 'Accreditation letter end day (accreditation)', derived: true },
    letterEndMonth: { label: 'Letter end month', type: 'number', description: 'Accreditation letter end month (accreditation)', derived: true },
    letterEndYear: { label: 'Letter end year', type: 'number', description: 'Accreditation letter end year (accreditation)', derived: true },
  },
} as const satisfies Record<string, Record<string, FactDef>>;

/** A fact as its rule set declares it; undefined for a set or fact not declared (any more). */
export function declaredFact(ruleSet: string, fact: string): FactDef | undefined {
  const sets: Readonly<Record<string, Readonly<Record<string, FactDef>>>> = RULE_SET_FACTS;
  return Object.hasOwn(sets, ruleSet) && Object.hasOwn(sets[ruleSet], fact) ? sets[ruleSet][fact] : undefined;
}
