// The spec's form models (spec 2 §3, §7 POST /api/admin/institution/school, /district, /program) and
// the flat institution fields behind them: each form field is a path in the body (headContactInfo.
// email) mapped to one field of resources/institutions.ts. The same table turns a record into a
// form, a form into a record, and a refusal on a field into a refusal on its form path.
import { INSTITUTION_TYPE as T } from '../../resources/_enums.js';

export type FormKind = 'school' | 'district' | 'program';

/** form path → institution field, shared by every form */
const COMMON: Record<string, string> = {
  name: 'name',
  cdsCode: 'cdsCode',
  atpCode: 'atpCode',
  institutionTypeId: 'institutionTypeId',
  governanceId: 'governanceId',
  countyId: 'countyId',
  streetAddress: 'streetAddress',
  streetCity: 'streetCity',
  streetState: 'streetState',
  streetZip: 'streetZip',
  phone: 'phone',
  website: 'website',
  isContentPrivate: 'isContentPrivate',
  institutionOperatingScheduleId: 'institutionOperatingScheduleId',
  'headContactInfo.firstName': 'headContactFirstName',
  'headContactInfo.lastName': 'headContactLastName',
  'headContactInfo.positionId': 'headContactPositionId',
  'headContactInfo.email': 'headContactEmail',
  'headContactInfo.phone.number': 'headContactPhone',
  'headContactInfo.phone.extension': 'headContactPhoneExtension',
  'headContactInfo.phone.isInternational': 'headContactIsInternational',
  'headContactInfo.phone.internationalNumber': 'headContactInternationalPhone',
  'courseListContact.name': 'courseListContactName',
  'courseListContact.email': 'courseListContactEmail',
  'courseListContact.phone': 'courseListContactPhone',
};

export const FORM_FIELDS: Record<FormKind, Record<string, string>> = {
  school: {
    ...COMMON,
    'subType.isCharterSchool': 'isCharterSchool',
    'subType.isDependentCharter': 'isDependentCharter',
    schoolTypeId: 'schoolTypeId',
    otherSchoolType: 'otherSchoolType',
    selectedDistrict: 'districtId',
    selectedSchoolNetwork: 'schoolNetworkId',
    leaDistrictId: 'leaDistrictId',
    gradesOffered: 'gradesOffered',
    isHighSchool: 'isHighSchool',
  },
  district: { ...COMMON, districtManagementTypeId: 'districtManagementTypeId' },
  program: { ...COMMON, programTypeId: 'programTypeId', connectedProgramId: 'connectedProgramId', campusLocation: 'campusLocation' },
};

/** schoolTypes (spec 2 §3): the kinds a school is, each kept as its own flag. */
export const SCHOOL_KINDS = { traditional: 'isTraditional', independentStudy: 'isIndependentStudy', online: 'isOnlineSchool' } as const;
export type SchoolKind = keyof typeof SCHOOL_KINDS;

/** The institution types each form writes; the first is what a new record gets when the body names none. */
export const FORM_TYPES: Record<FormKind, number[]> = {
  school: [T.school, T.onlineSchool],
  district: [T.district, T.schoolNetwork],
  program: [T.program, T.onlinePublisher, T.rop, T.extendedLearning],
};

/** Form keys that are not record fields: the id and version of the record, the network switch. */
export const META_KEYS = ['institutionId', 'rowVersion', 'isSchoolNetwork', 'schoolTypes', 'accreditationModel'] as const;

/** The form path of an institution field, for field errors (modelState) in the form's own terms. */
export function formPathOf(kind: FormKind, field: string): string {
  if (field === 'institutionTypeId' && kind === 'district') return 'isSchoolNetwork';
  const kindKey = Object.entries(SCHOOL_KINDS).find(([, f]) => f === field);
  if (kindKey && kind === 'school') return 'schoolTypes';
  return Object.entries(FORM_FIELDS[kind]).find(([, f]) => f === field)?.[0] ?? field;
}
