// Raw JSON typed by hand may be anything: the structured tabs open only a definition they can show.
import type { RuleDefinition } from '../api/rule-types.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why the structured tabs cannot show this JSON, or null when they can. */
export function shapeProblem(def: unknown): string | null {
  if (!isObject(def)) return 'The definition must be a JSON object with "rules" and "tests".';
  if (!Array.isArray(def.rules)) return 'The definition needs a "rules" list.';
  if (def.tests !== undefined && !Array.isArray(def.tests)) return '"tests" must be a list.';
  if (!def.rules.every((r) => isObject(r) && isObject(r.conditions) && ('all' in r.conditions || 'any' in r.conditions || 'not' in r.conditions)))
    return 'Every rule needs a "conditions" object with an all, any or not group.';
  if (!(def.tests ?? []).every((t: unknown) => isObject(t) && isObject(t.facts) && isObject(t.expect)))
    return 'Every test case needs "facts" and "expect" objects.';
  return null;
}

export function asDefinition(def: unknown): RuleDefinition {
  const d = def as RuleDefinition;
  return { ...d, rules: d.rules, tests: d.tests ?? [] };
}

export function definitionText(def: unknown): string {
  return JSON.stringify(def, null, 2);
}
