// The resources the self-reported calls read and write, taken from the model so entity names follow
// it, the audit row shape, and SQL names read from the ORM's metadata for the queries written as SQL.
import { sqlNamesOf } from '../db/table-names.js';
import academicYears from '../../resources/academic-years.js';
import courseAudits from '../../resources/course-audits.js';
import courseEvents from '../../resources/course-events.js';
import courseSubmissions from '../../resources/course-submissions.js';
import courseYears from '../../resources/course-years.js';
import courses from '../../resources/courses.js';
import institutions from '../../resources/institutions.js';
import users from '../../resources/users.js';
import type { RowOf, StoredRowOf } from '../../core/model/row-type.js';

export const R = { academicYears, courseAudits, courseEvents, courseSubmissions, courseYears, courses, institutions, users } as const;

/** Entity names, for em.find / em.create. */
export const E = Object.fromEntries(Object.entries(R).map(([key, r]) => [key, r.entity])) as { [K in keyof typeof R]: string };

export const SOURCE = 'server/course-audits';

export type AuditRow = StoredRowOf<typeof courseAudits>;

export type PublisherRow = Pick<RowOf<typeof institutions>, 'id' | 'name' | 'institutionTypeId' | 'isActive'>;

export { runSql } from '../db/run-sql.js';
export const sqlNames = sqlNamesOf(E);

export const iso = (value: Date | string | null | undefined): string | null => (value == null ? null : new Date(value).toISOString());
