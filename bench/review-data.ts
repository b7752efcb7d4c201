// Generated review work for bench/review-queues.ts: courses, their years, N submissions over three
// academic years with the reviews, batches, feedback, notes, tags, history, rule evaluations and
// audit entries the workflow would have left, written set-based (INSERT … SELECT over
// generate_series and staging tables; no ORM, no audit subscriber). random() is seeded, so every run
// generates the same rows for the same settings. Shapes follow seeds/courses/ and
// docs/courses-and-review.md:
//  - about one institution in 17 submits (schools, districts, programs, publishers), some far more
//    than others; an institution sends its courses of a year in a few waves, each on one day;
//  - the two earlier years are decided (80% approved, 14% not approved, 6% withdrawn); the current
//    year's submissions are decided in roughly the order they came in: the oldest 70% decided, then
//    In Review (main, 10% in the course audit), In 2nd Review, In Queue (main, audit, 2nd review),
//    parked on Hold; 5% express;
//  - a wave goes to one analyst (the waves dealt round the analysts in turn), so batches (analyst, queue, institution, office day) hold a few
//    submissions; 4% of the decided ones went through a 2nd review by another analyst;
//  - decided reviews carry the rule evaluation they were stored with; not approved ones have a low
//    rubric and one to three feedback statements; 70% of the undecided ones have a rubric value
//    already (low ones with feedback), so they can be decided as they are.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertBatches } from '../seeds/insert.js';
import { SUBMISSION_TYPES } from '../seeds/lookups/courses.js';
import { REVIEW_SETTINGS, RUBRICS } from '../seeds/settings.js';
import { FEEDBACK_STATEMENTS } from '../seeds/content/feedback.js';
import { ALL_TEMPLATES } from '../seeds/courses/plan.js';
import { evaluateDecision } from './review-rules.js';

export interface ReviewDataCounts {
  courses: number;
  courseYears: number;
  submissions: number;
  reviews: number;
  batches: number;
  byStatus: Record<string, number>;
}

const sqlText = (s: string) => `'${s.replace(/'/g, "''")}'`;
const sqlArray = (a: string[]) => `array[${a.map(sqlText).join(',')}]::text[]`;

/** The three academic years of the data: the one `now` falls in and the two before (ids: start year − 1996). */
export function academicYearIds(now: Date): [number, number, number] {
  const start = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const current = start - 1996;
  return [current - 2, current - 1, current];
}

/** The small tables the workflow reads: submission types, rubrics, review settings, feedback statements. */
export async function generateReviewLookups(em: EntityManager): Promise<void> {
  const quiet = () => undefined;
  await insertBatches(em, 'SubmissionType', SUBMISSION_TYPES, 'submission types', quiet);
  await insertBatches(em, 'Rubric', RUBRICS, 'rubrics', quiet);
  await insertBatches(em, 'ReviewSettings', [REVIEW_SETTINGS], 'review settings', quiet);
  const statements = FEEDBACK_STATEMENTS.map(({ reviewStatementTypeId, subjectAreaId, sectionId, statement }) => ({ reviewStatementTypeId, subjectAreaId, sectionId, statement, isDeleted: false }));
  await insertBatches(em, 'FeedbackStatement', statements, 'feedback statements', quiet);
}

/**
 * Writes `submissions` submissions and everything around them, given the analysts (user ids) they
 * are spread over, then vacuums and analyzes the tables. Needs the institutions, academic years,
 * tags, the lookups above and the shipped rule sets (the app creates them when it starts).
 */
