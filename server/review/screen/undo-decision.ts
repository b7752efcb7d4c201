// POST /api/admin/review/{reviewId}/undoDecision (issue 20 §2): the analyst who just decided a
// review takes the decision back within UNDO_WINDOW_MS, while nobody has acted on the course since.
// Later, or once someone has, the reversal workflow is the way (decision-reversal.ts), and the 409
// says so.
//
// What the decision changed is read from its own audit entries, which hold each field's value before
// it: the review's entry (decision set by the caller) and the submission's (its status moved by the
// caller). "Nobody acted since" means those two are still the latest entries of both rows and the rows
// still hold what the decision wrote; any later write of a person, a workflow or the operator console
// leaves an entry of its own. One transaction, on the rows locked as the decision locked them:
//  - the review and the submission get back every value the decision changed (decision, decidedOn,
//    startedOn, rule set version and explanation, claim; status, decidedOn, queue, analyst, batch),
//    so the batch's counts are as before;
//  - the decision's course history line and its recorded rule evaluation are removed;
//  - the institution's notice, held in the outbox until the window is over, is removed unsent;
//  - the flush writes the audit entries of the review, the submission and the history line.
import type { EntityManager } from '@mikro-orm/postgresql';
import { isDeepStrictEqual } from 'node:util';
import type { RouteTable } from '../../http/route-table.js';
import { HttpError } from '../../http/errors.js';
import type { SessionUser } from '../../auth/session-user.js';
import { AuditEntry, type AuditChange } from '../../db/system-entities.js';
import { runSql } from '../../db/run-sql.js';
import { MAIL_OUTBOX_TABLE } from '../../notifications/outbox-table.js';
import { reviewDecisionTemplate } from '../../notifications/workflow-notices.js';
import courseEvents from '../../../resources/course-events.js';
import reviews from '../../../resources/course-submission-reviews.js';
import submissions from '../../../resources/course-submissions.js';
import users from '../../../resources/users.js';
import type { ResourceDef } from '../../../core/model/define.js';
import { pathId } from './params.js';
import { lockedReview, UNDER_REVIEW_STATUSES } from './review-access.js';
import { HISTORY_ACTIONS, refuseBody } from './decide-review.js';
import { reviewClock } from './clock.js';
import { REVIEW_ID, SCREEN_WRITE, source } from './route-names.js';
import { UNDO_WINDOW_MS, type UndoneDecision } from '../../../core/contract/undo-decision.js';
import { defineUndoKind } from '../../undo/kinds.js';
import { DECISION_UNDO_KIND } from './decision-undo-kind.js';
import type { CourseEventRow, ReviewDecision, ReviewRow, SubmissionRow, UserNameRow } from './rows.js';

/** The submission's status a decision leaves (decide-review.ts moveSubmission). */
const STATUS_AFTER: Record<ReviewDecision, SubmissionRow['status']> = { approved: 'approved', notapproved: 'notApproved', secondreview: 'inQueue' };

/** The fields a decision writes: an undo puts back these and nothing else. */
const DECIDED_FIELDS = {
  review: ['decision', 'decidedOn', 'startedOn', 'ruleSetVersionId', 'explanation', 'leaseUserId', 'leaseExpiresAt'],
  submission: ['status', 'decidedOn', 'queueType', 'assignedAnalystId', 'reviewBatchId'],
} as const;

export const REVERSAL_WAY = 'To change it now, someone who may reverse decisions uses “Reverse decision” on the course in Completed reviews.';
export const NOT_YOURS_MESSAGE = 'Only the analyst who made this decision can undo it.';
export const NOTHING_TO_UNDO_MESSAGE = 'This review has no decision to undo.';
export const WINDOW_PASSED_MESSAGE = `This decision can no longer be undone: the ${UNDO_WINDOW_MS / 1000} seconds to undo it have passed. ${REVERSAL_WAY}`;
export const REVERSED_MESSAGE = `This decision can no longer be undone: it has been reversed since. ${REVERSAL_WAY}`;
export const actedMessage = (who: string) => `This decision can no longer be undone: ${who} acted on this course after it was decided. ${REVERSAL_WAY}`;

const latestEntry = (tx: EntityManager, resource: ResourceDef, id: number) =>
  tx.findOne(AuditEntry, { entity: resource.name, entityId: String(id) }, { orderBy: { id: 'desc' } });

const changeOf = (entry: AuditEntry, field: string) => entry.changes.find((c) => c.field === field);

/** Who wrote an entry, as people read it. */
async function actorOf(tx: EntityManager, entry: AuditEntry | null): Promise<string> {
  if (entry?.userId == null) return entry ? 'the system' : 'someone';
  const user = await tx.findOne<UserNameRow>(users.entity, { id: entry.userId });
  const name = user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '';
  return name || 'someone';
}

/** A value as the audit trail writes it (server/audit/subscriber.ts): dates as ISO text. */
const asAudited = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** An audited value back as the row holds it: datetime fields are dates again. */
function asStored(resource: ResourceDef, field: string, value: unknown): unknown {
  return resource.fields[field]?.type === 'datetime' && typeof value === 'string' ? new Date(value) : value;
}

