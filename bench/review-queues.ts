// npm run bench:review (and the last part of npm run bench): the review queues and decisions at
// 200,000 submissions on PostgreSQL, each beside its bare SQL, with the ratio.
//
//  1. The dashboard queue, POST /api/admin/review/assigned { pagedDetails: { page: 1, pageSize: 50 },
//     queueType } for the main and the 2nd review queue, and the submitted queue, GET
//     /api/admin/review/submitted?pageNumber=1&pageSize=10, over HTTP to the real app (its own
//     process), signed in as an analyst with an average queue; beside the same statements written
//     by hand and sent through `pg` (bench/review-queries.ts). Both sides must give the same answer
//     first. Median and p95 per call, app / bare.
//  2. Decisions, POST /api/admin/review/{reviewId}/complete/{approved|notapproved}: the rules, the
//     writes and their audit entries in one transaction, end to end over HTTP, one analyst at a time
//     and several analysts at once (each deciding their own reviews), beside the same decision by
//     hand in one transaction on `pg` (bench/review-decisions.ts). Decisions per second, app / bare.
//     Both sides must leave the same rows.
//  3. PostgreSQL's own time for the queue statements (EXPLAIN ANALYZE), as sent and with the
//     proposal of docs/benchmarks.md (two partial indexes, created last, in this database only).
//
// App and bare side run in alternate blocks (bench/review-timing.ts). It creates a fresh database
// bench_<random> on BENCH_DATABASE_URL's server, migrates it, generates the institutions
// (bench/data.ts) and the review work (bench/review-data.ts), and drops it at the end, also on Ctrl-C.
//
//   BENCH_DATABASE_URL  server to use (default postgres://root@127.0.0.1:5432/test; its database is not touched)
//   BENCH_ROWS          institutions to generate (default 100000)
//   BENCH_SUBMISSIONS   submissions to generate (default 200000)
//   BENCH_ANALYSTS      analysts the work is spread over (default 40)
//   BENCH_REQUESTS      timed calls per queue call and side (default 200)
//   BENCH_WARMUP        untimed calls per queue call and side first (default 20)
//   BENCH_SECONDS       time budget per call (or decision mode) and side (default 20)
//   BENCH_DECISIONS     timed decisions per mode and side (default 120)
//   BENCH_DECIDERS      analysts deciding at once in the concurrent mode (default 4)
//   BENCH_APP_NODE_OPTIONS  extra node flags for the app process
import http from 'node:http';
import pg from 'pg';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_SERVER_URL } from './database.js';
import { machineFacts, runBench, withBenchApp, writeResults } from './bench-app.js';
import { signedInStaff } from './staff.js';
import { positiveInt, round, textTable } from './stats.js';
import { httpCaller, jsonCaller } from './review-http.js';
import { generateReviewData, generateReviewLookups } from './review-data.js';
import {
  BATCH_COMMENTS_SQL,
  BATCH_REVIEWS_SQL,
  BATCH_TAGS_SQL,
  SUBMITTED_COUNT_SQL,
  SUBMITTED_COUNT_WITHOUT_JOINS_SQL,
  SUBMITTED_PAGE_SQL,
  SUBMITTED_STATUSES,
  assignedPageParams,
  assignedPageSql,
  bareAssigned,
  bareSubmitted,
  summariseAppQueue,
  summariseAppSubmitted,
  type DashboardQueue,
} from './review-queries.js';
import { bareDecision, decisionTasks, storedDecision, type Analyst, type DecisionTask } from './review-decisions.js';
import { createProposedIndexes, planTime, PROPOSED_INDEXES, type PlanTime, type Statement } from './review-plans.js';
import { backendMeter, inTurns, ownCpuMs, sequentialBlock, type Timing } from './review-timing.js';
import { REVIEW_DECISION } from './review-rules.js';

