// The review screen's calls (spec 3 §7 "Review", "Revision and materials", "Tags"). What each one takes
// and answers is the contract's (core/contract/review.ts, analyst-stats.ts, undo-decision.ts), as JSON
// carries it: dates are ISO text (Wire).
import { REVIEW_API, type ReviewCall } from '../../admin-ui/kit/review-call.js';
import type { AnalystStats } from '../../core/contract/analyst-stats.js';
import type {
  AddedTag,
  BasicInfo,
  BatchReviewRow,
  Decision,
  DecisionAnswer,
  Description,
  FeedbackStatement,
  FeedbackTemplate,
  InternalNote,
  LeaseRenewal,
  Material,
  MaterialBody,
  NextReview,
  NextReviewBody,
  PreviousNote,
  RecallAnswer,
  RemovedFromBatch,
  ReviewBody,
  ReviewModel,
  RootMaterials,
  Rubric,
  RubricChoice,
  SavedReview,
  TagChoice,
} from '../../core/contract/review.js';
import { undoDecisionPath, type UndoneDecision } from '../../core/contract/undo-decision.js';
import type { Wire } from '../../core/contract/wire.js';

/** The spec's decision paths: approve and not approve are complete/{status}; 2nd review has its own. */
const decisionPath = (reviewId: number, decision: Decision) =>
  decision === 'secondreview' ? `${REVIEW_API}/${reviewId}/secondreview` : `${REVIEW_API}/${reviewId}/complete/${decision}`;

export const reviewApi = (call: ReviewCall) => ({
  /** `claim: false` reads it without claiming (the next course read ahead, server/review/screen/lease.ts) */
  model: (batchId: number, reviewId: number, signal?: AbortSignal, { claim = true }: { claim?: boolean } = {}) =>
    call<ReviewModel>(`${REVIEW_API}/${batchId}/${reviewId}${claim ? '' : '?claim=false'}`, { signal }),
  renewLease: (reviewId: number) => call<LeaseRenewal>(`${REVIEW_API}/${reviewId}/lease`, { method: 'POST' }),
  /** the caller's first undecided review of the batch in working order (null: none) */
  nextReview: (batchId: number, signal?: AbortSignal) =>
    call<NextReview>(`${REVIEW_API}/nextreview`, { method: 'POST', body: { batchId } satisfies NextReviewBody, signal }),
  /** the batch's reviews by id, whatever their order: which one to read when none is the caller's */
  batchReviews: (batchId: number, signal?: AbortSignal) =>
    call<BatchReviewRow[]>(`/api/rest/course-submission-reviews?${new URLSearchParams({ filter: JSON.stringify({ reviewBatchId: batchId }), sort: JSON.stringify(['id', 'ASC']), range: JSON.stringify([0, 499]) })}`, { signal }),
  rubrics: (signal?: AbortSignal) => call<Rubric[]>('/api/admin/rubric', { signal }),
  setRubric: (reviewId: number, rubricId: number) => call<RubricChoice>(`${REVIEW_API}/${reviewId}/rubric/${rubricId}`, { method: 'POST' }),
  saveReview: (reviewId: number, body: ReviewBody) =>
    call<SavedReview>(`${REVIEW_API}/${reviewId}`, { method: 'POST', body }),
  revisionStatements: (subjectAreaId: number | null, signal?: AbortSignal) =>
    call<FeedbackStatement[]>(`${REVIEW_API}/statements${subjectAreaId ? `?subjectAreaId=${subjectAreaId}` : ''}`, { signal }),
  /** approval feedback (type 2) of the course's subject area and of every area */
  approvalStatements: (subjectAreaId: number | null, signal?: AbortSignal) =>
    call<FeedbackStatement[]>(`${REVIEW_API}/statements/type/2${subjectAreaId ? `?subjectAreaId=${subjectAreaId}` : ''}`, { signal }),
  /** the caller's own earlier notes on statements of the section, latest first (at most 50) */
  previousNotes: (section: string, signal?: AbortSignal) => call<PreviousNote[]>(`${REVIEW_API}/feedback/previous/${encodeURIComponent(section)}`, { signal }),
  template: (typeId: 1 | 2, signal?: AbortSignal) => call<FeedbackTemplate>(`${REVIEW_API}/feedbacktemplate/type/${typeId}`, { signal }),
  addNote: (submissionId: number, note: string) => call<InternalNote>(`${REVIEW_API}/${submissionId}/note`, { method: 'POST', body: { note } }),
  deleteNote: (noteId: number) => call<void>(`${REVIEW_API}/note/${noteId}`, { method: 'DELETE' }),
  tagChoices: (submissionId: number, signal?: AbortSignal) => call<TagChoice[]>(`${REVIEW_API}/${submissionId}/tag`, { signal }),
  addTag: (submissionId: number, tagId: number) => call<AddedTag>(`${REVIEW_API}/${submissionId}/tag/${tagId}`, { method: 'POST' }),
  removeTag: (submissionId: number, courseTagId: number) => call<void>(`${REVIEW_API}/${submissionId}/tag/${courseTagId}`, { method: 'DELETE' }),
  saveBasicInfo: (submissionId: number, property: string, basicInfo: Partial<BasicInfo>) =>
    call<BasicInfo>(`${REVIEW_API}/${submissionId}/basicinfo?propertyName=${encodeURIComponent(property)}`, { method: 'POST', body: basicInfo }),
  saveDescription: (submissionId: number, property: string, description: Partial<Description>) =>
    call<Description>(`${REVIEW_API}/${submissionId}/description?propertyName=${encodeURIComponent(property)}`, { method: 'POST', body: description }),
  saveMaterial: (submissionId: number, suffix: string, material: MaterialBody) =>
    call<Material>(`${REVIEW_API}/${submissionId}/materials/${suffix}`, { method: 'POST', body: material }),
  removeMaterial: (submissionId: number, materialId: number) => call<void>(`${REVIEW_API}/${submissionId}/materials/coursematerial/${materialId}`, { method: 'DELETE' }),
  decide: (reviewId: number, decision: Decision) => call<DecisionAnswer>(decisionPath(reviewId, decision), { method: 'POST' }),
  /** the caller's own decision, taken back within the undo window while nobody acted on the course */
  undoDecision: (reviewId: number) => call<UndoneDecision>(undoDecisionPath(reviewId), { method: 'POST' }),
  removeFromBatch: (reviewId: number) => call<RemovedFromBatch>(`${REVIEW_API}/${reviewId}/removeFromBatch`, { method: 'POST' }),
  recall: (reviewId: number) => call<RecallAnswer>(`${REVIEW_API}/recall/${reviewId}`, { method: 'POST' }),
  stats: (signal?: AbortSignal) => call<Wire<AnalystStats>>(`${REVIEW_API}/stats/analyst`, { signal }),
  rootDescription: (courseId: number, signal?: AbortSignal) => call<Description>(`/api/admin/course/${courseId}/description`, { signal }),
  rootMaterials: (courseId: number, signal?: AbortSignal) => call<RootMaterials>(`/api/admin/course/${courseId}/materials`, { signal }),
});

export type ReviewApi = ReturnType<typeof reviewApi>;
