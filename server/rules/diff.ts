// What changed between two versions of a rule set, rule by rule and test by test.
import type { Diff, RuleDef, TestCase } from '../../core/contract/rules.js';

function byName<T extends { name: string }>(before: T[], after: T[]) {
  const a = new Map(before.map((x) => [x.name, JSON.stringify(x)]));
  const b = new Map(after.map((x) => [x.name, JSON.stringify(x)]));
  return {
    added: [...b.keys()].filter((n) => !a.has(n)),
    removed: [...a.keys()].filter((n) => !b.has(n)),
    changed: [...b.keys()].filter((n) => a.has(n) && a.get(n) !== b.get(n)),
  };
}

export function diffDefinitions(before: { rules: RuleDef[]; tests: TestCase[] } | undefined, after: { rules: RuleDef[]; tests: TestCase[] }): Diff {
  return { rules: byName(before?.rules ?? [], after.rules ?? []), tests: byName(before?.tests ?? [], after.tests ?? []) };
}