const env = process.env;
const SERVER_URL = env.BENCH_DATABASE_URL ?? DEFAULT_SERVER_URL;
const INSTITUTIONS = positiveInt(env.BENCH_ROWS, 100_000);
const SUBMISSIONS = positiveInt(env.BENCH_SUBMISSIONS, 200_000);
const ANALYSTS = Math.max(2, positiveInt(env.BENCH_ANALYSTS, 40));
const REQUESTS = positiveInt(env.BENCH_REQUESTS, 200);
const WARMUP = positiveInt(env.BENCH_WARMUP, 20);
const MAX_SECONDS = positiveInt(env.BENCH_SECONDS, 20);
const DECISIONS = positiveInt(env.BENCH_DECISIONS, 120);
const DECIDERS = Math.min(ANALYSTS, positiveInt(env.BENCH_DECIDERS, 4));
const APP_NODE_OPTIONS = (env.BENCH_APP_NODE_OPTIONS ?? '').split(/\s+/).filter(Boolean);
const QUEUE_BLOCK = 20;
const DECISION_BLOCK = 12;
const PLAN_RUNS = 7;
const RESULTS = path.resolve(import.meta.dirname, 'results/review-queues-latest.json');
/** Analysts who also assign: the submitted queue needs AdminAssign or AdminReassign, the 2nd review queue its own ability. */
const ABILITIES = ['AdminReview', 'AdminSecondReviewQueue', 'AdminAssign', 'AdminReassign'];
const API = '/api/admin/review';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const times = (n: number) => `${n.toFixed(2)}×`;

interface QueueResult {
  call: string;
  app: Timing;
  bare: Timing;
  ratioP50: number;
  ratioP95: number;
  inApp: { p50: number | null; cpuMsPerRequest: number | null };
}

interface DecisionResult {
  mode: string;
  analysts: number;
  app: Timing;
  bare: Timing;
  /** bare decisions per second over the app's */
  ratio: number;
  inApp: { p50: number | null; cpuMsPerRequest: number | null };
}

