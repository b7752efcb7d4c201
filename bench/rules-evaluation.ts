// npm run bench:rules — evaluations per second of the review-decision rule set: the engine built once
// per version and reused (what the server does), against a fresh json-rules-engine built per call.
// Pure CPU, no database; bounded in count and time.
import { performance } from 'node:perf_hooks';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compile, evaluate } from '../server/rules/engine.js';
import { FACTS_MODULES } from '../server/rules/facts/index.js';
import { shippedRuleSets } from '../server/rules/defaults.js';

const ITERATIONS = Number(process.env.BENCH_RULE_EVALUATIONS ?? 20_000);
const MAX_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const set = shippedRuleSets().find((s) => s.name === 'review-decision')!;
const facts = FACTS_MODULES[set.name];
const ctx = { today: '2026-11-21' };
// a spread of decisions so every rule is exercised
const cases = set.tests.map((t) => t.facts);

async function time(label: string, once: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 500; i++) await once(i); // warm-up
  const started = performance.now();
  let n = 0;
  while (n < ITERATIONS && performance.now() - started < MAX_MS) await once(n++);
  const ms = performance.now() - started;
  return { label, evaluations: n, perSecond: Math.round((n / ms) * 1000), microsecondsEach: Math.round((ms / n) * 1000 * 10) / 10 };
}

const cached = compile(set);
const reused = await time('engine built once per version (server)', (i) => evaluate(cached, facts, cases[i % cases.length], ctx));
const fresh = await time('fresh json-rules-engine per call', (i) => evaluate(compile(set), facts, cases[i % cases.length], ctx));
const ratio = Math.round((reused.perSecond / fresh.perSecond) * 100) / 100;

console.table([reused, fresh]);
console.log(`cached / fresh: ${ratio}× the evaluations per second; one cached evaluation takes ${reused.microsecondsEach} µs`);
const out = path.resolve(import.meta.dirname, 'results/rules-latest.json');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), ruleSet: set.name, reused, fresh, ratio }, null, 2) + '\n');
