// Table and column names of the reports' SQL, read from the model (server/db/table-names.ts), and the
// filter every report applies to the submitting institution.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MetadataStorage } from '@mikro-orm/core';
import counties from '../../resources/counties.js';
import courseOfferings from '../../resources/course-offerings.js';
import courseSubmissionReviews from '../../resources/course-submission-reviews.js';
import submissionTypes from '../../resources/submission-types.js';
import { sqlNamesOf } from '../db/table-names.js';
import { E as COURSE_ENTITIES } from '../courses/model.js';
import { OFFICE_TIME_ZONE } from '../../core/time/office-time.js';
import type { ReportFilters } from '../../core/contract/reporting.js';

export { runSql } from '../db/run-sql.js';

/** The reports' entities by the short keys their SQL names them with. */
const sqlNames = sqlNamesOf({
  academicYear: COURSE_ENTITIES.academicYears,
  county: counties.entity,
  course: COURSE_ENTITIES.courses,
  courseDiscipline: COURSE_ENTITIES.courseDisciplines,
  courseOffering: courseOfferings.entity,
  courseYear: COURSE_ENTITIES.courseYears,
  institution: COURSE_ENTITIES.institutions,
  review: courseSubmissionReviews.entity,
  subjectArea: COURSE_ENTITIES.subjectAreas,
  submission: COURSE_ENTITIES.courseSubmissions,
  submissionType: submissionTypes.entity,
  user: COURSE_ENTITIES.users,
});

export type ReportNames = ReturnType<typeof sqlNames>;

/** The office's time zone as an SQL literal (a constant of the code, not a value from a request). */
export const TZ = `'${OFFICE_TIME_ZONE}'`;

/** Builds a report's statement once per ORM (names cannot change while it runs). */
export function reportStatement(build: (n: ReportNames) => string): (em: EntityManager) => string {
  const cache = new WeakMap<MetadataStorage, string>();
  return (em) => {
    const metadata = em.getMetadata();
    let sql = cache.get(metadata);
    if (sql === undefined) {
      sql = build(sqlNames(em));
      cache.set(metadata, sql);
    }
    return sql;
  };
}

/**
 * The filters on a submission `s` of an institution `i`: its cycle (academic year), the institution's
 * type and county. Each value is a parameter, twice: absent (null) lets every row through.
 */
export function submissionFilterSql({ c }: ReportNames, s = 's', i = 'i'): string {
  return `(cast(? as int) is null or ${s}.${c('submission', 'academicYearId')} = cast(? as int))
    and (cast(? as int) is null or ${i}.${c('institution', 'institutionTypeId')} = cast(? as int))
    and (cast(? as int) is null or ${i}.${c('institution', 'countyId')} = cast(? as int))`;
}

/** The parameters of submissionFilterSql, in its order. */
export function submissionFilterParams(f: ReportFilters): (number | null)[] {
  return [f.academicYearId, f.academicYearId, f.institutionTypeId, f.institutionTypeId, f.countyId, f.countyId];
}

/**
 * The subject area a submission counts under: the first discipline (lowest sortOrder, then id) of its
 * course's record in the submission's year. A two-year course with two areas counts once, under its first.
 */
export function subjectAreaJoinSql({ t, c }: ReportNames, s = 's'): string {
  return `left join lateral (
      select d.${c('courseDiscipline', 'subjectAreaId')} as subject_area_id
      from ${t('courseYear')} cy join ${t('courseDiscipline')} d on d.${c('courseDiscipline', 'courseYearId')} = cy.${c('courseYear', 'id')}
      where cy.${c('courseYear', 'courseId')} = ${s}.${c('submission', 'courseId')} and cy.${c('courseYear', 'academicYearId')} = ${s}.${c('submission', 'academicYearId')}
      order by d.${c('courseDiscipline', 'sortOrder')}, d.${c('courseDiscipline', 'id')} limit 1
    ) sa on true
    left join ${t('subjectArea')} area on area.${c('subjectArea', 'id')} = sa.subject_area_id`;
}

/** pg answers COUNT, numeric and percentile values as text: a number, or null for SQL null. */
export const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
export const int = (value: unknown): number => Number(value ?? 0);
/** A figure rounded to one decimal, for days and averages. */
export const oneDecimal = (value: unknown): number | null => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);
