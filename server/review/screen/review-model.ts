// GET /api/admin/review/{batchId}/{reviewId} (spec 3 §3 "Course submission review"): everything the
// review screen shows for one review of a batch. Opening it claims the review for its analyst
// (lease.ts); anyone else reads it with readOnly and the lease's holder. With ?claim=false it is read
// without claiming (the screen reading the next course ahead, while the analyst works on this one). `decisions` tells which
// decisions the review-decision rules allow now, with their refusals as the buttons' hover
// messages, evaluated on the stored review without recording (decision-facts.ts).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { notFound } from '../../http/errors.js';
import type { SessionUser } from '../../auth/session-user.js';
import type { RuleRuntime } from '../../rules/runtime.js';
import courses from '../../../resources/courses.js';
import courseEvents from '../../../resources/course-events.js';
import submissionTypes from '../../../resources/submission-types.js';
import users from '../../../resources/users.js';
import { pathId, queryFlag } from './params.js';
import { openReview, peekReview } from './lease.js';
import { batchProgress } from './batch-progress.js';
import { basicInfoOf } from './basic-info.js';
import { courseYearOf, descriptionJson, materialsEditable, materialsOf, modificationsOf } from './submission-content.js';
import { statementsAndExclusions } from './save-review.js';
import { notesOfCourse } from './notes.js';
import { tagsOfCourse } from './submission-tags.js';
import { decisionOptions, reviewFacts } from './decision-facts.js';
import { SCREEN_READ, source } from './route-names.js';
import type { CourseEventRow, CourseRow, UserNameRow } from './rows.js';
import type { ReviewModel } from '../../../core/contract/review.js';

const fullName = (u: UserNameRow | undefined) => (u ? `${u.firstName} ${u.lastName}` : null);

async function usersById(em: EntityManager, ids: (number | null | undefined)[]): Promise<Map<number, UserNameRow>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const rows = wanted.length ? await em.find<UserNameRow>(users.entity, { id: { $in: wanted } }) : [];
  return new Map(rows.map((u) => [u.id, u]));
}

/** The course's history, newest first (spec 3 §3 "history events"). */
async function historyOf(em: EntityManager, courseId: number) {
  const events = await em.find<CourseEventRow>(courseEvents.entity, { courseId }, { orderBy: { actionDate: 'desc', id: 'desc' } });
  const names = await usersById(em, events.map((e) => e.userId));
  return events.map((e) => ({
    action: e.action,
    analystName: e.userId != null ? fullName(names.get(e.userId)) : null,
    isSecondReview: e.isSecondReview,
    actionDate: e.actionDate.toISOString(),
    courseSubmissionId: e.courseSubmissionId ?? null,
    academicYearId: e.academicYearId ?? null,
  }));
}

export async function reviewModel(em: EntityManager, rules: RuleRuntime, user: SessionUser, batchId: number, reviewId: number, claim = true): Promise<ReviewModel> {
  const { review, submission, lease, readOnly } = await (claim ? openReview : peekReview)(em, reviewId, user);
  if (review.reviewBatchId !== batchId) throw notFound(`Review ${reviewId} is not in batch ${batchId}.`);
  const year = await courseYearOf(em, submission);
  const course = await em.findOne<CourseRow>(courses.entity, { id: submission.courseId });
  const submissionType = await em.findOne<{ id: number; name: string }>(submissionTypes.entity, { id: submission.submissionTypeId });
  const people = await usersById(em, [review.analystId]);
  const tags = await tagsOfCourse(em, submission.courseId);
  return {
    courseSubmissionId: submission.id,
    courseReviewId: review.id,
    courseSubmissionReviewId: review.id,
    courseId: submission.courseId,
    academicYearId: submission.academicYearId,
    institutionId: submission.institutionId,
    rootCourse: { courseId: course?.parentCourseId ?? course?.adoptedFromCourseId ?? null },
    batch: await batchProgress(em, batchId, review.id),
    status: submission.status,
    isSecondReview: review.isSecondReview,
    isExpressReview: submission.isExpressReview,
    scenario: submission.scenario,
    submissionType: { submissionTypeId: submission.submissionTypeId, name: submissionType?.name ?? null },
    analyst: { userId: review.analystId, name: fullName(people.get(review.analystId)) },
    decision: review.decision ?? null,
    decidedOn: review.decidedOn ? review.decidedOn.toISOString() : null,
    basicInfo: await basicInfoOf(em, submission, year),
    description: descriptionJson(submission, year),
    materials: { courseMaterials: await materialsOf(em, submission, year), isEditable: !readOnly && materialsEditable(submission) },
    modifications: modificationsOf(submission),
    rubric: { rubricId: review.rubricId ?? null, value: review.rubricValue ?? null },
    ...(await statementsAndExclusions(em, review.id)),
    internalNotes: await notesOfCourse(em, submission.courseId),
    tags: tags.filter((t) => t.selected).map((t) => ({ courseTagId: t.courseTagId, tagId: t.tagId, name: t.name, isDeprecated: t.isDeprecated, isDeleted: t.isDeleted })),
    history: await historyOf(em, submission.courseId),
    lease,
    readOnly,
    decisions: await decisionOptions(rules, em, await reviewFacts(em, review)),
  };
}

export function registerReviewModelRoute(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/review/:batchId(\\d+)/:reviewId(\\d+)',
    ability: SCREEN_READ,
    source: source('review-model.ts'),
    handler: ({ req, em, user }) => reviewModel(em, rules, user, pathId(req, 'batchId', 'batch id'), pathId(req, 'reviewId', 'review id'), queryFlag(req, 'claim', true)),
  });
}
