// The row types of the course and review resources (and of the tags and user names they show),
// derived from their definitions (core/model/row-type.ts), shared by the workflow services, the
// seeds and the screens' API types. JSON fields get the shapes docs/courses-and-review.md gives them.
import type { RowOf, StoredRowOf, WithJson } from '../core/model/row-type.js';
import type courseDisciplines from './course-disciplines.js';
import type courseEvents from './course-events.js';
import type courseMaterials from './course-materials.js';
import type courseNotes from './course-notes.js';
import type courseOfferings from './course-offerings.js';
import type courseSubmissionReviews from './course-submission-reviews.js';
import type courseSubmissions from './course-submissions.js';
import type courseTags from './course-tags.js';
import type courseYears from './course-years.js';
import type courses from './courses.js';
import type feedbackTemplates from './feedback-templates.js';
import type reviewBatches from './review-batches.js';
import type reviewExclusions from './review-exclusions.js';
import type reviewStatements from './review-statements.js';
import type tags from './tags.js';
import type users from './users.js';
import type { Requisite, Unit } from '../core/contract/course-content.js';

export interface TranscriptCode {
  abbreviation: string | null;
  code: string | null;
  isDeleted: boolean;
}

/** What a revision changed: basic properties by name, materials added and removed by id. */
export interface Modifications {
  basic: string[];
  courseMaterial: { added: number[]; removed: number[] };
}

export type CourseRow = StoredRowOf<typeof courses>;
export type CourseYearRow = WithJson<StoredRowOf<typeof courseYears>, { prerequisites: Requisite[] | null; corequisites: Requisite[] | null; units: Unit[] | null }>;
export type CourseDisciplineRow = StoredRowOf<typeof courseDisciplines>;
export type CourseMaterialRow = StoredRowOf<typeof courseMaterials>;
export type CourseOfferingRow = WithJson<StoredRowOf<typeof courseOfferings>, { transcriptCodes: TranscriptCode[] | null }>;
export type CourseTagRow = StoredRowOf<typeof courseTags>;
export type CourseNoteRow = StoredRowOf<typeof courseNotes>;
export type CourseEventRow = StoredRowOf<typeof courseEvents>;
export type SubmissionRow = WithJson<StoredRowOf<typeof courseSubmissions>, { modifications: Modifications | null }>;
export type ReviewBatchRow = StoredRowOf<typeof reviewBatches>;
export type ReviewRow = StoredRowOf<typeof courseSubmissionReviews>;
export type ReviewStatementRow = StoredRowOf<typeof reviewStatements>;
export type ReviewExclusionRow = WithJson<StoredRowOf<typeof reviewExclusions>, { excludedSuboptionIds: number[] | null }>;
export type TagRow = StoredRowOf<typeof tags>;
export type FeedbackTemplateRow = StoredRowOf<typeof feedbackTemplates>;
/** A user as the screens name one: analysts, reviewers, authors. */
export type UserNameRow = Pick<RowOf<typeof users>, 'id' | 'firstName' | 'lastName'>;

export type SubmissionStatus = SubmissionRow['status'];
export type QueueType = ReviewBatchRow['queueType'];
export type Scenario = SubmissionRow['scenario'];
export type Decision = NonNullable<ReviewRow['decision']>;
export type ReviewSection = ReviewStatementRow['section'];

/** A row as a seed writes it: no row version (the column's default). */
export type Unversioned<Row> = Omit<Row, 'rowVersion'>;
export type { RowOf };