/**
 * The decision's audit entry of one row, or a 409 naming who acted when the row moved on since:
 * the row's latest entry must be the decision's (`isDecision`), and the row must still hold what it wrote.
 */
async function decisionEntry(tx: EntityManager, resource: ResourceDef, row: object, isDecision: (entry: AuditEntry) => boolean): Promise<AuditEntry> {
  const entry = await latestEntry(tx, resource, (row as { id: number }).id);
  const values = row as Record<string, unknown>;
  const untouched = entry !== null && isDecision(entry) && entry.changes.every((c) => isDeepStrictEqual(asAudited(values[c.field]), c.newValue ?? null));
  if (!entry || !untouched) throw new HttpError(409, actedMessage(await actorOf(tx, entry)));
  return entry;
}

/** Puts back the value each change had before it (only fields a decision writes). */
function restore(resource: ResourceDef, row: object, changes: AuditChange[], fields: readonly string[]): void {
  const values = row as Record<string, unknown>;
  for (const change of changes) {
    if (!fields.includes(change.field)) throw new HttpError(409, actedMessage('someone'));
    values[change.field] = asStored(resource, change.field, change.oldValue ?? null);
  }
}

async function undo(tx: EntityManager, user: SessionUser, reviewId: number): Promise<UndoneDecision> {
  const { review, submission } = await lockedReview(tx, reviewId);
  if (review.analystId !== user.id) throw new HttpError(403, NOT_YOURS_MESSAGE);
  const decision = review.decision;
  if (decision == null || review.decidedOn == null) throw new HttpError(409, NOTHING_TO_UNDO_MESSAGE);
  if (review.reversedOn != null) throw new HttpError(409, REVERSED_MESSAGE);
  if (reviewClock.now().getTime() - review.decidedOn.getTime() > UNDO_WINDOW_MS) throw new HttpError(409, WINDOW_PASSED_MESSAGE);

  const reviewEntry = await decisionEntry(tx, reviews, review, (e) => {
    const set = changeOf(e, 'decision');
    return e.auditType === 'U' && e.userId === user.id && set?.oldValue == null && set?.newValue === decision;
  });
  const submissionEntry = await decisionEntry(tx, submissions, submission, (e) => {
    const moved = changeOf(e, 'status');
    return e.auditType === 'U' && e.userId === user.id && UNDER_REVIEW_STATUSES.includes(String(moved?.oldValue)) && moved?.newValue === STATUS_AFTER[decision];
  });
  // a later review of the submission (a 2nd review taken) is someone acting too
  const later = await tx.findOne<ReviewRow>(reviews.entity, { courseSubmissionId: submission.id, id: { $gt: review.id } });
  if (later) throw new HttpError(409, actedMessage(await actorOf(tx, await latestEntry(tx, reviews, later.id))));

  const decidedOn = review.decidedOn;
  const evaluationId = (review.explanation as { evaluationId?: unknown } | null)?.evaluationId;
  restore(reviews, review, reviewEntry.changes, DECIDED_FIELDS.review);
  restore(submissions, submission, submissionEntry.changes, DECIDED_FIELDS.submission);

  const line = await tx.findOne<CourseEventRow>(courseEvents.entity, { courseSubmissionId: submission.id, action: HISTORY_ACTIONS[decision], userId: user.id, actionDate: decidedOn }, { orderBy: { id: 'desc' } });
  if (line) tx.remove(line);
  // the evaluation that allowed the decision: the rule editor's simulation no longer replays it
  if (typeof evaluationId === 'number') await tx.nativeDelete('RuleEvaluation', { id: evaluationId, context: `review ${review.id} ${decision}` });
  // the institution's notice, still held in the outbox (the decision holds it past the window)
  if (decision !== 'secondreview')
    await runSql(tx, `delete from ${MAIL_OUTBOX_TABLE} where entity = ? and entity_id = ? and template_key = ? and acting_user_id = ? and state = 'pending' and attempts = 0`, [
      submissions.name,
      String(submission.id),
      reviewDecisionTemplate(decision),
      user.id,
    ]);
  await tx.flush();
  return { courseSubmissionReviewId: review.id, courseSubmissionId: submission.id, reviewBatchId: review.reviewBatchId, undone: decision };
}

export function registerUndoDecisionRoute(routes: RouteTable): void {
  // the decision as an action of the user's recent actions (POST /api/undo/{id}): the same guard
  defineUndoKind(DECISION_UNDO_KIND, {
    ability: SCREEN_WRITE,
    restoreOwned: true,
    windowMs: UNDO_WINDOW_MS,
    afterWindow: WINDOW_PASSED_MESSAGE,
    undo: async (tx, user, action) => void (await undo(tx, user, Number(action.data?.reviewId))),
  });
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${REVIEW_ID}/undoDecision`,
    // the ability that decides undoes; only the analyst who decided (403 for anyone else)
    ability: SCREEN_WRITE,
    source: source('undo-decision.ts'),
    handler: async ({ req, em, user }) => {
      const reviewId = pathId(req, 'reviewId', 'review id');
      refuseBody(req);
      return em.transactional((tx) => undo(tx, user, reviewId));
    },
  });
}
