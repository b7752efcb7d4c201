// Decisions for bench/review-queues.ts: the reviews the benchmark decides, the bare cost of one
// decision, and what a decision left in the database (to check both sides store the same rows).
//
// The bare side is the decision written by hand on `pg`, in one transaction, doing what
// server/review/screen/decide-review.ts does: lock the submission's reviews and the submission,
// check the caller may decide, read the facts (ticked feedback except approval feedback, excluded
// properties, the minimum approval value), evaluate the review-decision rule set in process
// (bench/review-rules.ts), record the evaluation, store the decision, move the submission, add the
// course history line, write the three audit entries (review, submission, history line) and find
// the caller's next undecided review of the batch in its working order: 9 statements, 11 round trips
// with BEGIN and COMMIT.
import type pg from 'pg';
import { REVIEW_DECISION, evaluateDecision } from './review-rules.js';

export type FinalDecision = 'approved' | 'notapproved';

export interface DecisionTask {
  reviewId: number;
  decision: FinalDecision;
}

/**
 * Each analyst's undecided first reviews (In Review) that can be decided as they stand, in id
 * order: a rubric value at or above the minimum and no feedback is approved, a lower one with
 * feedback is not (the generated data ticks feedback exactly on low rubrics).
 */
export async function decisionTasks(pool: pg.Pool, analystIds: number[]): Promise<Map<number, DecisionTask[]>> {
  const { rows } = await pool.query<{ id: number; analyst_id: number; approve: boolean }>(
    `select r.id, r.analyst_id, r.rubric_value >= coalesce((select min_approval_value from review_settings where id = 1), 2) as approve
       from course_submission_review r join course_submission s on s.id = r.course_submission_id
      where r.analyst_id = any($1::int[]) and r.decision is null and r.reversed_on is null and not r.is_second_review
        and s.status = 'inReview' and r.rubric_value is not null
      order by r.analyst_id, r.id`,
    [analystIds],
  );
  const tasks = new Map<number, DecisionTask[]>(analystIds.map((id) => [id, []]));
  for (const r of rows) tasks.get(r.analyst_id)!.push({ reviewId: r.id, decision: r.approve ? 'approved' : 'notapproved' });
  return tasks;
}

export interface Analyst {
  id: number;
  username: string;
}

const HISTORY_ACTION: Record<FinalDecision, string> = { approved: 'Approved', notapproved: 'Not Approved' };
const SUBMISSION_STATUS: Record<FinalDecision, string> = { approved: 'approved', notapproved: 'notApproved' };
const change = (field: string, oldValue: unknown, newValue: unknown) => ({ field, oldValue, newValue });

