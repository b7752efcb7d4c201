// The course and review demo (seeds/courses/): on a freshly seeded database every course and review
// screen has work. Each active analyst has open batches in the Main, Course Audit and 2nd Review
// queues; every submission status occurs; decisions keep the review-decision rules; decisions cover
// the last six weeks in the office's business hours; and the demo is the same on every run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadModel } from '../../../server/model/load.js';
import type { ResourceDef } from '../../../core/model/define.js';
import { validateBody } from '../../../server/crud/validate.js';
import { compile, evaluate } from '../../../server/rules/engine.js';
import { reviewDecisionFacts } from '../../../server/rules/facts/review-decision.js';
import type { RuleSetDefinition } from '../../../server/rules/definition.js';
import { seedDemoData } from '../../../seeds/demo.js';
import { seedDemoUsers as seedUsers } from '../../../seeds/users.js';
import { buildCourseDemo, seedCourseDemo } from '../../../seeds/courses/index.js';
import { readDemoContext, type DemoContext } from '../../../seeds/courses/context.js';
import { isValidIsbn13 } from '../../../seeds/courses/isbn.js';
import { officeWallClock } from '../../../core/time/office-time.js';
import { OPENS, CLOSES } from '../../../seeds/courses/office-clock.js';
import { ALL_TEMPLATES } from '../../../seeds/courses/plan.js';
import { DISCIPLINES } from '../../../seeds/lookups/curriculum.js';
import type { DemoTables } from '../../../seeds/courses/rows.js';
import { localDay, startYearOf } from '../../../core/academic-years/year-window.js';
import { queryCounter } from '../../support/query-counter.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';

const DAY = 86_400_000;
const STATUSES = ['inQueue', 'inReview', 'secondReview', 'hold', 'approved', 'notApproved', 'withdrawn'];

let model: ResourceDef[];
let db: TestDb;
let em: EntityManager;
let now: Date;
let ctx: DemoContext;
let seeded: DemoTables;
let seedInserts: number;

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await em.getConnection().execute(text, params)) as T[];
const count = async (text: string, params: unknown[] = []) => Number((await sql<{ n: string | number }>(text, params))[0].n);

beforeAll(async () => {
  model = await loadModel();
  db = await createTestDb(model);
  em = db.orm.em.fork();
  await em.transactional(async (tx) => {
    await seedDemoData(tx);
    await seedUsers(tx, async (pw) => `test-hash:${pw.length}`);
  });
  now = new Date();
  // the context the seed reads, before it adds its programs and publishers
  ctx = await readDemoContext(em, now);
  const statements = queryCounter(db.orm);
  await em.transactional(async (tx) => {
    seeded = await seedCourseDemo(tx, () => {}, now);
  });
  statements.stop();
  seedInserts = statements.texts.filter((t) => /^\s*insert\b/i.test(t)).length;
}, 240_000);

/** A start `days` later, or earlier when later would fall in the next academic year (1 July). */
function anotherStart(days: number): Date {
  const later = new Date(now.getTime() + days * DAY);
  return startYearOf(localDay(later)) === startYearOf(localDay(now)) ? later : new Date(now.getTime() - days * DAY);
}

afterAll(async () => {
  await db?.close();
});

