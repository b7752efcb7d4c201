// The rows the course demo writes, keyed by the resources' field names (docs/courses-and-review.md),
// each with its id. Ids are given here rather than by the database so rows can point at each other
// before anything is written; index.ts moves each table's id sequence past them afterwards.
import type { RowOf } from '../../core/model/row-type.js';
import type institutions from '../../resources/institutions.js';
import type * as Rows from '../../resources/_rows.js';

export type { Decision, QueueType, Scenario, SubmissionStatus } from '../../resources/_rows.js';

// Institutions: the demo adds providers with the fields below; the rest stay unset.
export type InstitutionRow = Pick<RowOf<typeof institutions>, 'id' | 'name' | 'institutionTypeId' | 'isActive' | 'streetCity' | 'streetState' | 'countyId' | 'website'>;

type Seeded<Row> = Rows.Unversioned<Row>;
export type CourseRow = Seeded<Rows.CourseRow> & { createdOn: Date };
export type CourseYearRow = Seeded<Rows.CourseYearRow>;
export type CourseDisciplineRow = Seeded<Rows.CourseDisciplineRow>;
export type CourseMaterialRow = Seeded<Rows.CourseMaterialRow>;
export type CourseOfferingRow = Seeded<Rows.CourseOfferingRow>;
export type CourseTagRow = Seeded<Rows.CourseTagRow>;
export type CourseNoteRow = Seeded<Rows.CourseNoteRow>;
export type CourseEventRow = Seeded<Rows.CourseEventRow>;
export type SubmissionRow = Seeded<Rows.SubmissionRow>;
export type ReviewBatchRow = Seeded<Rows.ReviewBatchRow>;
export type ReviewRow = Seeded<Rows.ReviewRow>;
export type ReviewStatementRow = Seeded<Rows.ReviewStatementRow>;
export type ReviewExclusionRow = Seeded<Rows.ReviewExclusionRow>;

/** One table's rows, numbered from the table's first free id. */
export class Table<R extends { id: number }> {
  readonly rows: R[] = [];
  private next: number;

  constructor(firstId = 1) {
    this.next = firstId;
  }

  /** Numbers the row (the object itself, no copy: the builders make thousands) and keeps it. */
  add(row: Omit<R, 'id'>): R {
    const full = row as R;
    full.id = this.next++;
    this.rows.push(full);
    return full;
  }
}

/** Every table the course demo fills, in the order they can be written (parents first). */
export interface DemoTables {
  institutions: Table<InstitutionRow>;
  courses: Table<CourseRow>;
  courseYears: Table<CourseYearRow>;
  courseDisciplines: Table<CourseDisciplineRow>;
  courseOfferings: Table<CourseOfferingRow>;
  courseTags: Table<CourseTagRow>;
  reviewBatches: Table<ReviewBatchRow>;
  courseSubmissions: Table<SubmissionRow>;
  courseMaterials: Table<CourseMaterialRow>;
  courseSubmissionReviews: Table<ReviewRow>;
  reviewStatements: Table<ReviewStatementRow>;
  reviewExclusions: Table<ReviewExclusionRow>;
  courseNotes: Table<CourseNoteRow>;
  courseEvents: Table<CourseEventRow>;
}
