// The review screen's calls (spec 3 §7 "Review", "Revision and materials", "Tags"): what each one
// takes and answers, once for the server (server/review/screen/*) and the screen
// (custom-screens/review/review-api.ts). Dates the server hands over as Date read as ISO text on the
// screen: it types its answers Wire<…> (wire.ts).
import type { BatchProgress } from './batches.js';
import type { CourseDescription, MaterialFields, Requisite } from './course-content.js';

/** A review's decision (resources/_enums.ts REVIEW_DECISIONS; tests/architecture/contract.test.ts keeps them equal). */
export type Decision = 'approved' | 'notapproved' | 'secondreview';

export interface DecisionOption {
  allowed: boolean;
  /** the rules' refusals: the button's hover message */
  messages: string[];
}

export type DecisionOptions = Record<Decision, DecisionOption>;

/** A submission's description: the course's, with the submission it belongs to. */
export interface Description extends CourseDescription {
  courseSubmissionId?: number;
}

export interface BasicInfo {
  title: string;
  disciplines: { subjectAreaId: number; disciplineId: number | null; languageId: number | null; otherLanguage: string | null }[];
  courseLengthId: number | null;
  isGrade9: boolean;
  isGrade10: boolean;
  isGrade11: boolean;
  isGrade12: boolean;
  isCte: boolean;
  cteIndustryId: number | null;
  ctePathwayId: number | null;
  honorsTypeId: number | null;
  requiresWetLabActivity: boolean;
  isMathCategory4: boolean;
  prerequisites: Requisite[];
  corequisites: Requisite[];
  transcriptCodes: { abbreviation: string | null; code: string | null }[];
}

export interface Material extends MaterialFields {
  id: number;
  courseMaterialId: number;
  materialTypeId: number;
  /** the kind's suffix: textbook, literarytext, … */
  type: string | null;
  isAdded?: boolean;
  isRemoved?: boolean;
}

export interface Modifications {
  basic: string[];
  courseMaterial: { added: number[]; removed: number[] };
}

export interface TickedStatement {
  id?: number;
  reviewStatementId: number;
  section: string;
  notes: string | null;
}

export interface Exclusion {
  id?: number;
  name: string;
  isExcluded: boolean;
  comment: string | null;
  excludedSuboptionIds: number[];
}

export interface InternalNote {
  courseSubmissionReviewNoteId: number;
  note: string;
  createdById: number | null;
  createdByName: string | null;
  createdOn: string | null;
  courseSubmissionId: number | null;
}

export interface CourseTag {
  courseTagId: number | null;
  tagId: number;
  name: string;
  isDeprecated: boolean;
  isDeleted: boolean;
}

export interface TagChoice extends CourseTag {
  selected: boolean;
}

export interface HistoryEvent {
  action: string;
  analystName: string | null;
  isSecondReview: boolean;
  actionDate: string;
}

export interface Lease {
  userId: number;
  name: string;
  expiresAt: string;
}

export interface ReviewModel {
  courseSubmissionId: number;
  courseReviewId: number;
  /** the same as courseReviewId, under the spec's name */
  courseSubmissionReviewId: number;
  courseId: number;
  academicYearId: number;
  institutionId: number;
  rootCourse: { courseId: number | null };
  batch: BatchProgress;
  status: string;
  isSecondReview: boolean;
  isExpressReview: boolean;
  scenario: string;
  submissionType: { submissionTypeId: number; name: string | null };
  analyst: { userId: number; name: string | null };
  decision: Decision | null;
  decidedOn: string | null;
  basicInfo: BasicInfo;
  description: Description;
  materials: { courseMaterials: Material[]; isEditable: boolean };
  modifications: Modifications;
  rubric: { rubricId: number | null; value: number | null };
  statements: TickedStatement[];
  exclusions: Exclusion[];
  internalNotes: InternalNote[];
  tags: CourseTag[];
  history: HistoryEvent[];
  lease: Lease | null;
  readOnly: boolean;
  decisions: DecisionOptions;
}

export interface FeedbackStatement {
  reviewStatementId: number;
  reviewStatementTypeId: number;
  subjectAreaId: number | null;
  section: string;
  categoryId: number | null;
  categoryName: string | null;
  statement: string;
}

/** One of the caller's earlier notes on a statement of a section (GET feedback/previous/{section}). */
export interface PreviousNote {
  reviewStatementId: number;
  section: string;
  notes: string;
}

export interface FeedbackTemplate {
  id: number;
  reviewStatementTypeId: number;
  template: string;
}

export interface Rubric {
  id: number;
  name: string;
  value: number;
}

export interface DecisionAnswer {
  courseSubmissionReviewId: number;
  decision: Decision;
  reviewBatchId: number | null;
  nextReviewId: number | null;
}

export interface RemovedFromBatch {
  courseSubmissionReviewId: number;
  previousReviewBatchId: number;
  /** the batch of its own the course went to */
  reviewBatchId: number;
  /** the caller's next course to decide in the old batch (null: none) */
  nextReviewId: number | null;
}

export interface RecallAnswer {
  title: string;
  message: string;
  courseSubmissionReviewBatchId: number;
  newCourseSubmissionReviewId: number;
}

/** A review of the batch, as the generic REST list of course-submission-reviews has it. */
export interface BatchReviewRow {
  id: number;
  courseSubmissionId: number;
  analystId: number;
  decision: Decision | null;
  reversedOn: string | null;
}

/** The material form's flags travel as true / false whatever the form holds (spec 3 §3). */
export type MaterialBody = Omit<Partial<Material>, 'isPrimary' | 'readInEntirety'> & { isPrimary: boolean; readInEntirety: boolean };

/** POST {reviewId}/lease: the lease renewed, or who holds it now. */
export interface LeaseRenewal {
  lease: Lease | null;
  readOnly: boolean;
}

/** POST nextreview: the caller's first undecided review of the batch in working order (null: none). */
export interface NextReview {
  reviewBatchId: number | null;
  nextReviewId: number | null;
}

/** POST nextreview's body. */
export interface NextReviewBody {
  batchId: number;
}

/** POST {reviewId}/rubric/{rubricId}: the rubric set and the decisions it allows now. */
export interface RubricChoice {
  rubricId: number;
  value: number;
  decisions: DecisionOptions;
}

/** POST {reviewId}: the statements and exclusions ticked. */
export interface ReviewBody {
  statements?: TickedStatement[];
  exclusions?: Exclusion[];
}

/** POST {reviewId}'s answer: what was stored, and the decisions it allows now. */
export interface SavedReview {
  statements: TickedStatement[];
  exclusions: Exclusion[];
  decisions: DecisionOptions;
}

/** POST {submissionId}/tag/{tagId}: the tag linked to the course. */
export interface AddedTag {
  courseTagId: number;
  tagId: number;
  name: string;
}

/** GET /api/admin/course/{courseId}/materials: the root course's materials. */
export interface RootMaterials {
  courseMaterials: Material[];
}