async function main(): Promise<void> {
  await withBenchApp(SERVER_URL, INSTITUTIONS, APP_NODE_OPTIONS, async ({ db, app, loadBefore, onCleanUp }) => {
    const pool = db.pool;
    const agent = new http.Agent({ keepAlive: true, maxSockets: DECIDERS });
    onCleanUp(() => agent.destroy());
    const call = httpCaller(app.baseUrl, agent);
    const json = jsonCaller(call);
    // charged to the side whose block ran: this process's CPU (the HTTP client, or pg and the rules
    // for the bare side) and the PostgreSQL backends' (the app's in its own process: serverStats)
    // (the backends are read on a connection of their own, which the reading leaves out)
    const meterPool = new pg.Pool({ connectionString: db.url, max: 1 });
    onCleanUp(() => void meterPool.end());
    const meters = [{ name: 'benchCpuMs', read: ownCpuMs }, backendMeter(meterPool, db.name)];

    // ---- the review work
    const started = performance.now();
    await generateReviewLookups(db.orm.em.fork());
    const cookies = await signedInStaff(db.orm, ANALYSTS, ABILITIES);
    const { rows: staff } = await pool.query<Analyst>(
      `select id, username from app_user where role_id = (select role_id from app_user where username like 'bench0001-%' order by id desc limit 1) order by id`,
    );
    const analysts = staff.map((a, i) => ({ ...a, cookie: cookies[i] }));
    const client = await pool.connect();
    const counts = await generateReviewData(client, { submissions: SUBMISSIONS, analystIds: analysts.map((a) => a.id), now: new Date() }).finally(() => client.release());
    console.log(`review work: ${counts.submissions.toLocaleString('en-US')} submissions (${Object.entries(counts.byStatus).map(([s, n]) => `${s} ${n.toLocaleString('en-US')}`).join(', ')}),`);
    console.log(`  ${counts.reviews.toLocaleString('en-US')} reviews in ${counts.batches.toLocaleString('en-US')} batches, ${counts.courses.toLocaleString('en-US')} courses, ${counts.courseYears.toLocaleString('en-US')} course years, ${ANALYSTS} analysts; generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // the caller of the queues: the first analyst, whose share of the work is one in ANALYSTS
    const caller = analysts[0];
    const { rows: [queueFacts] } = await pool.query(
      `select count(*)::int as batches,
              count(*) filter (where b.queue_type = 'main')::int as main_batches,
              count(*) filter (where b.queue_type = 'main' and exists (select 1 from course_submission_review r where r.review_batch_id = b.id and r.decision is null and r.reversed_on is null))::int as open_main_batches,
              (select count(*)::int from course_submission_review r where r.analyst_id = $1) as reviews,
              (select count(*)::int from course_submission_review r where r.analyst_id = $1 and r.decision is null) as open_reviews
         from review_batch b where b.owner_id = $1`,
      [caller.id],
    );
    console.log(`the queues are read by ${caller.username}: ${queueFacts.open_main_batches} open batches of ${queueFacts.main_batches} in the main queue (${queueFacts.batches} in all), ${queueFacts.open_reviews} undecided reviews of ${queueFacts.reviews}\n`);

    // ---- 1. the queue calls
    const assignedBody = (queueType: DashboardQueue) => ({ pagedDetails: { page: 1, pageSize: 50 }, queueType });
    const calls = [
      {
        name: 'dashboard queue: main, page 1 of 50',
        app: async () => summariseAppQueue(await json('POST', `${API}/assigned`, caller.cookie, assignedBody('main'))),
        bare: bareAssigned(pool, 'main', caller.id),
        shown: (s: { total: number }) => `${s.total} open batches`,
      },
      {
        name: 'dashboard queue: 2nd review, page 1 of 50',
        app: async () => summariseAppQueue(await json('POST', `${API}/assigned`, caller.cookie, assignedBody('second'))),
        bare: bareAssigned(pool, 'second', caller.id),
        shown: (s: { total: number }) => `${s.total} open batches`,
      },
      {
        name: 'submitted queue: page 1 of 10',
        app: async () => summariseAppSubmitted(await json('GET', `${API}/submitted?pageNumber=1&pageSize=10`, caller.cookie)),
        bare: bareSubmitted(pool),
        shown: (s: { total: number }) => `${s.total.toLocaleString('en-US')} submissions`,
      },
    ];
    for (const c of calls) {
      const [viaApp, viaPg] = [await c.app(), await c.bare()];
      if (!same(viaApp, viaPg)) throw new Error(`"${c.name}": the app and the bare SQL answer differently:\n${JSON.stringify(viaApp).slice(0, 600)}\n${JSON.stringify(viaPg).slice(0, 600)}`);
      console.log(`  ${c.name}: ${c.shown(viaApp)} — the same answer from the app and the bare SQL`);
    }
    const queues: QueueResult[] = [];
    for (const c of calls) {
      for (let i = 0; i < WARMUP; i++) await Promise.all([c.app(), c.bare()]);
      await app.serverStats();
      const [appTiming, bareTiming] = await inTurns(
        [
          { name: 'app', block: sequentialBlock(QUEUE_BLOCK, c.app) },
          { name: 'bare', block: sequentialBlock(QUEUE_BLOCK, c.bare) },
        ],
        { maxCount: REQUESTS, maxSeconds: MAX_SECONDS, meters },
      );
      const inside = await app.serverStats();
      const r: QueueResult = {
        call: c.name,
        app: appTiming,
        bare: bareTiming,
        ratioP50: round(appTiming.p50 / bareTiming.p50),
        ratioP95: round(appTiming.p95 / bareTiming.p95),
        inApp: { p50: inside.p50 === null ? null : round(inside.p50), cpuMsPerRequest: inside.cpuMsPerRequest },
      };
      queues.push(r);
      console.log(`  ${c.name.padEnd(42)} app p50 ${r.app.p50} ms, p95 ${r.app.p95} ms | bare p50 ${r.bare.p50} ms, p95 ${r.bare.p95} ms | ${times(r.ratioP50)} (${r.app.count} + ${r.bare.count} calls)`);
    }

    // ---- 2. decisions
    const { rows: [ruleSet] } = await pool.query(
      `select s.id, v.id as version_id, v.version from rule_set s join rule_set_version v on v.id = s.active_version_id where s.name = $1`,
      [REVIEW_DECISION],
    );
    const ruleSetVersion = { id: ruleSet.id, versionId: ruleSet.version_id, version: ruleSet.version };
    const deciders = analysts.slice(0, DECIDERS);
    const tasks = await decisionTasks(pool, deciders.map((a) => a.id));
    console.log(`\n  decisions: ${[...tasks.values()].reduce((n, t) => n + t.length, 0)} reviews ready to decide among ${DECIDERS} analysts`);
    const decided = { app: [] as DecisionTask[], bare: [] as DecisionTask[] };
    const viaApp = async (analyst: (typeof analysts)[number], task: DecisionTask) => {
      const answer = await json<{ decision: string; courseSubmissionReviewId: number }>('POST', `${API}/${task.reviewId}/complete/${task.decision}`, analyst.cookie);
      if (answer.decision !== task.decision || answer.courseSubmissionReviewId !== task.reviewId) throw new Error(`review ${task.reviewId}: the app answered ${JSON.stringify(answer)}`);
      decided.app.push(task);
    };
    const viaPg = async (analyst: (typeof analysts)[number], task: DecisionTask) => {
      await bareDecision(pool, ruleSetVersion, analyst, task);
      decided.bare.push(task);
    };
    /** A block of decisions: each worker (an analyst) decides `each` of their reviews, one after another. */
    const decisionBlock = (workers: () => (typeof analysts)[number][], each: number, decide: typeof viaApp) => async () => {
      const latencies: number[] = [];
      await Promise.all(
        workers().map(async (analyst) => {
          for (let i = 0; i < each; i++) {
            const task = tasks.get(analyst.id)!.shift();
            if (!task) return;
            const t0 = performance.now();
            await decide(analyst, task);
            latencies.push(performance.now() - t0);
          }
        }),
      );
      return latencies;
    };
    // one analyst at a time takes the analyst with the most reviews left, so the modes share them out
    const mostLeft = () => [deciders.reduce((a, b) => (tasks.get(b.id)!.length > tasks.get(a.id)!.length ? b : a))];
    const modes = [
      { mode: 'one analyst at a time', analysts: 1, workers: mostLeft, each: DECISION_BLOCK },
      { mode: `${DECIDERS} analysts at once`, analysts: DECIDERS, workers: () => deciders, each: Math.max(1, Math.round(DECISION_BLOCK / DECIDERS)) },
    ];
    const decisions: DecisionResult[] = [];
    for (const m of modes) {
      await decisionBlock(m.workers, 2, viaApp)();
      await decisionBlock(m.workers, 2, viaPg)();
      await app.serverStats();
      const [appTiming, bareTiming] = await inTurns(
        [
          { name: 'app', block: decisionBlock(m.workers, m.each, viaApp) },
          { name: 'bare', block: decisionBlock(m.workers, m.each, viaPg) },
        ],
        { maxCount: DECISIONS, maxSeconds: MAX_SECONDS, meters },
      );
      const inside = await app.serverStats();
      const r: DecisionResult = {
        mode: m.mode,
        analysts: m.analysts,
        app: appTiming,
        bare: bareTiming,
        ratio: round(bareTiming.perSecond / appTiming.perSecond),
        inApp: { p50: inside.p50 === null ? null : round(inside.p50), cpuMsPerRequest: inside.cpuMsPerRequest },
      };
      decisions.push(r);
      console.log(`  ${m.mode.padEnd(24)} app ${r.app.perSecond} decisions/s (p50 ${r.app.p50} ms) | bare ${r.bare.perSecond} decisions/s (p50 ${r.bare.p50} ms) | bare / app ${times(r.ratio)} (${r.app.count} + ${r.bare.count})`);
    }
    // both sides must have left the same rows: the same summaries (decision, status, evaluation, history line, audit entries and their fields)
    const summaries = async (list: DecisionTask[]) => new Set(await Promise.all(list.map(async (t) => JSON.stringify(await storedDecision(pool, t.reviewId)))));
    const [appRows, bareRows] = [await summaries(decided.app), await summaries(decided.bare)];
    if (!same([...appRows].sort(), [...bareRows].sort()))
      throw new Error(`the app's decisions and the bare ones left different rows:\n${[...appRows].join('\n')}\n--\n${[...bareRows].join('\n')}`);
    console.log(`  every decision of both sides left: ${[...appRows].join(' | ')}`);

    // ---- 3. PostgreSQL's own time (after the timings: the proposal's indexes change the plans)
    const firstPage = async (queue: DashboardQueue) => (await pool.query(assignedPageSql(queue), assignedPageParams(queue, caller.id, 1, 50))).rows.map((r) => Number(r.id));
    const mainIds = await firstPage('main');
    const statements = (withProposal: boolean): Statement[] => [
      { name: 'dashboard main: page', sql: assignedPageSql('main'), params: assignedPageParams('main', caller.id, 1, 50) },
      ...(withProposal ? [{ name: 'dashboard main: page, open batches first', sql: assignedPageSql('main', { openBatchesFirst: true }), params: assignedPageParams('main', caller.id, 1, 50) }] : []),
      { name: 'dashboard main: batch reviews', sql: BATCH_REVIEWS_SQL, params: [mainIds] },
      { name: 'dashboard main: notes', sql: BATCH_COMMENTS_SQL, params: [mainIds] },
      { name: 'dashboard main: tags', sql: BATCH_TAGS_SQL, params: [mainIds] },
      { name: 'dashboard 2nd review: page', sql: assignedPageSql('second'), params: assignedPageParams('second', caller.id, 1, 50) },
      ...(withProposal ? [{ name: 'dashboard 2nd review: page, open batches first', sql: assignedPageSql('second', { openBatchesFirst: true }), params: assignedPageParams('second', caller.id, 1, 50) }] : []),
      { name: 'submitted: page', sql: SUBMITTED_PAGE_SQL, params: [...SUBMITTED_STATUSES, 10, 0] },
      { name: 'submitted: count', sql: SUBMITTED_COUNT_SQL, params: SUBMITTED_STATUSES },
      ...(withProposal ? [{ name: 'submitted: count without joins', sql: SUBMITTED_COUNT_WITHOUT_JOINS_SQL, params: SUBMITTED_STATUSES }] : []),
    ];
    const plans = async (withProposal: boolean) => {
      const out: PlanTime[] = [];
      for (const s of statements(withProposal)) out.push(await planTime(pool, s, PLAN_RUNS));
      return out;
    };
    const asSent = await plans(false);
    const answers = async () => {
      const rows = async (sql: string, params: unknown[]) => JSON.stringify((await pool.query(sql, params)).rows);
      return {
        main: await rows(assignedPageSql('main'), assignedPageParams('main', caller.id, 1, 50)),
        second: await rows(assignedPageSql('second'), assignedPageParams('second', caller.id, 1, 50)),
        submitted: await rows(SUBMITTED_PAGE_SQL, [...SUBMITTED_STATUSES, 10, 0]),
        count: await rows(SUBMITTED_COUNT_SQL, SUBMITTED_STATUSES),
      };
    };
    const before = await answers();
    await createProposedIndexes(pool);
    const proposed = {
      main: JSON.stringify((await pool.query(assignedPageSql('main', { openBatchesFirst: true }), assignedPageParams('main', caller.id, 1, 50))).rows),
      second: JSON.stringify((await pool.query(assignedPageSql('second', { openBatchesFirst: true }), assignedPageParams('second', caller.id, 1, 50))).rows),
      submitted: (await answers()).submitted,
      count: JSON.stringify((await pool.query(SUBMITTED_COUNT_WITHOUT_JOINS_SQL, SUBMITTED_STATUSES)).rows),
    };
    if (!same(before, proposed)) throw new Error('the proposed statements answer differently from the ones the server sends');
    const withIndexes = await plans(true);

    // ---- the figures
    const cpu = (t: Timing, key: string) => t.perCall[key]?.toFixed(2) ?? '';
    const queueRows = [['call', 'app p50 ms', 'app p95 ms', 'bare p50 ms', 'bare p95 ms', 'app / bare (p50)', 'app / bare (p95)', 'in app p50', 'CPU ms/call: app', 'bare (pg client)', 'PostgreSQL: app', 'bare']];
    for (const q of queues)
      queueRows.push([
        q.call, q.app.p50.toFixed(2), q.app.p95.toFixed(2), q.bare.p50.toFixed(2), q.bare.p95.toFixed(2), times(q.ratioP50), times(q.ratioP95),
        q.inApp.p50?.toFixed(2) ?? '', q.inApp.cpuMsPerRequest?.toFixed(2) ?? '', cpu(q.bare, 'benchCpuMs'), cpu(q.app, 'postgresCpuMs'), cpu(q.bare, 'postgresCpuMs'),
      ]);
    const decisionRows = [['decisions', 'app /s', 'bare /s', 'bare / app', 'app p50 ms', 'app p95 ms', 'bare p50 ms', 'bare p95 ms', 'CPU ms/decision: app', 'bare (pg client)', 'PostgreSQL: app', 'bare']];
    for (const d of decisions)
      decisionRows.push([
        d.mode, d.app.perSecond.toFixed(1), d.bare.perSecond.toFixed(1), times(d.ratio), d.app.p50.toFixed(2), d.app.p95.toFixed(2), d.bare.p50.toFixed(2), d.bare.p95.toFixed(2),
        d.inApp.cpuMsPerRequest?.toFixed(2) ?? '', cpu(d.bare, 'benchCpuMs'), cpu(d.app, 'postgresCpuMs'), cpu(d.bare, 'postgresCpuMs'),
      ]);
    const planRows = [['statement (PostgreSQL, median of ' + PLAN_RUNS + ')', 'as sent: planning ms', 'execution ms', 'pages', 'with the indexes: planning ms', 'execution ms', 'pages']];
    const scanLines: string[] = [];
    for (const p of withIndexes) {
      const sent = asSent.find((a) => a.name === p.name);
      planRows.push([p.name, sent ? sent.planningMs.toFixed(2) : '', sent ? sent.executionMs.toFixed(2) : '', sent ? String(sent.buffers) : '', p.planningMs.toFixed(2), p.executionMs.toFixed(2), String(p.buffers)]);
      scanLines.push(`  ${p.name}:${sent ? `\n    as sent: ${sent.plan}` : ''}\n    with the indexes: ${p.plan}`);
    }
    console.log('\n' + textTable(queueRows, 1) + '\n\n' + textTable(decisionRows, 1) + '\n\n' + textTable(planRows, 1));
    console.log(`\nscans, outermost first:\n${scanLines.join('\n')}\n`);

    const machine = await machineFacts(pool, loadBefore);
    const settings = { institutions: INSTITUTIONS, submissions: SUBMISSIONS, analysts: ANALYSTS, requests: REQUESTS, warmup: WARMUP, maxSeconds: MAX_SECONDS, decisions: DECISIONS, deciders: DECIDERS, queueBlock: QUEUE_BLOCK, decisionBlock: DECISION_BLOCK, planRuns: PLAN_RUNS };
    writeResults(RESULTS, { date: new Date().toISOString(), machine, settings, data: counts, caller: { username: caller.username, ...queueFacts }, queues, decisions, plans: { asSent, withIndexes, proposedIndexes: PROPOSED_INDEXES } });
  });
}

runBench(main);
