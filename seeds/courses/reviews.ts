// The reviews of the demo submissions with what analysts put on them: rubric values, ticked feedback
// statements with notes, revision exclusions, internal notes, the course's rubric and its history.
// Decisions keep the review-decision rules (rules/review-decision.json): an approval has a rubric
// value at the minimum approval value or above, no feedback ticked and nothing excluded; not
// approving or sending to 2nd review has a value below the minimum and feedback.
import type { DemoContext, Statement } from './context.js';
import type { Random } from './random.js';
import type { DemoTables, ReviewRow } from './rows.js';
import type { ReviewPlan, SubmissionPlan } from './submissions.js';

const REVISION_FEEDBACK = 1;

const STATEMENT_NOTES = [
  'Unit 3 lists topics only; describe what students read and write in it.',
  'The lab activities are demonstrations; students need to carry out the investigations themselves.',
  'Only one assessment is described for the whole course.',
  'The textbook edition is from 2009; list the edition students use now.',
  'The course description repeats the title; summarize the goals of the course.',
  'The prerequisite is an elective that is not on the A–G list; mark it recommended or replace it.',
  'The culminating project needs a description of how it is assessed.',
];

const EXCLUSION_COMMENTS: Record<string, string> = {
  title: 'The new title names a unit, not the whole course; keep the approved title.',
  courseLengthId: 'A full-year course needs units for the second semester; excluded until they are described.',
  grade: 'The added grade level would need a different prerequisite; excluded from this revision.',
};

const REVIEW_NOTES = [
  'Asked the school for the unit 4 lab write-ups; waiting on the counselor.',
  'Compared with the district course: same units, different textbook.',
  'Publisher confirmed that the labs are done in person at the partner schools.',
  'Second opinion welcome on the honors assessments.',
  'Resubmission addresses all the feedback from last time except the assessments.',
  'Checked the transcript codes against the school’s course catalog.',
  'Express review: only the title and grade levels changed.',
];

/** Rubrics a decision may carry: at or above the minimum for approval, below it otherwise. */
function rubricsFor(ctx: DemoContext, approving: boolean) {
  const fitting = ctx.rubrics.filter((r) => (approving ? r.value >= ctx.minApprovalValue : r.value < ctx.minApprovalValue));
  return fitting.length ? fitting : ctx.rubrics;
}

/** Approvals mostly sit at the minimum or one above it; refusals just below it. */
function pickRubric(random: Random, ctx: DemoContext, approving: boolean) {
  const options = rubricsFor(ctx, approving);
  const near = approving ? options.slice(0, 2) : options.slice(-2);
  return random.chance(0.75) ? random.pick(near) : random.pick(options);
}

/** The revision feedback offered for the subject area (or any revision feedback when none is). */
function revisionFeedback(ctx: DemoContext, subjectAreaId: number): Statement[] {
  const revision = ctx.statements.filter((s) => s.reviewStatementTypeId === REVISION_FEEDBACK);
  const fitting = revision.filter((s) => s.subjectAreaId === null || s.subjectAreaId === subjectAreaId);
  if (revision.length === 0) throw new Error('The course demo needs revision feedback statements: seed the content first.');
  return fitting.length ? fitting : revision;
}

