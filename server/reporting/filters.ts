// The dashboard's filters (academic year, institution type, county), read from the query and checked:
// an id that is not a whole number, or names no academic year, type or county, is a 400 naming the
// field. Their labels go with the answer and into the Excel header row.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import counties from '../../resources/counties.js';
import { INSTITUTION_TYPES } from '../../resources/_enums.js';
import { E } from '../courses/model.js';
import { badRequest } from '../http/errors.js';
import { queryId } from '../http/params.js';
import type { FilterLabels, ReportFilters } from '../../core/contract/reporting.js';

export const FILTER_KEYS = ['academicYearId', 'institutionTypeId', 'countyId'] as const;

/** The filters of the request with their labels; unknown ids are refused together, one message per field. */
export async function readFilters(req: Request, em: EntityManager): Promise<{ filters: ReportFilters; labels: FilterLabels }> {
  const filters: ReportFilters = {
    academicYearId: queryId(req, 'academicYearId') ?? null,
    institutionTypeId: queryId(req, 'institutionTypeId') ?? null,
    countyId: queryId(req, 'countyId') ?? null,
  };
  const [year, county] = await Promise.all([
    filters.academicYearId === null ? null : em.findOne<{ id: number; name: string }>(E.academicYears, { id: filters.academicYearId }),
    filters.countyId === null ? null : em.findOne<{ id: number; name: string }>(counties.entity, { id: filters.countyId }),
  ]);
  const type = filters.institutionTypeId === null ? null : INSTITUTION_TYPES.find((t) => t.id === filters.institutionTypeId);
  const errors: Record<string, string[]> = {};
  if (filters.academicYearId !== null && !year) errors.academicYearId = [`There is no academic year ${filters.academicYearId}.`];
  if (filters.institutionTypeId !== null && !type) errors.institutionTypeId = [`institutionTypeId must be one of ${INSTITUTION_TYPES.map((t) => t.id).join(', ')}.`];
  if (filters.countyId !== null && !county) errors.countyId = [`There is no county ${filters.countyId}.`];
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0][0], errors);
  return {
    filters,
    labels: { academicYear: year?.name ?? null, institutionType: type?.name ?? null, county: county?.name ?? null },
  };
}

/** "Academic year: 2025-26 · Institution type: all · County: Alameda", the Excel sheet's header row. */
export function filtersLine(labels: FilterLabels): string {
  return [`Academic year: ${labels.academicYear ?? 'all'}`, `Institution type: ${labels.institutionType ?? 'all'}`, `County: ${labels.county ?? 'all'}`].join(' · ');
}
