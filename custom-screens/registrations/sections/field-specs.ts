// The fields of each section document (docs/registrations.md "Section documents") as the cards show and
// edit them: a path into the document (the same path the server keys its field errors by), a label and
// a kind. Option lists come from the spec's look-ups (spec 2 §7) named by `lookup`.
import { OTHER_DISTRICT_ID } from '../../../core/spec-constants.js';

export type FieldKind = 'text' | 'textarea' | 'number' | 'boolean' | 'select' | 'date' | 'grade' | 'district' | 'deliveryModes';

export interface FieldSpec {
  path: string;
  label: string;
  kind: FieldKind;
  /** a look-up of lookups.ts, or fixed options */
  lookup?: LookupName;
  options?: readonly { id: number | string; name: string }[];
  /** shown only when the document says so (otherSchoolType with schoolTypeId 10 …) */
  showIf?: (doc: Record<string, unknown>) => boolean;
  wide?: boolean;
  help?: string;
}

export type LookupName = 'county' | 'governance' | 'schedule' | 'accreditingOrganization' | 'schoolType' | 'position' | 'programType' | 'universityCampus';

/** Spec 2 §9: grades 9 to 12. */
export const GRADES = [9, 10, 11, 12].map((g) => ({ id: g, name: String(g) }));

const ACCREDITATION_STATUSES = [
  { id: 1, name: 'Fully accredited' },
  { id: 2, name: 'Candidate' },
  { id: 3, name: 'Not accredited' },
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((name, i) => ({ id: i + 1, name }));

const contact = (who: 'headContact' | 'courseListManager'): FieldSpec[] => [
  { path: `${who}.firstName`, label: 'First name', kind: 'text' },
  { path: `${who}.lastName`, label: 'Last name', kind: 'text' },
  { path: `${who}.positionId`, label: 'Position', kind: 'select', lookup: 'position' },
  { path: `${who}.email`, label: 'E-mail', kind: 'text' },
  { path: `${who}.phone.isInternational`, label: 'International phone number', kind: 'boolean' },
  { path: `${who}.phone.number`, label: 'Phone (10 digits)', kind: 'text', showIf: (d) => !get(d, `${who}.phone.isInternational`) },
  { path: `${who}.phone.internationalNumber`, label: 'International number', kind: 'text', showIf: (d) => Boolean(get(d, `${who}.phone.isInternational`)) },
  { path: `${who}.phone.extension`, label: 'Extension', kind: 'text' },
];

export const CONTACT_GROUPS = [
  { title: 'Head contact', fields: contact('headContact') },
  { title: 'Course-list manager', fields: contact('courseListManager') },
];

export const SECTION_FIELDS: Record<string, FieldSpec[]> = {
  generalInformation: [
    { path: 'institutionName', label: 'Institution name', kind: 'text', wide: true },
    { path: 'cdsCode', label: 'CDS code (14 digits)', kind: 'text' },
    { path: 'atpCode', label: 'ATP code (6 digits)', kind: 'text' },
    { path: 'streetAddress', label: 'Street address', kind: 'text', wide: true },
    { path: 'streetCity', label: 'City', kind: 'text' },
    { path: 'streetState', label: 'State', kind: 'text' },
    { path: 'streetZip', label: 'ZIP code', kind: 'text' },
    { path: 'countyId', label: 'County', kind: 'select', lookup: 'county' },
    { path: 'phone', label: 'Phone', kind: 'text' },
    { path: 'website', label: 'Website', kind: 'text' },
    { path: 'isPrivateSchool', label: 'Private school', kind: 'boolean' },
    { path: 'isCharterSchool', label: 'Charter school', kind: 'boolean' },
    { path: 'districtId', label: 'District', kind: 'district', wide: true },
    { path: 'otherDistrictName', label: 'Other district name', kind: 'text', showIf: (d) => d.districtId === OTHER_DISTRICT_ID, help: 'The district is not in the directory yet: it must be created before approval.' },
    { path: 'schoolNetworkId', label: 'School network id', kind: 'number' },
    { path: 'governanceId', label: 'Governance', kind: 'select', lookup: 'governance' },
    { path: 'lowestGrade', label: 'Lowest grade', kind: 'grade' },
    { path: 'highestGrade', label: 'Highest grade', kind: 'grade' },
    { path: 'institutionOperatingScheduleId', label: 'Operating schedule', kind: 'select', lookup: 'schedule' },
    { path: 'openDate', label: 'Open date', kind: 'date' },
  ],
  accreditation: [
    { path: 'accreditationStatusId', label: 'Accreditation status', kind: 'select', options: ACCREDITATION_STATUSES },
    { path: 'accreditingOrganizationId', label: 'Accrediting organization', kind: 'select', lookup: 'accreditingOrganization' },
    { path: 'accreditationExpirationDate', label: 'Expiration date', kind: 'date' },
    { path: 'accreditationExplanation', label: 'Explanation', kind: 'textarea', wide: true, help: 'Required when the accreditation is expired and not by WASC.' },
    { path: 'accreditationLetterShown', label: 'Accreditation letter shown', kind: 'boolean' },
    { path: 'letterEndDay', label: 'Letter end day', kind: 'number', showIf: (d) => Boolean(d.accreditationLetterShown) },
    { path: 'letterEndMonth', label: 'Letter end month', kind: 'select', options: MONTHS, showIf: (d) => Boolean(d.accreditationLetterShown) },
    { path: 'letterEndYear', label: 'Letter end year', kind: 'number', showIf: (d) => Boolean(d.accreditationLetterShown) },
  ],
  schoolType: [
    { path: 'schoolTypeId', label: 'School type', kind: 'select', lookup: 'schoolType' },
    { path: 'otherSchoolType', label: 'Other school type', kind: 'text', showIf: (d) => d.schoolTypeId === 10 },
    { path: 'isOnlineSchool', label: 'Online school', kind: 'boolean' },
    { path: 'isIndependentStudy', label: 'Independent study', kind: 'boolean' },
    { path: 'isTraditional', label: 'Traditional', kind: 'boolean' },
  ],
  programInformation: [
    { path: 'programTypeId', label: 'Program type', kind: 'select', lookup: 'programType' },
    { path: 'campusLocation', label: 'Campus location', kind: 'text' },
    { path: 'universityCampusId', label: 'University campus', kind: 'select', lookup: 'universityCampus' },
    { path: 'connectedProgramId', label: 'Connected program id', kind: 'number' },
    { path: 'website', label: 'Website', kind: 'text' },
    { path: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  programStructure: [
    { path: 'lowestGrade', label: 'Lowest grade', kind: 'grade' },
    { path: 'highestGrade', label: 'Highest grade', kind: 'grade' },
    { path: 'institutionOperatingScheduleId', label: 'Operating schedule', kind: 'select', lookup: 'schedule' },
    { path: 'hoursPerWeek', label: 'Hours per week', kind: 'number' },
    { path: 'weeksPerYear', label: 'Weeks per year', kind: 'number' },
    { path: 'deliveryModes', label: 'Delivery', kind: 'deliveryModes' },
    { path: 'description', label: 'Description', kind: 'textarea', wide: true },
  ],
  certification: [
    { path: 'certifiedByName', label: 'Certified by', kind: 'text' },
    { path: 'certifiedByTitle', label: 'Title', kind: 'text' },
    { path: 'certifiedOn', label: 'Certified on', kind: 'date' },
  ],
};

export const SECTION_TITLES: Record<string, string> = {
  generalInformation: 'General information',
  accreditation: 'Accreditation',
  schoolType: 'School type',
  contactInformation: 'Contact information',
  onlineSelfAssessment: 'Online self-assessment',
  programInformation: 'Program information',
  programStructure: 'Program structure',
  certification: 'Certification',
  attachments: 'Attachments',
  programSchools: 'Program schools',
};

/** The value at a dotted path ("headContact.phone.number"). */
export function get(doc: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), doc);
}

/** A copy of the document with the value at a dotted path replaced (missing objects made). */
export function set<T extends Record<string, unknown>>(doc: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.');
  const current = (doc ?? {}) as Record<string, unknown>;
  if (!rest.length) return { ...current, [key]: value } as T;
  const child = current[key] && typeof current[key] === 'object' ? (current[key] as Record<string, unknown>) : {};
  return { ...current, [key]: set(child, rest.join('.'), value) } as T;
}