describe(`the course demo on ${ENGINE}`, () => {
  it('writes its ~25,000 rows with bulk inserts, not row by row', () => {
    // counted, not timed: a few dozen statements; row by row it would be as many as the rows
    expect(seedInserts).toBeGreaterThan(0);
    expect(seedInserts).toBeLessThan(1_000);
  });

  it('has a catalogue of the demo size over the current year and the two before', async () => {
    const years = await sql<{ academic_year_id: number; n: string }>('select academic_year_id, count(*) as n from course_year group by 1 order by 1');
    expect(years.map((y) => Number(y.academic_year_id))).toEqual(ctx.yearIds);
    const courseYears = await count('select count(*) as n from course_year');
    expect(courseYears).toBeGreaterThanOrEqual(1500);
    expect(courseYears).toBeLessThanOrEqual(3000);
    const submissions = await count('select count(*) as n from course_submission');
    expect(submissions).toBeGreaterThanOrEqual(450);
    expect(submissions).toBeLessThanOrEqual(750);
    const decided = await count('select count(*) as n from course_submission_review where decision is not null');
    expect(decided).toBeGreaterThanOrEqual(300);
    expect(decided).toBeLessThanOrEqual(600);
    // real high schools of several counties, their districts, programs and publishers own courses
    const owners = await sql<{ institution_type_id: number; n: string }>(
      'select i.institution_type_id, count(distinct i.id) as n from course c join institution i on i.id = c.institution_id group by 1 order by 1',
    );
    expect(Object.fromEntries(owners.map((o) => [Number(o.institution_type_id), Number(o.n)]))).toMatchObject({ 1: expect.any(Number), 3: 3, 4: 4, 5: expect.any(Number) });
    expect(await count('select count(distinct i.county_id) as n from course_offering o join institution i on i.id = o.school_id where i.institution_type_id = 1')).toBeGreaterThanOrEqual(5);
    expect(await count('select count(distinct o.school_id) as n from course_offering o join institution i on i.id = o.school_id where i.institution_type_id in (1, 2)')).toBeGreaterThanOrEqual(200);
  });

  it('has district courses with district versions, adoptions, archived offerings, tags, rubrics and notes', async () => {
    expect(await count('select count(*) as n from course where is_district_course')).toBeGreaterThan(100);
    expect(await count('select count(*) as n from course c join course p on p.id = c.parent_course_id where p.is_district_course and c.institution_id <> p.institution_id')).toBeGreaterThan(20);
    expect(await count('select count(*) as n from course c join course p on p.id = c.adopted_from_course_id join institution i on i.id = p.institution_id where i.institution_type_id in (3, 4)')).toBeGreaterThan(20);
    expect(await count('select count(*) as n from course_offering where is_archived and course_offering_archived_type_id = 1')).toBeGreaterThan(0);
    expect(await count('select count(*) as n from course_offering where is_archived and course_offering_archived_type_id = 2 and not allow_activation and reason_to_not_allow_activation is not null')).toBeGreaterThan(0);
    expect(await count('select count(*) as n from course_tag')).toBeGreaterThan(100);
    expect(await count('select count(*) as n from course where rubric_id is not null')).toBeGreaterThan(100);
    expect(await count('select count(*) as n from course_note where course_submission_id is null')).toBeGreaterThan(5);
    expect(await count('select count(*) as n from course_note where course_submission_id is not null')).toBeGreaterThan(20);
    expect(await count(`select count(*) as n from course_event where action like 'Copied to %'`)).toBeGreaterThan(500);
  });

  it('describes every course year: discipline of its subject area, units, prerequisites, transcript codes, typed materials with valid ISBNs', async () => {
    expect(await count('select count(*) as n from course_year y where not exists (select 1 from course_discipline d where d.course_year_id = y.id)')).toBe(0);
    // a second subject area only on a two-year course (spec 1 §5)
    expect(await count('select count(*) as n from course_discipline d join course_year y on y.id = d.course_year_id where d.sort_order = 1 and y.course_length_id <> 3')).toBe(0);
    expect(await count('select count(*) as n from course_discipline where sort_order = 1')).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from course_year where jsonb_array_length(units::jsonb) < 3 or course_description is null`)).toBe(0);
    expect(await count(`select count(*) as n from course_year where jsonb_array_length(prerequisites::jsonb) > 0`)).toBeGreaterThan(500);
    expect(await count(`select count(*) as n from course_offering where jsonb_array_length(transcript_codes::jsonb) = 0`)).toBe(0);
    // exactly one owner per material (the catalogue copy or a revision's proposed list)
    expect(await count('select count(*) as n from course_material where (course_year_id is null) = (course_submission_id is null)')).toBe(0);
    const types = await sql<{ material_type_id: number }>('select distinct material_type_id from course_material order by 1');
    expect(types.length).toBeGreaterThanOrEqual(7);
    const isbns = await sql<{ isbn: string }>('select distinct isbn from course_material where isbn is not null');
    expect(isbns.length).toBeGreaterThan(50);
    expect(isbns.filter((r) => !isValidIsbn13(r.isbn))).toEqual([]);
    // the lab question only on online publishers' courses; discipline 56 only from its first year
    expect(await count('select count(*) as n from course_year y join course c on c.id = y.course_id join institution i on i.id = c.institution_id where y.requires_wet_lab_activity and i.institution_type_id <> 4')).toBe(0);
    expect(await count('select count(*) as n from course_discipline d join course_year y on y.id = d.course_year_id where d.discipline_id = 56 and y.academic_year_id < 29')).toBe(0);
    // CTE courses name a real sector and one of its pathways
    expect(await count('select count(*) as n from course_year y join cte_pathway p on p.id = y.cte_pathway_id where y.is_cte and p.cte_industry_id <> y.cte_industry_id')).toBe(0);
    expect(await count('select count(*) as n from course_year where is_cte')).toBeGreaterThan(50);
  });

  it('titles each template in its subject area and discipline', () => {
    const disciplineArea = new Map(DISCIPLINES.map((d) => [d.id, d.subjectAreaId]));
    for (const t of ALL_TEMPLATES) {
      expect(disciplineArea.get(t.disciplineId), t.title).toBe(t.subjectAreaId);
      if (t.second) expect(disciplineArea.get(t.second.disciplineId), t.title).toBe(t.second.subjectAreaId);
    }
    const titles = ALL_TEMPLATES.map((t) => t.title);
    expect(titles).toEqual(expect.arrayContaining(['World History', 'AP United States History', 'Ethnic Studies', 'English 9', 'AP English Literature and Composition', 'Integrated Math I', 'AP Calculus AB', 'Chemistry in the Earth System', 'AP Physics 1', 'Spanish 4', 'Mandarin 2', 'Concert Band', 'Introduction to Health Science']));
  });

  it('has submissions in every status', async () => {
    const statuses = await sql<{ status: string }>('select distinct status from course_submission');
    expect(statuses.map((s) => s.status).sort()).toEqual([...STATUSES].sort());
    expect(await count('select count(*) as n from course_submission where is_express_review')).toBeGreaterThan(20);
    const scenarios = await sql<{ scenario: string }>('select distinct scenario from course_submission order by 1');
    expect(scenarios.map((s) => s.scenario)).toEqual(['adoption', 'districtVersion', 'new', 'resubmission', 'revisionMajor', 'revisionMinor']);
  });

  it('gives every active analyst open work in the Main, Course Audit and 2nd Review queues', async () => {
    const analysts = await sql<{ id: number; username: string }>(`select id, username from app_user where user_kind = 'analyst' and is_active order by id`);
    expect(analysts.map((a) => a.username)).toEqual(['analyst', 'mchen', 'skowalski', 'dbrooks']);
    for (const { id, username } of analysts) {
      for (const [queue, status, second] of [['main', 'inReview', false], ['audit', 'inReview', false], ['second', 'secondReview', true]] as const) {
        const open = await count(
          `select count(*) as n from review_batch b join course_submission_review r on r.review_batch_id = b.id join course_submission s on s.id = r.course_submission_id
           where b.owner_id = ? and b.queue_type = ? and b.is_second_review = ? and r.decision is null and r.reversed_on is null
             and r.analyst_id = b.owner_id and r.is_second_review = ? and s.status = ? and s.assigned_analyst_id = b.owner_id and s.review_batch_id = b.id`,
          [id, queue, second, second, status],
        );
        expect(open, `${username} ${queue}`).toBeGreaterThan(0);
      }
      // the analyst's statistics have history: decisions in this week's or last week's bars and over four weeks
      const weeks = await count(
        `select count(distinct date_trunc('week', decided_on at time zone 'America/Los_Angeles')) as n from course_submission_review where analyst_id = ? and decided_on > ?`,
        [id, new Date(now.getTime() - 28 * DAY)],
      );
      expect(weeks, username).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps each submission where its reviews put it', async () => {
    // assigned: an undecided review by the assigned analyst in the submission's batch
    expect(
      await count(`select count(*) as n from course_submission s where s.status in ('inReview', 'secondReview') and not exists (
        select 1 from course_submission_review r where r.course_submission_id = s.id and r.decision is null and r.analyst_id = s.assigned_analyst_id
          and r.review_batch_id = s.review_batch_id and r.is_second_review = (s.status = 'secondReview'))`),
    ).toBe(0);
    // unassigned: no analyst, no batch, no undecided review; parked ones in the hold queue
    expect(await count(`select count(*) as n from course_submission where status in ('inQueue', 'hold', 'withdrawn') and (assigned_analyst_id is not null or review_batch_id is not null)`)).toBe(0);
    expect(await count(`select count(*) as n from course_submission s where status in ('inQueue', 'hold', 'withdrawn') and exists (select 1 from course_submission_review r where r.course_submission_id = s.id and r.decision is null)`)).toBe(0);
    expect(await count(`select count(*) as n from course_submission where (status = 'hold') <> (queue_type = 'hold')`)).toBe(0);
    // decided: the latest decision is the submission's, on the same moment
    expect(
      await count(`select count(*) as n from course_submission s where s.status in ('approved', 'notApproved') and not exists (
        select 1 from course_submission_review r where r.course_submission_id = s.id and r.decided_on = s.decided_on
          and r.decision = case s.status when 'approved' then 'approved' else 'notapproved' end)`),
    ).toBe(0);
    // a second review follows a first review sent to 2nd review
    expect(
      await count(`select count(*) as n from course_submission_review r2 where r2.is_second_review and not exists (
        select 1 from course_submission_review r1 where r1.course_submission_id = r2.course_submission_id and not r1.is_second_review and r1.decision = 'secondreview' and r1.decided_on < r2.decided_on is not false)`),
    ).toBe(0);
    // a batch holds submissions of its institution only, and a review never starts before its batch or ends before it starts
    expect(await count('select count(*) as n from course_submission_review r join review_batch b on b.id = r.review_batch_id join course_submission s on s.id = r.course_submission_id where s.institution_id <> b.institution_id')).toBe(0);
    expect(await count('select count(*) as n from course_submission_review where decided_on < started_on')).toBe(0);
    expect(await count('select count(*) as n from course_submission_review r join course_submission s on s.id = r.course_submission_id where r.started_on < s.submitted_on')).toBe(0);
    // every submission is about a course year the catalogue has
    expect(await count('select count(*) as n from course_submission s where not exists (select 1 from course_year y where y.course_id = s.course_id and y.academic_year_id = s.academic_year_id)')).toBe(0);
  });

  it('lists what revisions changed, with proposed materials', async () => {
    const revisions = await sql<{ modifications: unknown; scenario: string; id: number }>(`select id, scenario, modifications from course_submission where scenario in ('revisionMinor', 'revisionMajor')`);
    expect(revisions.length).toBeGreaterThan(50);
    const basicNames = new Set(['title', 'courseLengthId', 'isGrade9', 'isGrade10', 'isGrade11', 'isGrade12']);
    let added = 0;
    for (const r of revisions) {
      const m = (typeof r.modifications === 'string' ? JSON.parse(r.modifications) : r.modifications) as { basic: string[]; courseMaterial: { added: number[]; removed: number[] } };
      for (const name of m.basic) expect(basicNames.has(name), name).toBe(true);
      if (r.scenario === 'revisionMinor') expect(m.basic.length).toBeGreaterThan(0);
      for (const id of m.courseMaterial.added) expect(await count('select count(*) as n from course_material where id = ? and course_submission_id = ?', [id, r.id])).toBe(1);
      for (const id of m.courseMaterial.removed) expect(await count('select count(*) as n from course_material where id = ? and course_year_id is not null', [id])).toBe(1);
      added += m.courseMaterial.added.length;
    }
    expect(added).toBeGreaterThan(20);
    expect(await count('select count(*) as n from review_exclusion where is_excluded')).toBeGreaterThan(0);
  });

  it('decides only as the review-decision rules allow', async () => {
    const definition = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../rules/review-decision.json'), 'utf8')) as RuleSetDefinition;
    const compiled = compile(definition);
    const decided = await sql<{ id: number; decision: string; rubric_value: number | null; feedback: string; exclusions: string; rubric_matches: boolean }>(
      `select r.id, r.decision, r.rubric_value,
         (select count(*) from review_statement t join feedback_statement f on f.id = t.review_statement_id where t.review_id = r.id and f.review_statement_type_id = 1) as feedback,
         (select count(*) from review_exclusion x where x.course_submission_review_id = r.id and x.is_excluded) as exclusions,
         (select g.value = r.rubric_value from rubric g where g.id = r.rubric_id) as rubric_matches
       from course_submission_review r where r.decision is not null`,
    );
    expect(new Set(decided.map((d) => d.decision))).toEqual(new Set(['approved', 'notapproved', 'secondreview']));
    const refused: string[] = [];
    for (const d of decided) {
      expect(d.rubric_matches, `review ${d.id}`).toBe(true);
      const facts = { decision: d.decision, rubricValue: Number(d.rubric_value), feedbackCount: Number(d.feedback), exclusionCount: Number(d.exclusions), minApprovalValue: ctx.minApprovalValue };
      const { outcome } = await evaluate(compiled, reviewDecisionFacts, facts, { today: now.toISOString().slice(0, 10) });
      if (!outcome.allowed) refused.push(`review ${d.id}: ${outcome.messages.join('; ')}`);
    }
    expect(refused).toEqual([]);
    // approvals carry no feedback at all, refusals carry notes on some of theirs
    expect(await count(`select count(*) as n from review_statement t join course_submission_review r on r.id = t.review_id where r.decision = 'approved'`)).toBe(0);
    expect(await count(`select count(*) as n from review_statement where notes is not null`)).toBeGreaterThan(20);
  });

  it('spreads the decisions of the last six weeks over weekdays in the office’s business hours', async () => {
    const recent = await sql<{ decided_on: Date | string }>('select decided_on from course_submission_review where decided_on > ?', [new Date(now.getTime() - 42 * DAY)]);
    expect(recent.length).toBeGreaterThan(200);
    const weeks = new Set<string>();
    for (const { decided_on } of recent) {
      const at = new Date(decided_on);
      expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
      const clock = officeWallClock(at);
      const weekday = new Date(`${clock.day}T12:00:00Z`).getUTCDay();
      expect(weekday === 0 || weekday === 6, clock.day).toBe(false);
      expect(clock.minutes, `${clock.day} ${clock.minutes}`).toBeGreaterThanOrEqual(OPENS);
      expect(clock.minutes, `${clock.day} ${clock.minutes}`).toBeLessThanOrEqual(CLOSES);
      weeks.add(String(Math.floor((now.getTime() - at.getTime()) / (7 * DAY))));
    }
    // every one of the six weeks back has decisions
    expect([...weeks].sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    // nothing the demo wrote lies in the future
    for (const [table, column] of [['course_submission', 'submitted_on'], ['course_event', 'action_date'], ['review_batch', 'created_on'], ['course_note', 'created_on'], ['course_year', 'updated_on'], ['course', 'created_on']])
      expect(await count(`select count(*) as n from ${table} where ${column} > ?`, [now]), `${table}.${column}`).toBe(0);
  });

  it('writes rows the API would accept and moves the id sequences past them', async () => {
    const byName = new Map(model.map((r) => [r.entity, r]));
    const failures: string[] = [];
    for (const [table, rows] of Object.entries(seeded)) {
      const resource = byName.get(resourceEntity(table))!;
      for (const { id: _id, ...row } of rows.rows.slice(0, 400)) {
        try {
          validateBody(resource, JSON.parse(JSON.stringify(row)), 'create');
        } catch (err) {
          failures.push(`${table}: ${JSON.stringify((err as { modelState?: unknown }).modelState ?? String(err))}`);
        }
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    const maxEvent = await count('select max(id) as n from course_event');
    const [fresh] = await sql<{ id: number }>(`insert into course_event (course_id, action, action_date, is_second_review) select min(id), 'test', now(), false from course returning id`);
    expect(Number(fresh.id)).toBeGreaterThan(maxEvent);
  });

  it('is the same on every run: the same rows for any start time, the same counts when written again', async () => {
    const again = buildCourseDemo(ctx);
    const later = buildCourseDemo({ ...ctx, now: anotherStart(3) });
    const shape = (t: DemoTables) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, v.rows.length]));
    expect(shape(again)).toEqual(shape(seeded));
    expect(shape(later)).toEqual(shape(seeded));
    const strip = (rows: object[]) => rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? 'date' : v)));
    expect(strip(later.courseSubmissions.rows.map(({ submittedOn: _s, decidedOn: _d, ...r }) => r))).toEqual(strip(seeded.courseSubmissions.rows.map(({ submittedOn: _s, decidedOn: _d, ...r }) => r)));
    expect(JSON.stringify(again.courseYears.rows)).toBe(JSON.stringify(seeded.courseYears.rows.map((r) => r)));

    // written again into the same database (and rolled back): the same counts by status and decision
    const tallies = (tx: EntityManager) =>
      tx.getConnection().execute(
        `select (select count(*) from course_year) as years, (select count(*) from course_offering) as offerings,
           (select string_agg(status || ':' || n, ',' order by status) from (select status, count(*) as n from course_submission group by status) s) as statuses,
           (select string_agg(coalesce(decision, '-') || ':' || n, ',' order by decision) from (select decision, count(*) as n from course_submission_review group by decision) d) as decisions`,
        [],
        'all',
        tx.getTransactionContext(),
      );
    const first = await tallies(em);
    let second: unknown;
    const rollback = new Error('rollback');
    await em
      .transactional(async (tx) => {
        await cleanCourseDemo(tx);
        await seedCourseDemo(tx, () => {}, anotherStart(1));
        second = await tallies(tx);
        throw rollback;
      })
      .catch((err) => {
        if (err !== rollback) throw err;
      });
    expect(second).toEqual(first);
  }, 120_000);
});

/** The resource entity of a table of the demo (DemoTables keys are the resources' names in camel case). */
function resourceEntity(key: string): string {
  const entities: Record<string, string> = {
    institutions: 'Institution',
    courses: 'Course',
    courseYears: 'CourseYear',
    courseDisciplines: 'CourseDiscipline',
    courseOfferings: 'CourseOffering',
    courseTags: 'CourseTag',
    reviewBatches: 'ReviewBatch',
    courseSubmissions: 'CourseSubmission',
    courseMaterials: 'CourseMaterial',
    courseSubmissionReviews: 'CourseSubmissionReview',
    reviewStatements: 'ReviewStatement',
    reviewExclusions: 'ReviewExclusion',
    courseNotes: 'CourseNote',
    courseEvents: 'CourseEvent',
  };
  return entities[key];
}

/** Removes what the course demo wrote (children first), inside the caller's transaction. */
async function cleanCourseDemo(tx: EntityManager): Promise<void> {
  const run = (text: string) => tx.getConnection().execute(text, [], 'all', tx.getTransactionContext());
  for (const table of ['course_event', 'course_note', 'review_exclusion', 'review_statement', 'course_submission_review', 'course_material', 'course_submission', 'review_batch', 'course_tag', 'course_offering', 'course_discipline', 'course_year'])
    await run(`delete from ${table}`);
  await run('update course set parent_course_id = null, adopted_from_course_id = null');
  await run('delete from course');
  await run(`delete from institution where institution_type_id in (3, 4)`);
}
