// The rows the review screen reads and writes, as MikroORM hands them over (references are ids:
// the entity builder maps every reference to its primary key), derived from the resources
// (resources/_rows.ts).
export type {
  CourseDisciplineRow,
  CourseEventRow,
  CourseOfferingRow,
  CourseRow,
  CourseYearRow,
  ReviewExclusionRow,
  ReviewRow,
  ReviewStatementRow,
  SubmissionRow,
  UserNameRow,
} from '../../../resources/_rows.js';
export type {
  Decision as ReviewDecision,
  ReviewBatchRow as BatchRow,
  CourseMaterialRow as MaterialRow,
  CourseNoteRow as NoteRow,
} from '../../../resources/_rows.js';
