// Undoing a decision (issue 20 §2): within UNDO_WINDOW_MS and while nobody has acted on the course
// since, the analyst who decided takes the decision back, and the review, the submission, the batch
// counts, the course history, the recorded rule evaluation and the institution's held notice are as
// they were before it; the audit trail records the undo in the same transaction. Later, after
// someone acted, for anyone else, or on bad input, it is refused and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../../../server/audit/context.js';
import { reviewClock } from '../../../../server/review/screen/clock.js';
import { UNDO_WINDOW_MS, undoDecisionPath } from '../../../../core/contract/undo-decision.js';
import { DECISION_NOTICE_HOLD_SECONDS } from '../../../../server/review/screen/decide-review.js';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { outboxRows } from '../../notifications/support.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../fixtures.js';
import { courseLookups, rubricOf } from './screen-support.js';

let h: Harness;
let f: ReviewFixtures;
let analyst: StaffUser;
let colleague: StaffUser;
let assigner: StaffUser;
let reverser: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  await courseLookups(f);
  analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst' });
  colleague = await f.analyst({ firstName: 'Col', lastName: 'League', abilities: ['AdminSecondReviewQueue'] });
  assigner = await f.staff({ abilities: ['AdminReview', 'AdminAssign'], firstName: 'Asa', lastName: 'Signer', userKind: 'ucop' });
  reverser = await f.staff({ abilities: ['AdminReview', 'AdminReverse'], firstName: 'Rev', lastName: 'Erser', userKind: 'ucop' });
}, 240_000);
afterAll(() => h?.close());

const post = (path: string, who: StaffUser, body?: unknown) => h.call('POST', path, body, who.cookie);
const undo = (reviewId: number, who = analyst, body?: unknown) => post(undoDecisionPath(reviewId), who, body);

async function rubric(reviewId: number, value: number) {
  expect((await post(`/api/admin/review/${reviewId}/rubric/${await rubricOf(f, value)}`, analyst)).status).toBe(200);
}

/** Decides as the screen does; `feedback` ticks a statement first (not approving needs one). */
async function decide(reviewId: number, decision: 'approved' | 'notapproved' | 'secondreview') {
  if (decision === 'approved') await rubric(reviewId, 3);
  else {
    await rubric(reviewId, 1);
    await f.reviewStatement({ reviewId, statementId: await f.feedbackStatement() });
  }
  const res = await post(decision === 'secondreview' ? `/api/admin/review/${reviewId}/secondreview` : `/api/admin/review/${reviewId}/complete/${decision}`, analyst);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** A batch of the analyst's whose institution has contacts, so decisions queue their notices. */
async function batch(count = 2) {
  const b = await f.assignedBatch({ analystId: analyst.id, count });
  const em = h.db.orm.em.fork();
  const row = await em.findOneOrFail<Record<string, unknown>>('Institution', { id: b.institution.id } as never);
  Object.assign(row, { headContactFirstName: 'Hana', headContactLastName: 'Head', headContactEmail: `head-${b.institution.id}@example.org` });
  await em.flush();
  return b;
}

const reviewRow = async (id: number) => (await f.row(ENTITY.review, id))!;
const submissionRow = async (id: number) => (await f.row(ENTITY.submission, id))!;
const noticesOf = (submissionId: number) => outboxRows(h.db.orm, `entity = 'course-submissions' and entity_id = ?`, [String(submissionId)]);
const progress = async (batchId: number, reviewId: number) => (await h.call('GET', `/api/admin/review/${batchId}/${reviewId}`, undefined, analyst.cookie)).body.batch;

/** What a decision may change, to compare before and after. */
const reviewState = (r: Record<string, any>) => ({
  decision: r.decision,
  decidedOn: r.decidedOn,
  startedOn: r.startedOn,
  ruleSetVersionId: r.ruleSetVersionId,
  explanation: r.explanation,
  leaseUserId: r.leaseUserId,
  leaseExpiresAt: r.leaseExpiresAt,
  reversedOn: r.reversedOn,
});
const submissionState = (s: Record<string, any>) => ({ status: s.status, decidedOn: s.decidedOn, queueType: s.queueType, assignedAnalystId: s.assignedAnalystId, reviewBatchId: s.reviewBatchId });

/** Runs `fn` with the screen's clock `ms` ahead. */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const real = reviewClock.now;
  reviewClock.now = () => new Date(real().getTime() + ms);
  try {
    return await fn();
  } finally {
    reviewClock.now = real;
  }
}