/** One decision by hand; answers the next review id as the call does. Throws when refused. */
export async function bareDecision(pool: pg.Pool, ruleSet: { id: number; versionId: number; version: number }, analyst: Analyst, task: DecisionTask): Promise<number | null> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // the submission's reviews in id order, then the submission: the lock order of the queue calls
    const reviews = await client.query(
      `select id, course_submission_id, review_batch_id, analyst_id, rubric_value, decision, reversed_on, is_second_review, started_on, row_version
         from course_submission_review
        where course_submission_id = (select course_submission_id from course_submission_review where id = $1)
        order by id for update`,
      [task.reviewId],
    );
    const review = reviews.rows.find((r) => r.id === task.reviewId);
    if (!review) throw new Error(`review ${task.reviewId} was not found`);
    const { rows: [submission] } = await client.query(
      `select id, course_id, academic_year_id, status, decided_on, row_version from course_submission where id = $1 for update`,
      [review.course_submission_id],
    );
    if (review.analyst_id !== analyst.id || review.decision !== null || review.reversed_on !== null || !['inReview', 'secondReview'].includes(submission.status))
      throw new Error(`review ${task.reviewId} cannot be decided by ${analyst.username}`);
    const { rows: [facts] } = await client.query(
      `select (select count(*) from review_statement t join feedback_statement f on f.id = t.review_statement_id
                where t.review_id = $1 and t.section <> '-1' and f.review_statement_type_id <> 2)::int as feedback_count,
              (select count(*) from review_exclusion where course_submission_review_id = $1 and is_excluded)::int as exclusion_count,
              coalesce((select min_approval_value from review_settings where id = 1), 2) as min_approval_value`,
      [task.reviewId],
    );
    const evaluation = await evaluateDecision({
      decision: task.decision,
      rubricValue: review.rubric_value,
      feedbackCount: facts.feedback_count,
      exclusionCount: facts.exclusion_count,
      minApprovalValue: facts.min_approval_value,
    });
    if (!evaluation.outcome.allowed) throw new Error(`review ${task.reviewId}: the rules refused ${task.decision}: ${evaluation.outcome.messages.join('; ')}`);
    const now = new Date();
    const { rows: [recorded] } = await client.query(
      `insert into rule_evaluation (rule_set_id, version_id, context, facts, outcome, allowed, user_name, created_at)
       values ($1, $2, $3, $4, $5, true, $6, $7) returning id`,
      [ruleSet.id, ruleSet.versionId, `review ${task.reviewId} ${task.decision}`, evaluation.facts, evaluation.outcome, analyst.username, now],
    );
    const explanation = { evaluationId: recorded.id, ruleSet: REVIEW_DECISION, version: ruleSet.version, facts: evaluation.facts, outcome: evaluation.outcome };
    const startedOn = review.started_on ?? now;
    const updated = await client.query(
      `update course_submission_review set decision = $1, decided_on = $2, started_on = $3, rule_set_version_id = $4, explanation = $5,
              lease_user_id = null, lease_expires_at = null, row_version = row_version + 1
        where id = $6 and row_version = $7`,
      [task.decision, now, startedOn, ruleSet.versionId, explanation, review.id, review.row_version],
    );
    const moved = await client.query(
      `update course_submission set status = $1, decided_on = $2, row_version = row_version + 1 where id = $3 and row_version = $4`,
      [SUBMISSION_STATUS[task.decision], now, submission.id, submission.row_version],
    );
    if (updated.rowCount !== 1 || moved.rowCount !== 1) throw new Error(`review ${task.reviewId} changed under the decision`);
    const event = {
      courseId: submission.course_id,
      academicYearId: submission.academic_year_id,
      courseSubmissionId: submission.id,
      action: HISTORY_ACTION[task.decision],
      userId: analyst.id,
      actionDate: now.toISOString(),
      isSecondReview: review.is_second_review,
    };
    const { rows: [history] } = await client.query(
      `insert into course_event (course_id, academic_year_id, course_submission_id, action, user_id, action_date, is_second_review)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [event.courseId, event.academicYearId, event.courseSubmissionId, event.action, event.userId, now, event.isSecondReview],
    );
    const reviewChanges = [
      change('decision', null, task.decision),
      change('decidedOn', null, now.toISOString()),
      ...(review.started_on ? [] : [change('startedOn', null, now.toISOString())]),
      change('ruleSetVersionId', null, ruleSet.versionId),
      change('explanation', null, explanation),
    ];
    const submissionChanges = [change('status', submission.status, SUBMISSION_STATUS[task.decision]), change('decidedOn', null, now.toISOString())];
    const eventChanges = Object.entries(event).map(([field, value]) => change(field, null, value));
    await client.query(
      `insert into audit_entry (entity, entity_id, audit_type, user_id, user_name, created_at, changes, via)
       values ('course-events', $1, 'I', $4, $5, $6, $7, 'api'), ('course-submissions', $2, 'U', $4, $5, $6, $8, 'api'), ('course-submission-reviews', $3, 'U', $4, $5, $6, $9, 'api')`,
      [String(history.id), String(submission.id), String(review.id), analyst.id, analyst.username, now, JSON.stringify(eventChanges), JSON.stringify(submissionChanges), JSON.stringify(reviewChanges)],
    );
    // the caller's next undecided review of the batch: after this one in working order, else the first
    const { rows: next } = await client.query(
      `with b as (select r.id, r.decision, r.analyst_id, row_number() over (order by s.is_express_review desc, s.submitted_on asc, r.id asc) as n
                    from course_submission_review r join course_submission s on s.id = r.course_submission_id
                   where r.review_batch_id = $1 and r.reversed_on is null)
       select id from b where decision is null and id <> $2 and analyst_id = $3
        order by n > (select n from b where id = $2) desc, n limit 1`,
      [review.review_batch_id, review.id, analyst.id],
    );
    await client.query('commit');
    return next.length ? next[0].id : null;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/** What a decision left: the review, its submission, the recorded evaluation, the history line and the audit entries with the fields they name. */
export async function storedDecision(pool: pg.Pool, reviewId: number): Promise<Record<string, unknown>> {
  const { rows: [row] } = await pool.query(
    `select r.decision, s.status, r.rule_set_version_id is not null as has_version, s.decided_on = r.decided_on as same_time,
            (select count(*)::int from rule_evaluation e where e.id = (r.explanation->>'evaluationId')::int and e.context = 'review ' || r.id || ' ' || r.decision) as evaluations,
            (select count(*)::int from course_event e where e.course_submission_id = s.id and e.action_date = r.decided_on) as history_lines,
            (select array_agg(a.entity || ' ' || a.audit_type || ': ' || (select string_agg(c->>'field', ',' order by c->>'field') from jsonb_array_elements(a.changes) c where c->>'field' <> 'startedOn') order by a.entity)
               from audit_entry a
              where a.created_at >= r.decided_on - interval '1 second'
                and ((a.entity = 'course-submission-reviews' and a.entity_id = r.id::text)
                  or (a.entity = 'course-submissions' and a.entity_id = s.id::text)
                  or (a.entity = 'course-events' and a.entity_id in (select e.id::text from course_event e where e.course_submission_id = s.id and e.action_date = r.decided_on)))) as audit
       from course_submission_review r join course_submission s on s.id = r.course_submission_id
      where r.id = $1`,
    [reviewId],
  );
  return row;
}
