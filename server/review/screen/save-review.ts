// POST /api/admin/review/{reviewId} (spec 3 §7): the screen saves the review's ticked feedback
// statements and its revision exclusions. Each list sent is the whole list: rows not in it are
// removed, changed rows updated, new ones added, so the audit trail shows exactly what changed.
// A list left out of the body is left as it is. Notes and comments are stored as written.
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../../http/route-table.js';
import { badRequest, type ModelState } from '../../http/errors.js';
import { parseBody } from '../../crud/parse-body.js';
import type { RuleRuntime } from '../../rules/runtime.js';
import reviewStatements from '../../../resources/review-statements.js';
import reviewExclusions from '../../../resources/review-exclusions.js';
import feedbackStatements from '../../../resources/feedback-statements.js';
import { pathId } from './params.js';
import { writeReview } from './review-write.js';
import { decisionOptions, reviewFacts } from './decision-facts.js';
import { longText, recordIdOf, sectionSchema } from './body-schemas.js';
import { REVIEW_ID, SCREEN_WRITE, source } from './route-names.js';
import type { ReviewExclusionRow, ReviewRow, ReviewStatementRow } from './rows.js';
import { INT4_MAX } from '../../crud/field-values.js';

const statementSchema = z
  .object({
    reviewStatementId: recordIdOf('a feedback statement'),
    section: sectionSchema,
    notes: longText(4000).nullish(),
  })
  .strict();

const exclusionSchema = z
  .object({
    name: z.string({ error: 'Name the property.' }).trim().min(1, { error: 'Name the property.' }).max(100, { error: 'Use at most 100 characters.' }),
    isExcluded: z.boolean({ error: 'Choose yes or no.' }),
    comment: longText(4000).nullish(),
    excludedSuboptionIds: z
      .array(z.number().int().min(0).max(INT4_MAX), { error: 'Send a list of whole numbers.' })
      .max(1000, { error: 'Send at most 1000 sub-options.' })
      .nullish(),
  })
  .strict();

const saveBody = z
  .object({
    statements: z.array(statementSchema, { error: 'Send a list of statements.' }).max(500, { error: 'Send at most 500 statements.' }).optional(),
    exclusions: z.array(exclusionSchema, { error: 'Send a list of exclusions.' }).max(200, { error: 'Send at most 200 exclusions.' }).optional(),
  })
  .strict();

type StatementInput = z.infer<typeof statementSchema>;
type ExclusionInput = z.infer<typeof exclusionSchema>;

/** Each statement once, and only statements that exist; a deleted one only if it was already ticked. */
async function checkStatements(tx: EntityManager, input: StatementInput[], ticked: Map<number, ReviewStatementRow>): Promise<void> {
  const errors: ModelState = {};
  const seen = new Set<number>();
  input.forEach((s, i) => {
    if (seen.has(s.reviewStatementId)) errors[`statements.${i}.reviewStatementId`] = ['This statement is already in the list.'];
    seen.add(s.reviewStatementId);
  });
  const ids = [...seen];
  const found = ids.length ? await tx.find<{ id: number; isDeleted: boolean }>(feedbackStatements.entity, { id: { $in: ids } }) : [];
  const usable = new Set(found.filter((f) => !f.isDeleted || ticked.has(f.id)).map((f) => f.id));
  input.forEach((s, i) => {
    if (!usable.has(s.reviewStatementId)) errors[`statements.${i}.reviewStatementId`] ??= [`Feedback statement ${s.reviewStatementId} does not exist or was removed.`];
  });
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields.', errors);
}

function checkExclusions(input: ExclusionInput[]): void {
  const errors: ModelState = {};
  const seen = new Set<string>();
  input.forEach((e, i) => {
    if (seen.has(e.name)) errors[`exclusions.${i}.name`] = ['This property is already in the list.'];
    seen.add(e.name);
  });
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields.', errors);
}

async function saveStatements(tx: EntityManager, review: ReviewRow, input: StatementInput[]): Promise<void> {
  const rows = await tx.find<ReviewStatementRow>(reviewStatements.entity, { courseSubmissionReviewId: review.id });
  const ticked = new Map(rows.map((r) => [r.reviewStatementId, r]));
  await checkStatements(tx, input, ticked);
  const kept = new Set<number>();
  for (const s of input) {
    const values = { section: s.section, notes: s.notes ?? null };
    const row = ticked.get(s.reviewStatementId);
    if (!row) tx.create(reviewStatements.entity, { courseSubmissionReviewId: review.id, reviewStatementId: s.reviewStatementId, ...values });
    else if (row.section !== values.section || (row.notes ?? null) !== values.notes) Object.assign(row, values);
    kept.add(s.reviewStatementId);
  }
  for (const row of rows) if (!kept.has(row.reviewStatementId)) tx.remove(row);
}

async function saveExclusions(tx: EntityManager, review: ReviewRow, input: ExclusionInput[]): Promise<void> {
  checkExclusions(input);
  const rows = await tx.find<ReviewExclusionRow>(reviewExclusions.entity, { courseSubmissionReviewId: review.id });
  const byName = new Map(rows.map((r) => [r.name, r]));
  for (const e of input) {
    const values = { isExcluded: e.isExcluded, comment: e.comment ?? null, excludedSuboptionIds: e.excludedSuboptionIds ?? null };
    const row = byName.get(e.name);
    if (!row) tx.create(reviewExclusions.entity, { courseSubmissionReviewId: review.id, name: e.name, ...values });
    else if (row.isExcluded !== values.isExcluded || (row.comment ?? null) !== values.comment || JSON.stringify(row.excludedSuboptionIds ?? null) !== JSON.stringify(values.excludedSuboptionIds))
      Object.assign(row, values);
  }
  const names = new Set(input.map((e) => e.name));
  for (const row of rows) if (!names.has(row.name)) tx.remove(row);
}

export const statementJson = (s: ReviewStatementRow) => ({ id: s.id, reviewStatementId: s.reviewStatementId, section: s.section, notes: s.notes ?? null });
export const exclusionJson = (e: ReviewExclusionRow) => ({
  id: e.id,
  name: e.name,
  isExcluded: e.isExcluded,
  comment: e.comment ?? null,
  excludedSuboptionIds: e.excludedSuboptionIds ?? [],
});

/** The review's ticked statements and exclusions as the screen shows them. */
export async function statementsAndExclusions(em: EntityManager, reviewId: number) {
  const statements = await em.find<ReviewStatementRow>(reviewStatements.entity, { courseSubmissionReviewId: reviewId }, { orderBy: { id: 'asc' } });
  const exclusions = await em.find<ReviewExclusionRow>(reviewExclusions.entity, { courseSubmissionReviewId: reviewId }, { orderBy: { id: 'asc' } });
  return { statements: statements.map(statementJson), exclusions: exclusions.map(exclusionJson) };
}

export function registerSaveReviewRoute(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${REVIEW_ID}`,
    ability: SCREEN_WRITE,
    source: source('save-review.ts'),
    handler: async ({ req, em, user }) => {
      const reviewId = pathId(req, 'reviewId', 'review id');
      const body = parseBody(saveBody, req.body);
      const review = await writeReview(em, reviewId, user, async (tx, { review }) => {
        if (body.statements) await saveStatements(tx, review, body.statements);
        if (body.exclusions) await saveExclusions(tx, review, body.exclusions);
        return review;
      });
      const fresh = em.fork();
      return { ...(await statementsAndExclusions(fresh, review.id)), decisions: await decisionOptions(rules, fresh, await reviewFacts(fresh, review)) };
    },
  });
}