export function writeReviews(random: Random, ctx: DemoContext, submissions: SubmissionPlan[], t: DemoTables): void {
  const latestRubric = new Map<number, { at: number; rubricId: number }>();
  const expressTag = ctx.tagIds.get('Express Review');
  const tagged = new Set(t.courseTags.rows.map((r) => `${r.courseId}|${r.tagId}`));

  for (const s of submissions) {
    const { row, course } = s;
    const event = (action: string, userId: number | null, actionDate: Date, isSecondReview = false) =>
      t.courseEvents.add({ courseId: row.courseId, academicYearId: row.academicYearId, courseSubmissionId: row.id, action, userId, actionDate, isSecondReview });
    event(row.isExpressReview ? 'Submitted for express review' : 'Submitted for review', null, row.submittedOn);
    if (row.status === 'hold') event('Moved to the Hold queue', ctx.administrator.id, later(ctx, row.submittedOn, random.int(60, 1800)));
    if (row.status === 'withdrawn') event('Withdrawn by the institution', null, later(ctx, row.submittedOn, random.int(60, 4000)));
    if (expressTag && row.isExpressReview && !tagged.has(`${row.courseId}|${expressTag}`)) {
      t.courseTags.add({ courseId: row.courseId, tagId: expressTag });
      tagged.add(`${row.courseId}|${expressTag}`);
    }

    for (const plan of s.reviews) {
      const review = addReview(random, ctx, t, s, plan);
      event(`Assigned to ${plan.analyst.name}`, ctx.administrator.id, plan.assignedOn, plan.isSecondReview);
      if (plan.startedOn) event(`Review started by ${plan.analyst.name}`, plan.analyst.id, plan.startedOn, plan.isSecondReview);
      if (plan.decision && plan.decidedOn) {
        event({ approved: 'Approved', notapproved: 'Not Approved', secondreview: 'Sent to 2nd review' }[plan.decision], plan.analyst.id, plan.decidedOn, plan.isSecondReview);
        const previous = latestRubric.get(course.courseId);
        if (review.rubricId && (!previous || previous.at < plan.decidedOn.getTime())) latestRubric.set(course.courseId, { at: plan.decidedOn.getTime(), rubricId: review.rubricId });
      }
    }
    const first = s.reviews[0];
    if (first && random.chance(0.12)) {
      const until = first.decidedOn ?? ctx.now;
      const createdOn = new Date(first.assignedOn.getTime() + random.next() * (until.getTime() - first.assignedOn.getTime()));
      t.courseNotes.add({ courseId: row.courseId, courseSubmissionId: row.id, note: random.pick(REVIEW_NOTES), createdById: first.analyst.id, createdOn });
    }
  }

  // a course carries the rubric of its latest decided review
  const courses = new Map(t.courses.rows.map((c) => [c.id, c]));
  for (const [courseId, { rubricId }] of latestRubric) courses.get(courseId)!.rubricId = rubricId;
}

function later(ctx: DemoContext, from: Date, minutes: number): Date {
  return new Date(Math.min(from.getTime() + minutes * 60_000, ctx.now.getTime() - 60_000));
}

function addReview(random: Random, ctx: DemoContext, t: DemoTables, s: SubmissionPlan, plan: ReviewPlan): ReviewRow {
  const refusing = plan.decision === 'notapproved' || plan.decision === 'secondreview';
  // an undecided review that was started may already have a rubric value and feedback ticked
  const draft = !plan.decision && plan.startedOn !== null && random.chance(0.5);
  const draftRefusing = draft && random.chance(0.5);
  const rubric = plan.decision ? pickRubric(random, ctx, plan.decision === 'approved') : draft ? pickRubric(random, ctx, !draftRefusing) : null;
  const review = t.courseSubmissionReviews.add({
    courseSubmissionId: s.row.id,
    reviewBatchId: plan.batch.id,
    analystId: plan.analyst.id,
    rubricId: rubric?.id ?? null,
    rubricValue: rubric?.value ?? null,
    decision: plan.decision,
    decidedOn: plan.decidedOn,
    isSecondReview: plan.isSecondReview,
    startedOn: plan.startedOn,
    leaseUserId: null,
    leaseExpiresAt: null,
    // demo decisions were not evaluated by the rules runtime, so no evaluation is recorded for them
    ruleSetVersionId: null,
    explanation: null,
    reversedOn: null,
    reversedById: null,
    reversalReason: null,
  });
  if (!refusing && !draftRefusing) return review;

  const feedback = random.sample(revisionFeedback(ctx, s.course.template.subjectAreaId), refusing ? random.int(1, 3) : 1);
  for (const statement of feedback)
    t.reviewStatements.add({ courseSubmissionReviewId: review.id, reviewStatementId: statement.id, section: statement.sectionId, notes: random.chance(0.5) ? random.pick(STATEMENT_NOTES) : null });
  const changed = s.row.modifications?.basic ?? [];
  if (refusing && changed.length && random.chance(0.8)) {
    const name = random.pick(changed);
    t.reviewExclusions.add({ courseSubmissionReviewId: review.id, name, isExcluded: true, comment: EXCLUSION_COMMENTS[name.startsWith('isGrade') ? 'grade' : name] ?? null, excludedSuboptionIds: [] });
  }
  return review;
}
