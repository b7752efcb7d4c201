// PostgreSQL's own time for the queue statements of bench/review-queues.ts (EXPLAIN ANALYZE, the
// median of a few runs: planning and execution apart), as the server sends them and as proposed in
// docs/benchmarks.md, to tell what the database spends from what the app adds. The proposal's
// indexes are created in the benchmark database only, after every timing (they change the plans).
import type pg from 'pg';
import { percentile, round } from './stats.js';

export interface Statement {
  name: string;
  sql: string;
  params: unknown[];
}

export interface PlanTime {
  name: string;
  planningMs: number;
  executionMs: number;
  /** pages read or found in the cache: the work, whatever the machine's load */
  buffers: number;
  /** the top plan nodes' names, to see which path PostgreSQL took */
  plan: string;
}

interface PlanNode {
  'Node Type': string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

/** The scans of the plan, outermost first: "Index Scan course_submission_submitted_on_idx", "Seq Scan course_submission_review" … */
function scans(node: PlanNode, out: string[] = []): string[] {
  if (/Scan/.test(node['Node Type'])) out.push(`${node['Node Type']} ${node['Index Name'] ?? node['Relation Name'] ?? ''}`.trim());
  for (const child of node.Plans ?? []) scans(child, out);
  return out;
}

export async function planTime(pool: pg.Pool, statement: Statement, runs: number): Promise<PlanTime> {
  const planning: number[] = [];
  const execution: number[] = [];
  const buffers: number[] = [];
  let plan = '';
  for (let i = 0; i < runs; i++) {
    const { rows } = await pool.query(`explain (analyze, buffers, format json) ${statement.sql}`, statement.params);
    const [result] = rows[0]['QUERY PLAN'] as { 'Planning Time': number; 'Execution Time': number; Plan: PlanNode }[];
    planning.push(result['Planning Time']);
    execution.push(result['Execution Time']);
    buffers.push((result.Plan['Shared Hit Blocks'] ?? 0) + (result.Plan['Shared Read Blocks'] ?? 0));
    plan = [...new Set(scans(result.Plan))].join(', ');
  }
  const median = (v: number[]) => round(percentile([...v].sort((a, b) => a - b), 50));
  return { name: statement.name, planningMs: median(planning), executionMs: median(execution), buffers: median(buffers), plan };
}

/** The indexes the proposal adds (docs/benchmarks.md, /tmp/team/requests-bench.md). */
export const PROPOSED_INDEXES = [
  'create index bench_review_open_batch_idx on course_submission_review (review_batch_id) where decision is null and reversed_on is null',
  "create index bench_submission_open_submitted_idx on course_submission (submitted_on, id) where status in ('inQueue', 'inReview', 'secondReview', 'hold')",
];

export async function createProposedIndexes(pool: pg.Pool): Promise<void> {
  for (const sql of PROPOSED_INDEXES) await pool.query(sql);
  await pool.query('analyze course_submission_review');
  await pool.query('analyze course_submission');
}
