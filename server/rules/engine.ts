// Builds a json-rules-engine Engine for one rule-set version, once, and evaluates facts with it,
// returning the outcome and an explanation: every condition with the fact value it saw.
import { Engine, type RuleResult } from 'json-rules-engine';
import { CUSTOM_OPERATORS } from './operators.js';
import type { RuleSetDefinition } from './definition.js';
import { ruleLabel } from '../../core/rules/words.js';
import type { FactContext, FactsModule } from './facts/types.js';
import type { ConditionExplanation, Outcome, RuleDef, RuleExplanation } from '../../core/contract/rules.js';

export interface CompiledRuleSet {
  definition: RuleSetDefinition;
  engine: Engine;
}

export function compile(definition: RuleSetDefinition): CompiledRuleSet {
  const engine = new Engine([], { allowUndefinedFacts: true });
  for (const op of CUSTOM_OPERATORS) engine.addOperator(op);
  // priority keeps the order of the file, so messages come out in the order the rules are written
  definition.rules.forEach((r, i) => engine.addRule({ ...r, priority: r.priority ?? definition.rules.length - i }));
  return { definition, engine };
}

function explain(node: Record<string, unknown>): ConditionExplanation {
  const passed = typeof node.result === 'boolean' ? node.result : null;
  for (const kind of ['all', 'any'] as const)
    if (Array.isArray(node[kind])) return { kind, passed, children: (node[kind] as Record<string, unknown>[]).map(explain) };
  if (node.not) return { kind: 'not', passed, children: [explain(node.not as Record<string, unknown>)] };
  const value = node.value as unknown;
  const factRef = value && typeof value === 'object' && 'fact' in (value as object);
  return {
    kind: 'condition',
    passed,
    fact: node.fact as string,
    operator: node.operator as string,
    value: factRef ? { fact: (value as { fact: string }).fact, resolved: node.valueResult } : value,
    factValue: passed === null ? undefined : (node.factResult ?? null),
  };
}

/** A rule's label and description for its explanation. */
export const ruleWords = (rule: Pick<RuleDef, 'name' | 'label' | 'description'>): { label: string; description?: string } =>
  rule.description?.trim() ? { label: ruleLabel(rule), description: rule.description.trim() } : { label: ruleLabel(rule) };

/** Fills derived facts, runs the engine, and reads the events into an outcome. */
export async function evaluate(compiled: CompiledRuleSet, facts: FactsModule, input: Record<string, unknown>, ctx: FactContext): Promise<{ facts: Record<string, unknown>; outcome: Outcome }> {
  const all = { ...input, ...(await facts.derive(input, ctx)) };
  for (const name of Object.keys(facts.facts)) if (!(name in all)) all[name] = null;
  const result = await compiled.engine.run(all);
  const fired = [...result.results].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  const outcome: Outcome = { allowed: true, messages: [], refusals: [], shown: [], cleared: [], explanation: [] };
  for (const r of fired) {
    const params = (r.event?.params ?? {}) as { message?: string; field?: string; fields?: string[] };
    if (r.event?.type === 'refuse') {
      outcome.allowed = false;
      outcome.messages.push(params.message ?? r.name);
      outcome.refusals.push({ rule: String(r.name), field: params.field, message: params.message ?? String(r.name) });
    } else if (r.event?.type === 'show' && params.field && !outcome.shown.includes(params.field)) outcome.shown.push(params.field);
    else if (r.event?.type === 'clear') for (const f of params.fields ?? []) if (!outcome.cleared.includes(f)) outcome.cleared.push(f);
  }
  const order = new Map(compiled.definition.rules.map((r, i) => [r.name, i]));
  const rules = new Map(compiled.definition.rules.map((r) => [r.name, r]));
  outcome.explanation = [...result.results, ...result.failureResults]
    .sort((a, b) => (order.get(String(a.name)) ?? 0) - (order.get(String(b.name)) ?? 0))
    .map((r: RuleResult) => ({
      rule: String(r.name),
      ...ruleWords(rules.get(String(r.name)) ?? { name: String(r.name) }),
      fired: Boolean(r.result),
      event: r.event as RuleExplanation['event'],
      conditions: explain(r.conditions as unknown as Record<string, unknown>),
    }));
  return { facts: all, outcome };
}
