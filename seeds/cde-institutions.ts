// Turns the CDE directory (seeds/data/ca-schools.tsv, compacted by tools/compact-schools.ts) into
// institution rows. Choices (docs/resources.md): every row is kept; district-level rows (CDS ending
// 0000000) become districts, county offices of education included because they run schools;
// ROC/P rows become regional occupational programs; a school whose district row is not in the file
// goes under district 'Other' (-1).
import { readFileSync } from 'node:fs';
import { fromRoot } from '../server/repo-paths.js';
import { INSTITUTION_TYPE } from '../resources/_enums.js';
import { parseTsv } from './csv.js';
import { DISTRICT_MANAGEMENT_OTHER, DISTRICT_MANAGEMENT_TYPES, SCHOOL_TYPES, SCHOOL_TYPE_OTHER } from './lookups/places.js';
import { OPERATING_SCHEDULE } from '../resources/_institution-values.js';
import { GOVERNANCE } from './lookups/institution-details.js';
import { NO_CONTACTS, contactsFor } from './institution-contacts.js';
import { OTHER_DISTRICT_ID } from '../core/spec-constants.js';

const FILE = fromRoot('seeds/data/ca-schools.tsv');

export const OTHER_DISTRICT = {
  id: OTHER_DISTRICT_ID,
  name: 'Other',
  institutionTypeId: INSTITUTION_TYPE.district,
  districtManagementTypeId: DISTRICT_MANAGEMENT_OTHER,
  isActive: true,
};

export type CdeRow = Record<string, string>;

export function readCdeRows(file = FILE): CdeRow[] {
  return parseTsv(readFileSync(file, 'utf8'));
}

export const isDistrictLevel = (r: CdeRow) => r.CDSCode.endsWith('0000000');
/** County and district digits: what a school shares with its district row. */
export const districtKey = (cdsCode: string) => cdsCode.slice(0, 7);

const ROP_DISTRICT_TYPE = 'Regional Occupation Center/Program (ROC/P)';
const ROP_SCHOOL_TYPE = 'ROC/ROP';
const ONLINE_ONLY = 'F'; // CDE Virtual: F exclusively virtual (V primarily, P partially, C classroom, N not)

const managementTypeByCde = new Map(DISTRICT_MANAGEMENT_TYPES.filter((t) => t.cdeType).map((t) => [t.cdeType, t.id]));
const schoolTypeByEdOps = new Map(SCHOOL_TYPES.filter((t) => t.cdeCode).map((t) => [t.cdeCode, t.id]));

// Closed schools often lack an EdOpsCode; their CDE school type (SOCType) still tells the kind.
const schoolTypeBySoc: Record<string, number> = {
  'Continuation High Schools': 2,
  'Alternative Schools of Choice': 3,
  'District Community Day Schools': 4,
  'County Community': 5,
  'Juvenile Court Schools': 6,
  'Special Education Schools (Public)': 7,
  'Opportunity Schools': 8,
  'Youth Authority Facilities': 11,
  'ROC/ROP': 12,
  'State Special Schools': 14,
};
const OTHER_SOC_NAMES: Record<string, string> = {
  'Adult Education Centers': 'Adult education center',
  Preschool: 'Preschool',
  'Other County Or District Programs': 'County or district program',
};
const TRADITIONAL = 1;

function schoolType(r: CdeRow): { schoolTypeId: number; otherSchoolType: string | null } {
  const byCode = schoolTypeByEdOps.get(r.EdOpsCode) ?? schoolTypeBySoc[r.SOCType];
  if (byCode) return { schoolTypeId: byCode, otherSchoolType: null };
  if (OTHER_SOC_NAMES[r.SOCType]) return { schoolTypeId: SCHOOL_TYPE_OTHER, otherSchoolType: OTHER_SOC_NAMES[r.SOCType] };
  return { schoolTypeId: TRADITIONAL, otherSchoolType: null }; // elementary, middle, high, K-12 schools
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
/** The export's dates are ISO except 57 nineteenth-century opening dates written MM/DD/YYYY. */
function isoDate(s: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s.trim());
  return us ? `${us[3]}-${us[1]}-${us[2]}` : orNull(s);
}
/** The one malformed address in the file has a space; encode it so the URL check passes on edit. */
const website = (s: string) => orNull(s)?.replace(/\s/g, '%20') ?? null;

/** The fields the directory does not fill; every row carries them so a batch inserts one column set. */
const UNLINKED = { atpCode: null as string | null, schoolNetworkId: null, leaDistrictId: null, programTypeId: null, connectedProgramId: null, campusLocation: null };

function common(r: CdeRow) {
  const isActive = r.StatusType !== 'Closed' && r.StatusType !== 'Merged';
  return {
    ...UNLINKED,
    governanceId: GOVERNANCE.public, // the directory lists public schools only
    cdsCode: r.CDSCode,
    countyId: Number(r.CDSCode.slice(0, 2)),
    isActive,
    streetAddress: orNull(r.Street),
    streetCity: orNull(r.City),
    streetState: 'CA',
    streetZip: orNull(r.Zip),
    phone: orNull(r.Phone),
    website: website(r.WebSite),
    openDate: isoDate(r.OpenDate),
    closedDate: isoDate(r.ClosedDate),
  };
}

/** Open districts and high schools have their contacts on file; closed and other schools do not. */
function contacts(r: CdeRow, institutionTypeId: number, withContacts: boolean) {
  const open = r.StatusType === 'Active' || r.StatusType === 'Pending';
  return open && withContacts ? contactsFor(r.CDSCode, institutionTypeId, orNull(r.Phone)) : NO_CONTACTS;
}

export function toDistrict(r: CdeRow) {
  const institutionTypeId = r.DOCType === ROP_DISTRICT_TYPE ? INSTITUTION_TYPE.rop : INSTITUTION_TYPE.district;
  return {
    ...common(r),
    ...contacts(r, institutionTypeId, true),
    institutionOperatingScheduleId: institutionTypeId === INSTITUTION_TYPE.rop ? OPERATING_SCHEDULE.yearRound : OPERATING_SCHEDULE.fallToSpring,
    name: r.District,
    institutionTypeId,
    districtManagementTypeId: managementTypeByCde.get(r.DOCType) ?? DISTRICT_MANAGEMENT_OTHER,
  };
}

export function toSchool(r: CdeRow, districtId: number) {
  const online = r.Virtual === ONLINE_ONLY;
  const charter = r.Charter === 'Y';
  const type = schoolType(r);
  const institutionTypeId = online ? INSTITUTION_TYPE.onlineSchool : r.SOCType === ROP_SCHOOL_TYPE ? INSTITUTION_TYPE.rop : INSTITUTION_TYPE.school;
  return {
    ...common(r),
    ...type,
    ...contacts(r, institutionTypeId, r.EILCode === 'HS' || institutionTypeId !== INSTITUTION_TYPE.school),
    // continuation, community day and court schools enrol all year; the others keep the school year
    institutionOperatingScheduleId: [2, 4, 5, 6, 11].includes(type.schoolTypeId) ? OPERATING_SCHEDULE.yearRound : OPERATING_SCHEDULE.fallToSpring,
    name: r.School,
    institutionTypeId,
    districtId,
    leaDistrictId: charter ? districtId : null, // a charter's local educational agency is its authorizing district
    isTraditional: type.schoolTypeId === TRADITIONAL && !online,
    isCharterSchool: charter,
    isDependentCharter: charter && r.FundingType === 'Locally funded',
    isOnlineSchool: online,
    isHighSchool: r.EILCode === 'HS',
    gradesOffered: orNull(r.GSoffered),
  };
}
