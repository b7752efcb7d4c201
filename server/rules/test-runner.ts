// Runs a rule set's test cases: each states facts and what must come out.
import type { RuleSetDefinition } from './definition.js';
import { compile, evaluate, type CompiledRuleSet } from './engine.js';
import type { TestCase, TestResult } from '../../core/contract/rules.js';
import type { FactsModule } from './facts/types.js';

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export async function runTestCase(compiled: CompiledRuleSet, facts: FactsModule, t: TestCase, today: string): Promise<TestResult> {
  const { outcome } = await evaluate(compiled, facts, t.facts, { today });
  const failures: string[] = [];
  const e = t.expect;
  if (e.allowed !== undefined && e.allowed !== outcome.allowed) failures.push(`expected ${e.allowed ? 'allowed' : 'refused'}, got ${outcome.allowed ? 'allowed' : 'refused'}`);
  if (e.messages && !sameSet(e.messages, outcome.messages)) failures.push(`expected messages ${JSON.stringify(e.messages)}, got ${JSON.stringify(outcome.messages)}`);
  if (e.shown && !sameSet(e.shown, outcome.shown)) failures.push(`expected shown ${JSON.stringify(e.shown)}, got ${JSON.stringify(outcome.shown)}`);
  if (e.cleared && !sameSet(e.cleared, outcome.cleared)) failures.push(`expected cleared ${JSON.stringify(e.cleared)}, got ${JSON.stringify(outcome.cleared)}`);
  return { name: t.name, passed: failures.length === 0, failures, outcome };
}

export async function runTests(definition: RuleSetDefinition, facts: FactsModule, today = new Date().toISOString().slice(0, 10)): Promise<TestResult[]> {
  const compiled = compile(definition);
  return Promise.all(definition.tests.map((t) => runTestCase(compiled, facts, t, today)));
}
