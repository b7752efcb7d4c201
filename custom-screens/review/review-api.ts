// The review screen's calls (spec 3 §7 "Review", "Revision and materials", "Tags") and the shapes the
// server answers (server/review/screen/*, server/review/queues/analyst-stats.ts, recall.ts), as JSON
// carries them: dates are ISO text.
import { REVIEW_API, type ReviewCall } from '../../admin-ui/dashboard/review-common/review-call.js';
import type { Decision } from '../../admin-ui/dashboard/review-common/review-words.js';

export type { Decision };

export interface DecisionOption {
  allowed: boolean;
  /** the rules' refusals: the button's hover message */
  messages: string[];
}

export type DecisionOptions = Record<Decision, DecisionOption>;

export interface BatchProgress {
  reviewBatchId: number;
  batchSize: number;
  approved: number;
  notApproved: number;
  noDecision: number;
  approvedPercent: number;
  notApprovedPercent: number;
  noDecisionPercent: number;
  nextReviewId: number | null;
  /** every review of the batch in the server's working order: previous / next and "course n of m" */
  reviewIds: number[];
}

export interface Requisite {
  value: string;
  isRequired: boolean;
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

export interface Unit {
  title: string;
  description: string;
}

export interface Description {
  courseSubmissionId?: number;
  courseDescription: string | null;
  prerequisites: Requisite[];
  corequisites: Requisite[];
  units: Unit[];
}

export interface Material {
  id: number;
  courseMaterialId: number;
  materialTypeId: number;
  /** the kind's suffix: textbook, literarytext, … */
  type: string | null;
  title: string;
  author: string | null;
  publisher: string | null;
  edition: string | null;
  publicationDate: string | null;
  isbn: string | null;
  url: string | null;
  details: string | null;
  isPrimary: boolean;
  readInEntirety: boolean;
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

export interface DecisionCounts {
  approved: number;
  notApproved: number;
  secondReviews: number;
  totalReviews: number;
}

export interface AnalystStats {
  lastWeek: DecisionCounts;
  thisWeek: DecisionCounts;
  yesterday: DecisionCounts;
  today: DecisionCounts;
  /** 'Friday' on Mondays, otherwise 'Yesterday' */
  yesterdayLabel: string;
  lastFourWeeks: { dateTime: string; numberOfReviews: number }[];
  timeZone: string;
}

/** A review of the batch, as the generic REST list of course-submission-reviews has it. */
export interface BatchReviewRow {
  id: number;
  courseSubmissionId: number;
  analystId: number;
  decision: Decision | null;
  reversedOn: string | null;
}

/** The spec's decision paths: approve and not approve are complete/{status}; 2nd review has its own. */
const decisionPath = (reviewId: number, decision: Decision) =>
  decision === 'secondreview' ? `${REVIEW_API}/${reviewId}/secondreview` : `${REVIEW_API}/${reviewId}/complete/${decision}`;

/** The material form's flags travel as true / false whatever the form holds (spec 3 §3). */
export type MaterialBody = Omit<Partial<Material>, 'isPrimary' | 'readInEntirety'> & { isPrimary: boolean; readInEntirety: boolean };

export const reviewApi = (call: ReviewCall) => ({
  model: (batchId: number, reviewId: number, signal?: AbortSignal) => call<ReviewModel>(`${REVIEW_API}/${batchId}/${reviewId}`, { signal }),
  renewLease: (reviewId: number) => call<{ lease: Lease | null; readOnly: boolean }>(`${REVIEW_API}/${reviewId}/lease`, { method: 'POST' }),
  /** the caller's first undecided review of the batch in working order (null: none) */
  nextReview: (batchId: number, signal?: AbortSignal) =>
    call<{ reviewBatchId: number | null; nextReviewId: number | null }>(`${REVIEW_API}/nextreview`, { method: 'POST', body: { batchId }, signal }),
  /** the batch's reviews by id, whatever their order: which one to read when none is the caller's */
  batchReviews: (batchId: number, signal?: AbortSignal) =>
    call<BatchReviewRow[]>(`/api/rest/course-submission-reviews?${new URLSearchParams({ filter: JSON.stringify({ reviewBatchId: batchId }), sort: JSON.stringify(['id', 'ASC']), range: JSON.stringify([0, 499]) })}`, { signal }),
  rubrics: (signal?: AbortSignal) => call<Rubric[]>('/api/admin/rubric', { signal }),
  setRubric: (reviewId: number, rubricId: number) => call<{ rubricId: number; value: number; decisions: DecisionOptions }>(`${REVIEW_API}/${reviewId}/rubric/${rubricId}`, { method: 'POST' }),
  saveReview: (reviewId: number, body: { statements?: TickedStatement[]; exclusions?: Exclusion[] }) =>
    call<{ statements: TickedStatement[]; exclusions: Exclusion[]; decisions: DecisionOptions }>(`${REVIEW_API}/${reviewId}`, { method: 'POST', body }),
  revisionStatements: (subjectAreaId: number | null, signal?: AbortSignal) =>
    call<FeedbackStatement[]>(`${REVIEW_API}/statements${subjectAreaId ? `?subjectAreaId=${subjectAreaId}` : ''}`, { signal }),
  approvalStatements: (signal?: AbortSignal) => call<FeedbackStatement[]>(`${REVIEW_API}/statements/type/2`, { signal }),
  /** the caller's own earlier notes on statements of the section, latest first (at most 50) */
  previousNotes: (section: string, signal?: AbortSignal) => call<PreviousNote[]>(`${REVIEW_API}/feedback/previous/${encodeURIComponent(section)}`, { signal }),
  template: (typeId: 1 | 2, signal?: AbortSignal) => call<FeedbackTemplate>(`${REVIEW_API}/feedbacktemplate/type/${typeId}`, { signal }),
  addNote: (submissionId: number, note: string) => call<InternalNote>(`${REVIEW_API}/${submissionId}/note`, { method: 'POST', body: { note } }),
  deleteNote: (noteId: number) => call<void>(`${REVIEW_API}/note/${noteId}`, { method: 'DELETE' }),
  tagChoices: (submissionId: number, signal?: AbortSignal) => call<TagChoice[]>(`${REVIEW_API}/${submissionId}/tag`, { signal }),
  addTag: (submissionId: number, tagId: number) => call<{ courseTagId: number; tagId: number; name: string }>(`${REVIEW_API}/${submissionId}/tag/${tagId}`, { method: 'POST' }),
  removeTag: (submissionId: number, courseTagId: number) => call<void>(`${REVIEW_API}/${submissionId}/tag/${courseTagId}`, { method: 'DELETE' }),
  saveBasicInfo: (submissionId: number, property: string, basicInfo: Partial<BasicInfo>) =>
    call<BasicInfo>(`${REVIEW_API}/${submissionId}/basicinfo?propertyName=${encodeURIComponent(property)}`, { method: 'POST', body: basicInfo }),
  saveDescription: (submissionId: number, property: string, description: Partial<Description>) =>
    call<Description>(`${REVIEW_API}/${submissionId}/description?propertyName=${encodeURIComponent(property)}`, { method: 'POST', body: description }),
  saveMaterial: (submissionId: number, suffix: string, material: MaterialBody) =>
    call<Material>(`${REVIEW_API}/${submissionId}/materials/${suffix}`, { method: 'POST', body: material }),
  removeMaterial: (submissionId: number, materialId: number) => call<void>(`${REVIEW_API}/${submissionId}/materials/coursematerial/${materialId}`, { method: 'DELETE' }),
  decide: (reviewId: number, decision: Decision) => call<DecisionAnswer>(decisionPath(reviewId, decision), { method: 'POST' }),
  removeFromBatch: (reviewId: number) => call<RemovedFromBatch>(`${REVIEW_API}/${reviewId}/removeFromBatch`, { method: 'POST' }),
  recall: (reviewId: number) => call<RecallAnswer>(`${REVIEW_API}/recall/${reviewId}`, { method: 'POST' }),
  stats: (signal?: AbortSignal) => call<AnalystStats>(`${REVIEW_API}/stats/analyst`, { signal }),
  rootDescription: (courseId: number, signal?: AbortSignal) => call<Description>(`/api/admin/course/${courseId}/description`, { signal }),
  rootMaterials: (courseId: number, signal?: AbortSignal) => call<{ courseMaterials: Material[] }>(`/api/admin/course/${courseId}/materials`, { signal }),
});

export type ReviewApi = ReturnType<typeof reviewApi>;
