// One completed review (spec 3 §2 "/review/completed/{id}"): the decision with the rule evaluation
// stored with it (ruleSetVersionId, explanation), the feedback ticked, the exclusions and any reversal.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../../auth/session-user.js';
import { HttpError, notFound } from '../../http/errors.js';
import { E, fullName, type ReviewRow, type SubmissionRow, type UserRow } from './model.js';
import { submissionTitle } from './recall.js';
import { seesAllAnalysts } from './review-visibility.js';
import { withRuleWords } from '../../rules/explanation-words.js';
import type { ReviewExclusionRow, ReviewStatementRow } from '../../../resources/_rows.js';

async function nameOf(em: EntityManager, id: number | null): Promise<string | null> {
  if (id == null) return null;
  const u = await em.findOne<UserRow>(E.user, { id });
  return u ? fullName(u) : null;
}

export async function completedDetails(em: EntityManager, user: SessionUser, reviewId: number) {
  const review = await em.findOne<ReviewRow>(E.review, { id: reviewId });
  if (!review || review.decision == null) throw notFound(`There is no completed review ${reviewId}.`);
  if (review.analystId !== user.id && !seesAllAnalysts(user)) throw new HttpError(403, "You may read only your own completed reviews.");
  const submission = (await em.findOne<SubmissionRow>(E.submission, { id: review.courseSubmissionId }))!;
  const [statements, exclusions, institution, course] = await Promise.all([
    em.find<ReviewStatementRow>(E.statement, { courseSubmissionReviewId: review.id }, { orderBy: { id: 'asc' } }),
    em.find<ReviewExclusionRow>(E.exclusion, { courseSubmissionReviewId: review.id }, { orderBy: { id: 'asc' } }),
    em.findOne<{ id: number; name: string }>(E.institution, { id: submission.institutionId }),
    em.findOne<{ id: number; recordId: string }>(E.course, { id: submission.courseId }),
  ]);
  const texts = await em.find<{ id: number; statement: string }>(E.feedbackStatement, { id: { $in: statements.map((s) => s.reviewStatementId) } });
  return {
    courseSubmissionReviewId: review.id,
    courseSubmissionId: submission.id,
    courseId: submission.courseId,
    recordId: course?.recordId ?? null,
    title: await submissionTitle(em, submission),
    institutionId: submission.institutionId,
    institutionName: institution?.name ?? null,
    academicYearId: submission.academicYearId,
    submissionTypeId: submission.submissionTypeId,
    scenario: submission.scenario,
    isExpressReview: submission.isExpressReview,
    submissionStatus: submission.status,
    analystId: review.analystId,
    analystName: await nameOf(em, review.analystId),
    isSecondReview: review.isSecondReview,
    decision: review.decision,
    actionDate: review.decidedOn,
    startedOn: review.startedOn,
    rubricId: review.rubricId,
    rubricValue: review.rubricValue,
    ruleSetVersionId: review.ruleSetVersionId,
    explanation: await withRuleWords(em, review.explanation ?? null, review.ruleSetVersionId),
    statements: statements.map((s) => ({
      reviewStatementId: s.reviewStatementId,
      section: s.section,
      notes: s.notes,
      statement: texts.find((x) => x.id === s.reviewStatementId)?.statement ?? null,
    })),
    exclusions: exclusions.map((x) => ({ name: x.name, isExcluded: x.isExcluded, comment: x.comment, excludedSuboptionIds: x.excludedSuboptionIds ?? [] })),
    reversedOn: review.reversedOn,
    reversedById: review.reversedById,
    reversedByName: await nameOf(em, review.reversedById),
    reversalReason: review.reversalReason,
  };
}
