// The school as GET /api/admin/institution/{institutionId} answers it (the flat record of
// resources/institutions.ts) and what the edit form posts back: the fields it shows and the row
// version, so a form read before someone else's save is refused (409) instead of overwriting it.
import { INSTITUTION_TYPE } from '../../resources/_enums.js';

export type SchoolRecord = Record<string, unknown> & { institutionId: number; name: string; institutionTypeId: number; rowVersion: number };

export const SCHOOL_TYPES: readonly number[] = [INSTITUTION_TYPE.school, INSTITUTION_TYPE.onlineSchool];

export const EDITED_FIELDS = [
  'name', 'cdsCode', 'atpCode', 'schoolTypeId', 'otherSchoolType', 'gradesOffered', 'isHighSchool', 'isCharterSchool', 'isDependentCharter', 'governanceId',
  'districtId', 'schoolNetworkId', 'streetAddress', 'streetCity', 'streetState', 'streetZip', 'countyId', 'phone', 'website',
  'headContactFirstName', 'headContactLastName', 'headContactEmail', 'headContactPhone', 'courseListContactName', 'courseListContactEmail', 'courseListContactPhone',
] as const;

export function bodyOf(record: SchoolRecord): Record<string, unknown> {
  return { rowVersion: record.rowVersion, ...Object.fromEntries(EDITED_FIELDS.map((f) => [f, record[f] ?? null])) };
}
