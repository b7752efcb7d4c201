// The short form of an institution that the look-ups answer (spec 2 §7 search, atp, cds, programs):
// enough to show it in a picker and to fill a form's district or program field.
import type { EntityManager } from '@mikro-orm/postgresql';
import institutions from '../../resources/institutions.js';
import type { InstitutionSummary } from '../../core/contract/institutions.js';

export const INSTITUTION = institutions.entity;

export const SUMMARY_FIELDS = [
  'id', 'name', 'institutionTypeId', 'cdsCode', 'atpCode', 'districtId', 'schoolNetworkId', 'countyId', 'programTypeId', 'governanceId',
  'streetAddress', 'streetCity', 'streetState', 'streetZip', 'isActive', 'isCharterSchool', 'closedDate',
] as const;

export type InstitutionRecord = Record<(typeof SUMMARY_FIELDS)[number], unknown> & { id: number };

const idOf = (v: unknown): number | null => (v === null || v === undefined ? null : typeof v === 'object' ? Number((v as { id: unknown }).id) : Number(v));
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
/** A date column arrives as text (pg) or as a Date at UTC midnight (PGlite). */
const day = (v: unknown): string | null => (v instanceof Date ? v.toISOString().slice(0, 10) : v ? String(v).slice(0, 10) : null);

export function summaryOf(r: InstitutionRecord): InstitutionSummary {
  return {
    institutionId: r.id,
    name: String(r.name),
    institutionTypeId: Number(r.institutionTypeId),
    cdsCode: text(r.cdsCode),
    atpCode: text(r.atpCode),
    districtId: idOf(r.districtId),
    schoolNetworkId: idOf(r.schoolNetworkId),
    countyId: idOf(r.countyId),
    programTypeId: idOf(r.programTypeId),
    governanceId: idOf(r.governanceId),
    streetAddress: text(r.streetAddress),
    streetCity: text(r.streetCity),
    streetState: text(r.streetState),
    streetZip: text(r.streetZip),
    isActive: r.isActive !== false,
    isCharterSchool: r.isCharterSchool === true,
    closedDate: day(r.closedDate),
  };
}

/** `where` without deleted institutions: they stay readable by id on their own screens but are no one's choice any more. */
export const notDeleted = (where: object): object => ({ $and: [where, { isDeleted: false }] });

/** Institutions matching `where` (deleted ones never), as summaries: open ones first, then by name. */
export async function findSummaries(em: EntityManager, where: object, limit: number, offset = 0, includeDeleted = false): Promise<InstitutionSummary[]> {
  const rows = await em.find<InstitutionRecord>(INSTITUTION, includeDeleted ? where : notDeleted(where), {
    fields: SUMMARY_FIELDS as never,
    orderBy: [{ isActive: 'desc' }, { name: 'asc' }, { id: 'asc' }],
    limit,
    offset,
    disableIdentityMap: true,
  });
  return rows.map(summaryOf);
}