describe(`undoing a decision (${ENGINE})`, () => {
  it('puts an approval back exactly as it was, within the window, with its audit entries', async () => {
    const b = await batch();
    const [id, other] = b.reviewIds;
    const submissionId = b.submissions[0].id;
    // the screen opened the review: it is claimed and started
    expect((await h.call('GET', `/api/admin/review/${b.batchId}/${id}`, undefined, analyst.cookie)).status).toBe(200);
    await rubric(id, 3);
    const reviewBefore = reviewState(await reviewRow(id));
    const submissionBefore = submissionState(await submissionRow(submissionId));
    expect(reviewBefore.leaseUserId).toBe(analyst.id);
    const progressBefore = await progress(b.batchId, other);
    const evaluations = await f.em().count('RuleEvaluation', {});

    const decided = await decide(id, 'approved');
    expect(decided.nextReviewId).toBe(other);
    expect(await f.em().count('RuleEvaluation', {})).toBe(evaluations + 1);
    // the institution's notice waits out the window in the outbox
    const [notice] = await noticesOf(submissionId);
    expect(notice).toMatchObject({ template_key: 'course-review-approved', state: 'pending', attempts: 0 });
    const [{ held }] = await h.db.orm.em.fork().getConnection().execute<{ held: boolean }[]>(`select next_attempt_at > now() + interval '10 seconds' as held from mail_outbox where id = ?`, [notice.id]);
    expect(held).toBe(true);
    expect(DECISION_NOTICE_HOLD_SECONDS * 1000).toBeGreaterThan(UNDO_WINDOW_MS);

    const res = await undo(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ courseSubmissionReviewId: id, courseSubmissionId: submissionId, reviewBatchId: b.batchId, undone: 'approved' });

    expect(reviewState(await reviewRow(id))).toEqual(reviewBefore);
    expect(submissionState(await submissionRow(submissionId))).toEqual(submissionBefore);
    expect(await progress(b.batchId, other)).toEqual(progressBefore);
    expect(await f.events(submissionId)).toEqual([]);
    expect(await f.em().count('RuleEvaluation', {})).toBe(evaluations);
    expect(await noticesOf(submissionId)).toEqual([]);

    // the audit trail: the review and the submission changed back by the analyst, the history line removed
    const reviewAudit = (await f.audit('course-submission-reviews', id)).at(-1)!;
    expect(reviewAudit).toMatchObject({ auditType: 'U', userId: analyst.id });
    expect(reviewAudit.changes.find((c) => c.field === 'decision')).toEqual({ field: 'decision', oldValue: 'approved', newValue: null });
    const submissionAudit = (await f.audit('course-submissions', submissionId)).at(-1)!;
    expect(submissionAudit.changes.find((c) => c.field === 'status')).toEqual({ field: 'status', oldValue: 'approved', newValue: 'inReview' });
    const [line] = await f.em().find('AuditEntry', { entity: 'course-events', auditType: 'D', userId: analyst.id } as never, { orderBy: { id: 'desc' } as never, limit: 1 });
    expect((line as { changes: { field: string; oldValue: unknown }[] }).changes).toEqual(expect.arrayContaining([{ field: 'action', oldValue: 'Approved', newValue: null }, { field: 'courseSubmissionId', oldValue: submissionId, newValue: null }]));

    // decided again, as if the first time never happened
    expect((await decide(id, 'approved')).decision).toBe('approved');
    expect((await f.events(submissionId)).map((e) => e.action)).toEqual(['Approved']);
    // and undone once only: the second call finds nothing to undo
    expect((await undo(id)).status).toBe(200);
    const again = await undo(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This review has no decision to undo.');
  });

  it('puts a send to 2nd review back: the submission returns to the analyst, the batch and the queue', async () => {
    const b = await batch(1);
    const id = b.reviewIds[0];
    const submissionId = b.submissions[0].id;
    const reviewBefore = reviewState(await reviewRow(id));
    const submissionBefore = submissionState(await submissionRow(submissionId));
    expect(reviewBefore.startedOn).toBeNull();
    await decide(id, 'secondreview');
    expect(await submissionRow(submissionId)).toMatchObject({ status: 'inQueue', queueType: 'second', assignedAnalystId: null, reviewBatchId: null });

    const res = await undo(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.undone).toBe('secondreview');
    expect(reviewState(await reviewRow(id))).toMatchObject({ ...reviewBefore, leaseUserId: null, leaseExpiresAt: null });
    expect(submissionState(await submissionRow(submissionId))).toEqual(submissionBefore);
    expect(await f.events(submissionId)).toEqual([]);
  });

  it('puts a refusal back, with its held notice', async () => {
    const b = await batch(1);
    const id = b.reviewIds[0];
    const submissionId = b.submissions[0].id;
    await decide(id, 'notapproved');
    expect((await noticesOf(submissionId)).map((n) => n.template_key)).toEqual(['course-review-not-approved']);
    expect((await undo(id)).status).toBe(200);
    expect(await submissionRow(submissionId)).toMatchObject({ status: 'inReview', decidedOn: null });
    expect(await noticesOf(submissionId)).toEqual([]);
  });

  it('refuses after the window, and points to the reversal', async () => {
    const b = await batch(1);
    const id = b.reviewIds[0];
    await decide(id, 'approved');
    const res = await later(UNDO_WINDOW_MS + 1000, () => undo(id));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This decision can no longer be undone: the 10 seconds to undo it have passed. To change it now, someone who may reverse decisions uses “Reverse decision” on the course in Completed reviews.');
    expect(await reviewRow(id)).toMatchObject({ decision: 'approved' });
    expect(await submissionRow(b.submissions[0].id)).toMatchObject({ status: 'approved' });
    expect((await f.events(b.submissions[0].id)).map((e) => e.action)).toEqual(['Approved']);
    expect(await noticesOf(b.submissions[0].id)).toHaveLength(1);
  });

  it('refuses once someone else has acted on the course: a 2nd reviewer assigned, a reversal', async () => {
    const sent = await batch(1);
    await decide(sent.reviewIds[0], 'secondreview');
    expect((await post(`/api/admin/review/${sent.submissions[0].id}/assign/${colleague.id}`, assigner)).status).toBe(200);
    const res = await undo(sent.reviewIds[0]);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^This decision can no longer be undone: Asa Signer acted on this course after it was decided\. To change it now, someone who may reverse decisions uses “Reverse decision”/);
    expect(await reviewRow(sent.reviewIds[0])).toMatchObject({ decision: 'secondreview' });
    expect(await submissionRow(sent.submissions[0].id)).toMatchObject({ status: 'secondReview', assignedAnalystId: colleague.id });

    const approved = await batch(1);
    await decide(approved.reviewIds[0], 'approved');
    expect((await post('/api/admin/review/decisionReversal/', reverser, { courseSubmissionReviewId: approved.reviewIds[0], reason: 'Wrong course' })).status).toBe(200);
    const reversed = await undo(approved.reviewIds[0]);
    expect(reversed.status).toBe(409);
    expect(reversed.body.message).toMatch(/^This decision can no longer be undone: it has been reversed since\./);
    expect(await reviewRow(approved.reviewIds[0])).toMatchObject({ decision: 'approved', reversedById: reverser.id });
  });

  it('refuses after any later write on the course’s rows, such as an operator’s', async () => {
    const b = await batch(1);
    const id = b.reviewIds[0];
    await decide(id, 'approved');
    // an administrator's write on the submission (through the model, so audited as theirs)
    const em = f.em();
    await runAs({ userId: assigner.id, userName: assigner.username, via: 'ops' }, async () => {
      const row = await em.findOneOrFail<Record<string, unknown>>(ENTITY.submission, { id: b.submissions[0].id } as never);
      row.isExpressReview = true;
      await em.flush();
    });
    const res = await undo(id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^This decision can no longer be undone: Asa Signer acted on this course/);
    expect(await reviewRow(id)).toMatchObject({ decision: 'approved' });
  });

  it('is the deciding analyst’s only: anyone else 403, without the ability 403, and nothing changes', async () => {
    const b = await batch(1);
    const id = b.reviewIds[0];
    await decide(id, 'approved');
    const other = await undo(id, colleague);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Only the analyst who made this decision can undo it.');
    const outsider = await f.staff({ abilities: ['AdminManageCourses'], firstName: 'Out', lastName: 'Sider', userKind: 'ucop' });
    expect((await undo(id, outsider)).status).toBe(403);
    expect(await reviewRow(id)).toMatchObject({ decision: 'approved' });
    expect((await undo(id)).status).toBe(200);
  });

  it('answers bad input with 4xx: a bad id, an unknown review, a body, an undecided review', async () => {
    const b = await batch(1);
    const id = b.reviewIds[0];
    expect((await post('/api/admin/review/0/undoDecision', analyst)).status).toBe(400);
    expect((await post('/api/admin/review/99999999999/undoDecision', analyst)).status).toBe(400);
    expect((await post('/api/admin/review/2147483000/undoDecision', analyst)).status).toBe(404);
    const undecided = await undo(id);
    expect(undecided.status).toBe(409);
    expect(undecided.body.message).toBe('This review has no decision to undo.');
    await decide(id, 'approved');
    const withBody = await undo(id, analyst, { decision: 'approved' });
    expect(withBody.status).toBe(400);
    expect(await reviewRow(id)).toMatchObject({ decision: 'approved' });
  });

  it('writes nothing when its audit entry cannot be written', async () => {
    const b = await batch(1);
    const id = b.reviewIds[0];
    const submissionId = b.submissions[0].id;
    await decide(id, 'approved');
    h.auditFaults.failNext();
    expect((await undo(id)).status).toBe(500);
    expect(h.auditFaults.pending()).toBe(false); // the write was reached and failed
    expect(await reviewRow(id)).toMatchObject({ decision: 'approved' });
    expect(await submissionRow(submissionId)).toMatchObject({ status: 'approved' });
    expect((await f.events(submissionId)).map((e) => e.action)).toEqual(['Approved']);
    expect(await noticesOf(submissionId)).toHaveLength(1);
    // and the undo still works afterwards
    expect((await undo(id)).status).toBe(200);
  });
});
