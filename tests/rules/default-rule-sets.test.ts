// The shipped rule sets: valid, every test case passes, and every rule is covered by a case that
// makes it fire. (The same files are checked against both databases in tests/server/rules-*.test.ts.)
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition, type RuleSetDefinition } from '../../server/rules/definition.js';
import { FACTS_MODULES } from '../../server/rules/facts/index.js';
import { runTests } from '../../server/rules/test-runner.js';

const dir = path.resolve(import.meta.dirname, '../../rules');
const sets = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as RuleSetDefinition);

describe('shipped rule sets', () => {
  it('ships the four rule sets of the spec', () => {
    expect(sets.map((s) => s.name).sort()).toEqual(['accreditation', 'course-form', 'registration', 'review-decision']);
  });

  describe.each(sets.map((s) => [s.name, s] as const))('%s', (_name, set) => {
    it('is valid', () => {
      expect(validateDefinition(set, FACTS_MODULES[set.name])).toEqual([]);
    });
    it('passes its test cases', async () => {
      const results = await runTests(set, FACTS_MODULES[set.name]);
      expect(results.filter((r) => !r.passed).map((r) => `${r.name}: ${r.failures.join('; ')}`)).toEqual([]);
    });
    it('has a test case that makes each rule fire', async () => {
      const results = await runTests(set, FACTS_MODULES[set.name]);
      const fired = new Set(results.flatMap((r) => r.outcome.explanation.filter((e) => e.fired).map((e) => e.rule)));
      expect(set.rules.map((r) => r.name).filter((n) => !fired.has(n))).toEqual([]);
    });
  });
});
