// Institutions with courses by county, ranked: per county, the institutions (not deleted, of the
// filtered type) and how many of them have courses in the cycle: a course they own with a record in
// that academic year, or an offering of that year that is not archived (no year: in any year). A
// county without an institution with courses is left out; institutions without a county (programs,
// publishers) are counted under "No county".
import type { ReportDefinition } from './report.js';
import { int, reportStatement, runSql } from './sql.js';
import type { ReportFilters } from '../../core/contract/reporting.js';

const statement = reportStatement(({ t, c }) => {
  const i = (p: string) => `i.${c('institution', p)}`;
  const yearMatches = (column: string) => `(cast(? as int) is null or ${column} = cast(? as int))`;
  return `with listed as (
      select ${i('id')} as id, ${i('countyId')} as county_id,
        (exists (select 1 from ${t('courseOffering')} o
            where o.${c('courseOffering', 'institutionId')} = ${i('id')} and o.${c('courseOffering', 'isArchived')} = false
              and ${yearMatches(`o.${c('courseOffering', 'academicYearId')}`)})
          or exists (select 1 from ${t('course')} co join ${t('courseYear')} cy on cy.${c('courseYear', 'courseId')} = co.${c('course', 'id')}
            where co.${c('course', 'institutionId')} = ${i('id')} and ${yearMatches(`cy.${c('courseYear', 'academicYearId')}`)})) as has_courses
      from ${t('institution')} i
      where ${i('isDeleted')} = false
        and (cast(? as int) is null or ${i('institutionTypeId')} = cast(? as int))
        and (cast(? as int) is null or ${i('countyId')} = cast(? as int))
    )
    select l.county_id, ct.${c('county', 'name')} as county, count(*)::int as institutions,
      count(*) filter (where l.has_courses)::int as with_courses
    from listed l left join ${t('county')} ct on ct.${c('county', 'id')} = l.county_id
    group by l.county_id, ct.${c('county', 'name')}
    having count(*) filter (where l.has_courses) > 0
    order by with_courses desc, ct.${c('county', 'name')} nulls last`;
});

const params = (f: ReportFilters) => [f.academicYearId, f.academicYearId, f.academicYearId, f.academicYearId, f.institutionTypeId, f.institutionTypeId, f.countyId, f.countyId];

export const institutionsByCounty: ReportDefinition = {
  key: 'institutions-by-county',
  title: 'Institutions with courses by county',
  description: 'Counties ranked by their institutions with courses in the cycle (a course of their own with a record that year, or an offering that is not archived).',
  columns: [
    { key: 'county', header: 'County', kind: 'text' },
    { key: 'withCourses', header: 'Institutions with courses', kind: 'count' },
    { key: 'institutions', header: 'Institutions', kind: 'count' },
    { key: 'share', header: 'Share with courses', kind: 'rate' },
  ],
  rows: async (em, filters) => {
    const rows = await runSql<Record<string, unknown>>(em, statement(em), params(filters));
    return rows.map((r) => {
      const institutions = int(r.institutions);
      const withCourses = int(r.with_courses);
      return { countyId: r.county_id == null ? null : int(r.county_id), county: r.county == null ? 'No county' : String(r.county), withCourses, institutions, share: institutions === 0 ? null : withCourses / institutions };
    });
  },
};