export async function generateReviewData(
  client: pg.PoolClient,
  opts: { submissions: number; analystIds: number[]; now: Date; log?: (line: string) => void },
): Promise<ReviewDataCounts> {
  const { submissions, analystIds, now } = opts;
  if (analystIds.length < 2) throw new Error('the review data needs at least two analysts (a 2nd reviewer is another analyst)');
  const q = async (sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(sql, params);
    opts.log?.(`${(performance.now() - started).toFixed(0).padStart(7)} ms  ${sql.trim().split('\n')[0].slice(0, 90)}`);
    return result;
  };
  const years = academicYearIds(now);
  const courses = Math.round(submissions / 2);
  const owners = Math.max(50, Math.round(submissions / 35));
  const titles = [...new Set(ALL_TEMPLATES.map((t) => t.title))];

  // the rows are consistent by construction: skip the foreign-key triggers while loading (a
  // superuser's right), which would otherwise check every reference of every row one by one
  const superuser = (await q('select rolsuper from pg_roles where rolname = current_user')).rows[0]?.rolsuper === true;
  if (superuser) await q('set session_replication_role = replica');
  try {
    await q('select setseed(0.17)');
    await q(
      `create temporary table bench_owner as
         select row_number() over ()::int as n, id, name, institution_type_id as type_id
           from (select id, name, institution_type_id from institution where is_active and institution_type_id in (1, 3, 4, 5) order by random() limit $1) x`,
      [owners],
    );
    const ownerCount = Number((await q('select count(*) from bench_owner')).rows[0].count);

    // courses: a few owners have many (power of random), ids 1..N so record numbers follow them
    await q(
      `insert into course (id, record_id, institution_id, is_district_course, created_on)
       select s.g, 'C' || lpad(s.g::text, 6, '0'), o.id, o.type_id = 5, $3::timestamptz - interval '5 years' + s.g * interval '15 minutes'
         from (select g, 1 + floor(power(random(), 1.6) * $2)::int as n from generate_series(1, $1::int) g) s
         join bench_owner o on o.n = s.n`,
      [courses, ownerCount, now],
    );
    // every course has the current year, 70% the one before, 40% the first one
    await q(
      `insert into course_year (course_id, academic_year_id, title, is_grade9, is_grade10, is_grade11, is_grade12, created_on, updated_on)
       select c.id, y.id, (${sqlArray(titles)})[1 + (c.id * 7919) % ${titles.length}],
              c.id % 4 = 0, c.id % 4 <> 3, c.id % 4 <> 0, c.id % 4 >= 2, c.created_on, c.created_on
         from course c cross join (values ($1::int, 0), ($2::int, 1), ($3::int, 2)) y(id, k)
        where y.k = 2 or (y.k = 1 and c.id % 10 < 7) or (y.k = 0 and c.id % 10 < 4)`,
      years,
    );

    // the submissions, staged: which course years, when, in which state, for which analysts
    await q(
      `create temporary table bench_pick as
         select cy.course_id, cy.academic_year_id as year_id, cy.academic_year_id - $1::int as k, c.institution_id, o.n as owner_n,
                cy.academic_year_id = min(cy.academic_year_id) over (partition by cy.course_id) as is_first,
                floor(random() * 4)::int as wave, random() as r_state, random() as r_queue, random() as r_express, random() as r_second, random() as r_hour
           from course_year cy join course c on c.id = cy.course_id join bench_owner o on o.id = c.institution_id`,
      [years[0]],
    );
    await q(`create temporary table bench_sub0 as select * from bench_pick order by random() limit $1`, [submissions]);
    await q(
      `create temporary table bench_sub1 as
         select p.*,
                (case when p.k < 2 then make_date(1996 + p.year_id, 8, 1) + ((p.owner_n * 37 + p.wave * 53) % 270)
                      else ($1::timestamptz - interval '150 days')::date + ((p.owner_n * 37 + p.wave * 29) % 148) end
                 + interval '15 hours' + p.r_hour * interval '9 hours')::timestamptz as submitted_at
           from bench_sub0 p`,
      [now],
    );
    await q(
      `create temporary table bench_sub2 as
         select s.*, percent_rank() over (partition by s.k order by s.submitted_at) + (random() - 0.5) * 0.1 as p
           from bench_sub1 s`,
    );
    await q(
      `create temporary table bench_sub as
         select row_number() over (order by t.submitted_at, t.course_id)::int as id, t.*,
                case when t.state in ('secondReview') then true
                     when t.state = 'inQueue' and t.queue = 'second' then true
                     when t.state in ('approved', 'notApproved') then t.r_second < 0.04
                     else false end as via_second,
                ((dense_rank() over (order by t.owner_n, t.year_id, t.wave) - 1) % $1::int)::int as analyst_k,
                (t.submitted_at at time zone 'America/Los_Angeles')::date as office_day
           from (select s.*,
                        case when s.k < 2 then case when s.r_state < 0.80 then 'approved' when s.r_state < 0.94 then 'notApproved' else 'withdrawn' end
                             when s.p < 0.70 then case when s.r_state < 0.78 then 'approved' when s.r_state < 0.96 then 'notApproved' else 'withdrawn' end
                             when s.p < 0.84 then 'inReview'
                             when s.p < 0.86 then 'secondReview'
                             when s.p < 0.97 then 'inQueue'
                             else 'hold' end as state,
                        case when s.k = 2 and s.p >= 0.97 then 'hold'
                             when s.k = 2 and s.p >= 0.84 and s.p < 0.86 then 'second'
                             when s.k = 2 and s.p >= 0.86 and s.r_queue >= 0.92 then 'second'
                             when s.r_queue < 0.10 then 'audit'
                             else 'main' end as queue
                   from bench_sub2 s) t`,
      [analystIds.length],
    );
    await q(`alter table bench_sub add column decided_at timestamptz, add column second_k int`);
    await q(
      `update bench_sub set
         decided_at = case when state in ('approved', 'notApproved') then least($1::timestamptz - interval '1 hour', submitted_at + (2 + r_hour * 40) * interval '1 day') end,
         second_k = (analyst_k + 1 + id % ($2::int - 1)) % $2::int`,
      [now, analystIds.length],
    );

    // reviews, staged: the first analyst's (every submission that reached one), then the 2nd reviewer's
    await q(
      `create temporary table bench_rev0 as
         select s.id as sub_id, s.institution_id, s.office_day, s.submitted_at, s.state, s.via_second,
                false as is_second, case when s.queue in ('second', 'hold') then 'main' else s.queue end as queue, s.analyst_k as analyst_k,
                case when s.state = 'inReview' then null
                     when s.via_second then 'secondreview'
                     when s.state = 'approved' then 'approved' else 'notapproved' end as decision,
                case when s.state = 'inReview' then null
                     when s.via_second then least($1::timestamptz - interval '2 hours', s.submitted_at + (1 + random() * 20) * interval '1 day')
                     else s.decided_at end as decided_at
           from bench_sub s
          where s.state in ('approved', 'notApproved', 'inReview', 'secondReview') or (s.state = 'inQueue' and s.queue = 'second')
         union all
         select s.id, s.institution_id, s.office_day, s.submitted_at, s.state, s.via_second,
                true, 'second', s.second_k,
                case when s.state = 'approved' then 'approved' when s.state = 'notApproved' then 'notapproved' end,
                s.decided_at
           from bench_sub s
          where s.via_second and s.state in ('approved', 'notApproved', 'secondReview')`,
      [now],
    );
    await q(
      `create temporary table bench_batch as
         select row_number() over (order by min(submitted_at), analyst_k, queue, institution_id)::int as id, analyst_k, queue, institution_id, office_day, is_second,
                bool_and(decision is not null) as is_done, min(submitted_at) as created_at
           from bench_rev0 group by analyst_k, queue, institution_id, office_day, is_second`,
    );
    await q(
      `create temporary table bench_rev as
         select row_number() over (order by r.sub_id, r.is_second)::int as id, r.*, b.id as batch_id,
                case when r.decision = 'approved' then 2 + floor(random() * 4)::int
                     when r.decision is not null then floor(random() * 2)::int
                     when random() < 0.30 then null
                     when random() < 0.60 then 2 + floor(random() * 4)::int
                     else floor(random() * 2)::int end as rubric_value,
                random() as r_start
           from bench_rev0 r
           join bench_batch b on b.analyst_k = r.analyst_k and b.queue = r.queue and b.institution_id = r.institution_id and b.office_day = r.office_day and b.is_second = r.is_second`,
    );
    await q(
      `insert into review_batch (id, title, institution_id, owner_id, queue_type, is_second_review, is_read, created_on)
       select b.id, i.name || ' – ' || to_char(b.office_day, 'MM/DD/YYYY'), b.institution_id, ($1::int[])[1 + b.analyst_k], b.queue, b.is_second,
              b.is_done or random() < 0.5, b.created_at
         from bench_batch b join institution i on i.id = b.institution_id`,
      [analystIds],
    );
    // the submission's current review names its analyst and batch (none while it waits in a queue)
    await q(
      `insert into course_submission (id, course_id, academic_year_id, institution_id, submission_type_id, scenario, is_express_review,
                                      submitted_on, status, queue_type, assigned_analyst_id, review_batch_id, decided_on)
       select s.id, s.course_id, s.year_id, s.institution_id,
              case when not s.is_first then 2 when s.r_queue < 0.05 then 3 else 1 end,
              case when not s.is_first then case when s.r_hour < 0.6 then 'revisionMinor' else 'revisionMajor' end
                   when s.r_queue < 0.05 then 'adoption' when s.r_queue > 0.95 then 'districtVersion' else 'new' end,
              s.r_express < 0.05, s.submitted_at, s.state, s.queue,
              case when c.analyst_k is not null then ($1::int[])[1 + c.analyst_k] end, c.batch_id, s.decided_at
         from bench_sub s
         left join (select distinct on (sub_id) sub_id, analyst_k, batch_id from bench_rev order by sub_id, id desc) c
                on c.sub_id = s.id and s.state in ('approved', 'notApproved', 'inReview', 'secondReview')`,
      [analystIds],
    );
    const [ruleSet] = (await q(`select id, active_version_id from rule_set where name = 'review-decision'`)).rows as { id: number; active_version_id: number | null }[];
    if (!ruleSet?.active_version_id) throw new Error('the review-decision rule set is missing: start the app before generating the review data');
    // the decided reviews' rule evaluations, numbered as their reviews, with what the rules answer for
    // their facts (a low rubric has 1 + id % 3 feedback statements, below)
    const outcomes = [];
    for (const decision of ['approved', 'notapproved', 'secondreview'] as const)
      for (let rubricValue = 0; rubricValue <= 5; rubricValue++)
        for (let feedbackCount = 0; feedbackCount <= 3; feedbackCount++)
          outcomes.push({ decision, rubric: rubricValue, feedback: feedbackCount, ...(await evaluateDecision({ decision, rubricValue, feedbackCount, exclusionCount: 0, minApprovalValue: 2 })) });
    await q(
      `create temporary table bench_outcome as
         select * from jsonb_to_recordset($1::jsonb) as o(decision text, rubric int, feedback int, facts jsonb, outcome jsonb)`,
      [JSON.stringify(outcomes)],
    );
    await q(
      `insert into rule_evaluation (id, rule_set_id, version_id, context, facts, outcome, allowed, user_name, created_at)
       select r.id, $1::int, $2::int, 'review ' || r.id || ' ' || r.decision, o.facts, o.outcome, true, 'bench' || lpad((1 + r.analyst_k)::text, 4, '0'), r.decided_at
         from bench_rev r
         join bench_outcome o on o.decision = r.decision and o.rubric = r.rubric_value and o.feedback = case when r.rubric_value < 2 then 1 + r.id % 3 else 0 end
        where r.decision is not null`,
      [ruleSet.id, ruleSet.active_version_id],
    );
    await q(
      `insert into course_submission_review (id, course_submission_id, review_batch_id, analyst_id, rubric_id, rubric_value, decision, decided_on,
                                             is_second_review, started_on, rule_set_version_id, explanation)
       select r.id, r.sub_id, r.batch_id, ($1::int[])[1 + r.analyst_k], rb.id, r.rubric_value, r.decision, r.decided_at, r.is_second,
              case when r.decided_at is not null then r.decided_at - (5 + r.r_start * 85) * interval '1 minute'
                   when r.r_start < 0.5 then least($2::timestamptz, r.submitted_at + interval '1 day') end,
              case when r.decision is not null then $3::int end,
              case when r.decision is not null then jsonb_build_object('evaluationId', r.id, 'ruleSet', 'review-decision', 'version', 1,
                     'facts', e.facts, 'outcome', e.outcome) end
         from bench_rev r
         left join rubric rb on rb.value = r.rubric_value and not rb.is_deleted
         left join rule_evaluation e on e.id = r.id and r.decision is not null`,
      [analystIds, now, ruleSet.active_version_id],
    );
    // feedback: one to three revision statements on every low rubric, approval feedback on some approvals
    await q(`create temporary table bench_fs as select row_number() over (order by id)::int - 1 as k, id, section_id, review_statement_type_id as type_id from feedback_statement`);
    await q(
      `insert into review_statement (review_id, review_statement_id, section, notes)
       select r.id, f.id, f.section_id, case when j = 0 then 'See the unit descriptions.' end
         from bench_rev r cross join generate_series(0, r.id % 3) j
         join (select row_number() over (order by k)::int - 1 as m, id, section_id from bench_fs where type_id = 1) f
           on f.m = (r.id * 7 + j * 5) % (select count(*) from bench_fs where type_id = 1)
        where r.rubric_value < 2
       union all
       select r.id, f.id, f.section_id, null
         from bench_rev r join (select row_number() over (order by k)::int - 1 as m, id, section_id from bench_fs where type_id = 2) f
           on f.m = r.id % (select count(*) from bench_fs where type_id = 2)
        where r.rubric_value >= 2 and r.id % 7 = 0`,
    );
    // the course history: submitted, then each decision
    await q(
      `insert into course_event (course_id, academic_year_id, course_submission_id, action, user_id, action_date, is_second_review)
       select s.course_id, s.year_id, s.id, 'Submitted', null, s.submitted_at, false from bench_sub s
       union all
       select s.course_id, s.year_id, s.id, case r.decision when 'approved' then 'Approved' when 'notapproved' then 'Not Approved' else 'Sent to 2nd review' end,
              ($1::int[])[1 + r.analyst_k], r.decided_at, r.is_second
         from bench_rev r join bench_sub s on s.id = r.sub_id where r.decision is not null`,
      [analystIds],
    );
    // internal notes on 4% of the submissions, tags on a quarter of the courses
    await q(
      `insert into course_note (course_id, course_submission_id, note, created_by_id, created_on)
       select s.course_id, s.id, 'Checked the transcript codes with the school; see the course history.', ($1::int[])[1 + s.analyst_k], s.submitted_at + interval '1 day'
         from bench_sub s where s.id % 25 = 0`,
      [analystIds],
    );
    await q(
      `insert into course_tag (course_id, tag_id)
       select c.id, t.id from course c join (select row_number() over (order by id)::int - 1 as m, id from tag where not is_deleted) t
           on t.m = (c.id * 31) % 150 where c.id % 4 = 0
       union
       select c.id, t.id from course c join (select row_number() over (order by id)::int - 1 as m, id from tag where not is_deleted) t
           on t.m = 150 + c.id % 40 where c.id % 20 = 0`,
    );
    // the audit trail the rows would have: each submission's insert and each decision's update
    await q(
      `insert into audit_entry (entity, entity_id, audit_type, user_id, user_name, created_at, changes, via)
       select 'course-submissions', s.id::text, 'I', null, 'system', s.submitted_at,
              jsonb_build_array(jsonb_build_object('field', 'status', 'oldValue', null, 'newValue', 'inQueue')), 'api'
         from bench_sub s
       union all
       select 'course-submission-reviews', r.id::text, 'U', ($1::int[])[1 + r.analyst_k], 'bench' || lpad((1 + r.analyst_k)::text, 4, '0'), r.decided_at,
              jsonb_build_array(jsonb_build_object('field', 'decision', 'oldValue', null, 'newValue', r.decision)), 'api'
         from bench_rev r where r.decision is not null`,
      [analystIds],
    );
  } finally {
    if (superuser) await q('reset session_replication_role');
  }
  for (const table of ['course', 'course_submission', 'course_submission_review', 'review_batch', 'rule_evaluation'])
    await q(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);

  const byStatus = Object.fromEntries((await q(`select state, count(*)::int as n from bench_sub group by state order by state`)).rows.map((r) => [r.state, r.n]));
  const count = async (table: string) => Number((await q(`select count(*)::int as n from ${table}`)).rows[0].n);
  const counts: ReviewDataCounts = {
    courses: await count('course'),
    courseYears: await count('course_year'),
    submissions: await count('course_submission'),
    reviews: await count('course_submission_review'),
    batches: await count('review_batch'),
    byStatus,
  };
  for (const t of ['bench_owner', 'bench_pick', 'bench_sub0', 'bench_sub1', 'bench_sub2', 'bench_sub', 'bench_rev0', 'bench_batch', 'bench_rev', 'bench_fs', 'bench_outcome']) await q(`drop table ${t}`);
  for (const t of ['course', 'course_year', 'course_submission', 'course_submission_review', 'review_batch', 'review_statement', 'course_event', 'course_note', 'course_tag', 'rule_evaluation', 'audit_entry'])
    await q(`vacuum analyze ${t}`);
  return counts;
}
