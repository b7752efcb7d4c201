// The resources the accreditation calls read and write, taken from the model so entity names follow
// it, the row shapes they rely on, and SQL names read from the ORM's metadata for the few queries
// written as SQL (a renamed table or column needs no change here).
import { sqlNamesOf } from '../db/table-names.js';
import academicYears from '../../resources/academic-years.js';
import accreditationComments from '../../resources/accreditation-comments.js';
import accreditationFiles from '../../resources/accreditation-files.js';
import accreditingOrganizations from '../../resources/accrediting-organizations.js';
import counties from '../../resources/counties.js';
import institutionAccreditations from '../../resources/institution-accreditations.js';
import institutions from '../../resources/institutions.js';
import users from '../../resources/users.js';
import { ACCREDITATION_FILE_CONTENT_ENTITY } from './file-content-table.js';
import type { RowOf, StoredRowOf } from '../../core/model/row-type.js';

export const R = { academicYears, accreditationComments, accreditationFiles, accreditingOrganizations, counties, institutionAccreditations, institutions, users } as const;

/** Entity names, for em.find / em.create. */
export const E = {
  ...(Object.fromEntries(Object.entries(R).map(([key, r]) => [key, r.entity])) as { [K in keyof typeof R]: string }),
  fileContent: ACCREDITATION_FILE_CONTENT_ENTITY,
};

export const SOURCE = 'server/accreditation';

export type AccreditationRow = StoredRowOf<typeof institutionAccreditations>;
export type FileRow = StoredRowOf<typeof accreditationFiles>;
export type CommentRow = RowOf<typeof accreditationComments>;
export type InstitutionRow = Pick<RowOf<typeof institutions>, 'id' | 'name' | 'cdsCode' | 'streetCity' | 'countyId'>;

export { runSql } from '../db/run-sql.js';
export const sqlNames = sqlNamesOf(E);

/** YYYY-MM-DD of a date column, whichever way the driver hands it over. */
export function isoDay(value: unknown): string | null {
  if (value == null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}
