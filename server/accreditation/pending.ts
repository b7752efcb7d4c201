// GET /api/admin/institution/accreditation/pending?pageNumber&pageSize&sorting&filter
//   [&accreditationStatusId&accreditingOrganizationId&countyId] → { total, result }
// Institutions with at least one accreditation file waiting for review (spec 1 §2, §7; page size 25,
// §9). `filter` searches the name, CDS code and city; the oldest waiting file comes first unless
// `sorting` ("name desc") says otherwise. The count feeds the header statistics (stats.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_STATUS } from '../../resources/_accreditation.js';
import { runSql, sqlNames, isoDay } from './model.js';
import type { PendingRow, PendingSort } from '../../core/contract/accreditation.js';

export const PENDING_PAGE_SIZE = 25;

export interface PendingFilter {
  pattern?: string;
  accreditationStatusId?: number;
  accreditingOrganizationId?: number;
  countyId?: number;
}

function fromWhere(em: EntityManager, f: PendingFilter): { sql: string; params: unknown[]; col: Record<PendingSort, string> } {
  const { t, c } = sqlNames(em);
  const col: Record<PendingSort, string> = {
    name: `i.${c('institutions', 'name')}`,
    cdsCode: `i.${c('institutions', 'cdsCode')}`,
    city: `i.${c('institutions', 'streetCity')}`,
    county: `k.${c('counties', 'name')}`,
    status: `a.${c('institutionAccreditations', 'accreditationStatusId')}`,
    organization: `o.${c('accreditingOrganizations', 'name')}`,
    expirationDate: `a.${c('institutionAccreditations', 'accreditationExpirationDate')}`,
    pendingFiles: 'p.pending_files',
    uploadedOn: 'p.first_uploaded_on',
  };
  const fi = (p: string) => c('accreditationFiles', p);
  const pending = `select ${fi('institutionId')} as institution_id, count(*)::int as pending_files, min(${fi('uploadedOn')}) as first_uploaded_on, min(${fi('id')}) as first_file_id
    from ${t('accreditationFiles')} where ${fi('statusId')} = ? group by ${fi('institutionId')}`;
  const params: unknown[] = [FILE_STATUS.pending];
  const where: string[] = [];
  if (f.pattern) {
    where.push(`(${col.name} ilike ? or ${col.cdsCode} ilike ? or ${col.city} ilike ?)`);
    params.push(f.pattern, f.pattern, f.pattern);
  }
  if (f.accreditationStatusId !== undefined) {
    where.push(`${col.status} = ?`);
    params.push(f.accreditationStatusId);
  }
  if (f.accreditingOrganizationId !== undefined) {
    where.push(`a.${c('institutionAccreditations', 'accreditingOrganizationId')} = ?`);
    params.push(f.accreditingOrganizationId);
  }
  if (f.countyId !== undefined) {
    where.push(`i.${c('institutions', 'countyId')} = ?`);
    params.push(f.countyId);
  }
  const sql = `from (${pending}) p
    join ${t('institutions')} i on i.${c('institutions', 'id')} = p.institution_id
    left join ${t('counties')} k on k.${c('counties', 'id')} = i.${c('institutions', 'countyId')}
    left join ${t('institutionAccreditations')} a on a.${c('institutionAccreditations', 'institutionId')} = i.${c('institutions', 'id')}
    left join ${t('accreditingOrganizations')} o on o.${c('accreditingOrganizations', 'id')} = a.${c('institutionAccreditations', 'accreditingOrganizationId')}
    ${where.length ? 'where ' + where.join(' and ') : ''}`;
  return { sql, params, col };
}

export async function pendingCount(em: EntityManager, f: PendingFilter = {}): Promise<number> {
  const { sql, params } = fromWhere(em, f);
  const [row] = await runSql<{ n: number | string }>(em, `select count(*) as n ${sql}`, params);
  return Number(row?.n ?? 0);
}

export async function pendingList(
  em: EntityManager,
  f: PendingFilter,
  page: { page: number; pageSize: number },
  sort: { field: PendingSort; descending: boolean },
): Promise<{ total: number; result: PendingRow[] }> {
  const { sql, params, col } = fromWhere(em, f);
  const { c } = sqlNames(em);
  const direction = sort.descending ? 'desc' : 'asc';
  const rows = await runSql<Record<string, unknown>>(
    em,
    `select i.${c('institutions', 'id')} as institution_id, ${col.name} as name, ${col.cdsCode} as cds_code, ${col.city} as city,
       i.${c('institutions', 'countyId')} as county_id, ${col.county} as county, ${col.status} as status_id,
       a.${c('institutionAccreditations', 'accreditingOrganizationId')} as organization_id, ${col.organization} as organization, o.${c('accreditingOrganizations', 'abbreviation')} as organization_abbreviation,
       to_char(${col.expirationDate}, 'YYYY-MM-DD') as expiration_date, p.pending_files, p.first_uploaded_on
     ${sql}
     order by ${col[sort.field]} ${direction} nulls last, ${sort.field === 'uploadedOn' ? `p.first_file_id ${direction}, ` : ''}${col.name} asc, i.${c('institutions', 'id')} asc
     limit ? offset ?`,
    [...params, page.pageSize, (page.page - 1) * page.pageSize],
  );
  const total = await pendingCount(em, f);
  return {
    total,
    result: rows.map((r) => ({
      institutionId: Number(r.institution_id),
      name: String(r.name),
      cdsCode: (r.cds_code as string | null) ?? null,
      city: (r.city as string | null) ?? null,
      countyId: r.county_id == null ? null : Number(r.county_id),
      county: (r.county as string | null) ?? null,
      accreditationStatusId: r.status_id == null ? null : Number(r.status_id),
      accreditingOrganizationId: r.organization_id == null ? null : Number(r.organization_id),
      organization: (r.organization as string | null) ?? null,
      organizationAbbreviation: (r.organization_abbreviation as string | null) ?? null,
      accreditationExpirationDate: isoDay(r.expiration_date),
      pendingFiles: Number(r.pending_files),
      uploadedOn: new Date(r.first_uploaded_on as string).toISOString(),
    })),
  };
}
