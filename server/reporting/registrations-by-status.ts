// Registrations by status and type (issue 10 §3): one row per registration type with a count per
// registration status (where each registration stands now) and the total; deleted ones are left out.
// The dashboard's filters, as docs/reporting.md writes them down:
// - academic year: registrations submitted within the year's dates (office time, America/Los_Angeles);
// - county: the registration's own county (registration.countyId, from its general information);
// - institution type: the registration types that register that kind of institution (REGISTERS below):
//   a school registers as a School (not online), an online school as a School that says it is online,
//   an online publisher both registers and re-registers; districts and extended learning programs do
//   not register, so they count none.
import type { MetadataStorage } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import academicYears from '../../resources/academic-years.js';
import registrations from '../../resources/registrations.js';
import { INSTITUTION_TYPE as I } from '../../resources/_enums.js';
import { REGISTRATION_STATUS, REGISTRATION_STATUSES, REGISTRATION_TYPE as R, REGISTRATION_TYPES } from '../../resources/_registrations.js';
import { sqlNamesOf } from '../db/table-names.js';
import type { ReportFilters } from '../../core/contract/reporting.js';
import type { ReportDefinition } from './report.js';
import { int, runSql, TZ } from './sql.js';

/** Institution type → the registration types it registers with, and for schools whether online. */
export const REGISTERS: Record<number, { types: number[]; online: boolean | null }> = {
  [I.school]: { types: [R.school], online: false },
  [I.onlineSchool]: { types: [R.school], online: true },
  [I.program]: { types: [R.program], online: null },
  [I.onlinePublisher]: { types: [R.onlinePublisher, R.reregistration], online: null },
  [I.district]: { types: [], online: null },
  [I.schoolNetwork]: { types: [R.schoolNetwork], online: null },
  [I.rop]: { types: [R.rop], online: null },
  [I.extendedLearning]: { types: [], online: null },
};

/** The status columns' keys: the names of REGISTRATION_STATUS (submitted, inReview …) by id. */
export const STATUS_KEYS: Record<number, string> = Object.fromEntries(Object.entries(REGISTRATION_STATUS).map(([key, id]) => [id, key]));

const sqlNames = sqlNamesOf({ registration: registrations, academicYear: academicYears });

function build(em: EntityManager): string {
  const { t, c } = sqlNames(em);
  const r = (p: string) => `r.${c('registration', p)}`;
  const y = (p: string) => `y.${c('academicYear', p)}`;
  // the statuses are the model's constants, not request values
  const counts = REGISTRATION_STATUSES.map((s) => `count(*) filter (where ${r('registrationStatusId')} = ${s.id})::int as "${STATUS_KEYS[s.id]}"`).join(',\n      ');
  const online = `coalesce((${r('schoolType')} ->> 'isOnlineSchool')::boolean, false)`;
  return `select ${r('registrationTypeId')} as type_id,
      ${counts},
      count(*)::int as total
    from ${t('registration')} r
    where ${r('isDeleted')} = false
      and (cast(? as int) is null or exists (select 1 from ${t('academicYear')} y where ${y('id')} = cast(? as int)
        and (${r('submittedOn')} at time zone ${TZ})::date between ${y('startDate')} and ${y('endDate')}))
      and (cast(? as int) is null or ${r('countyId')} = cast(? as int))
      and (not cast(? as boolean) or (${r('registrationTypeId')} in (cast(? as int), cast(? as int))
        and (cast(? as boolean) is null or ${r('registrationTypeId')} <> ${R.school} or ${online} = cast(? as boolean))))
    group by ${r('registrationTypeId')}
    order by ${r('registrationTypeId')}`;
}

const cache = new WeakMap<MetadataStorage, string>();
function statement(em: EntityManager): string {
  const metadata = em.getMetadata();
  if (!cache.has(metadata)) cache.set(metadata, build(em));
  return cache.get(metadata)!;
}

function params(f: ReportFilters): (number | boolean | null)[] {
  const by = f.institutionTypeId === null ? null : (REGISTERS[f.institutionTypeId] ?? { types: [], online: null });
  const [a = null, b = null] = by?.types ?? [];
  return [f.academicYearId, f.academicYearId, f.countyId, f.countyId, by !== null, a, b, by?.online ?? null, by?.online ?? null];
}

export const registrationsByStatus: ReportDefinition = {
  key: 'registrations-by-status',
  title: 'Registrations by status and type',
  description: 'Registrations and re-registrations of each type by where they stand now; the academic year counts those submitted within its dates.',
  columns: [
    { key: 'registrationType', header: 'Registration type', kind: 'text' },
    ...REGISTRATION_STATUSES.map((s) => ({ key: STATUS_KEYS[s.id], header: s.name, kind: 'count' as const })),
    { key: 'total', header: 'Total', kind: 'count' },
  ],
  rows: async (em, filters) => {
    const rows = await runSql<Record<string, unknown>>(em, statement(em), params(filters));
    return rows.map((row) => ({
      registrationTypeId: int(row.type_id),
      registrationType: REGISTRATION_TYPES.find((t) => t.id === int(row.type_id))?.name ?? `Type ${String(row.type_id)}`,
      ...Object.fromEntries(REGISTRATION_STATUSES.map((s) => [STATUS_KEYS[s.id], int(row[STATUS_KEYS[s.id]])])),
      total: int(row.total),
    }));
  },
};
