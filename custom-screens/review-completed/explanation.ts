// The rule evaluation stored with a decision, in words (spec 3 §5: what allows a decision). Each rule
// of the rule set version that was active reads as its label and description, whether it blocked the
// decision, and each condition with the value the rule saw; facts read as their labels (the rule set's
// facts, core/rules/facts.ts), never their names.
import { inSentence } from '../../admin-ui/builder/labels.js';
import { declaredFact } from '../../core/rules/facts.js';
import { OPERATOR_WORDS, ruleLabel } from '../../core/rules/words.js';
import type { ConditionExplanation, RuleExplanation } from '../../core/contract/rules.js';
import type { StoredExplanation } from '../../core/contract/completed.js';

export interface ConditionLine {
  depth: number;
  text: string;
  /** what the rule saw, for a leaf condition */
  saw?: string;
  passed: boolean | null;
}

export interface RuleLine {
  rule: string;
  /** what the rule is called */
  label: string;
  /** what it does, in a sentence, else its refusal message (what it guards) */
  description: string | undefined;
  outcome: string;
  blocked: boolean;
  conditions: ConditionLine[];
}

export interface ExplanationView {
  ruleSetTitle: string;
  version: number | undefined;
  allowed: boolean | undefined;
  facts: { name: string; label: string; value: string }[];
  rules: RuleLine[];
}

/** "review-decision" → "Review decision". */
export const ruleSetTitle = (name: string | undefined) => (name ? name.charAt(0).toUpperCase() + name.slice(1).replace(/[-_]+/g, ' ') : 'Rule set');

/** A fact's label in its rule set; a fact no longer declared reads as its name in words. */
export function factLabel(ruleSet: string | undefined, fact: string): string {
  return (ruleSet ? declaredFact(ruleSet, fact)?.label : undefined) ?? ruleLabel({ name: fact.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase() });
}

export function valueText(value: unknown, ruleSet?: string): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.map((v) => valueText(v, ruleSet)).join(', ');
  if (typeof value === 'object') {
    // a value that refers to another fact: { fact, resolved }
    const ref = value as { fact?: string; resolved?: unknown };
    if (ref.fact) {
      const label = inSentence(factLabel(ruleSet, ref.fact));
      return ref.resolved === undefined ? label : `${label} (${valueText(ref.resolved, ruleSet)})`;
    }
    return JSON.stringify(value);
  }
  return String(value);
}

const GROUP_WORDS = { all: 'All of these', any: 'Any of these', not: 'Not this' } as const;

function conditionLines(c: ConditionExplanation, depth: number, ruleSet: string | undefined, out: ConditionLine[]): void {
  if (c.kind !== 'condition') {
    out.push({ depth, text: `${GROUP_WORDS[c.kind]}:`, passed: c.passed });
    for (const child of c.children ?? []) conditionLines(child, depth + 1, ruleSet, out);
    return;
  }
  const op = c.operator ? (OPERATOR_WORDS[c.operator] ?? 'meets a test on') : '';
  out.push({
    depth,
    text: `${c.fact ? factLabel(ruleSet, c.fact) : ''} ${op} ${valueText(c.value, ruleSet)}`.trim(),
    saw: c.passed === null ? undefined : valueText(c.factValue, ruleSet),
    passed: c.passed,
  });
}

function ruleLine(r: RuleExplanation, ruleSet: string | undefined): RuleLine {
  const message = typeof r.event?.params?.message === 'string' ? r.event.params.message : undefined;
  const refuses = r.event?.type === 'refuse';
  const outcome = refuses ? (r.fired ? 'Blocked the decision' : 'Did not block it') : r.fired ? 'Applied' : 'Did not apply';
  const conditions: ConditionLine[] = [];
  if (r.conditions) conditionLines(r.conditions, 0, ruleSet, conditions);
  return { rule: r.rule, label: r.label ?? ruleLabel({ name: r.rule }), description: r.description ?? message, outcome, blocked: refuses && r.fired, conditions };
}

/** The stored explanation as the details screen shows it, or undefined when none was stored. */
export function explanationView(stored: StoredExplanation | null | undefined): ExplanationView | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const facts = Object.entries(stored.facts ?? {}).map(([name, value]) => ({ name, label: factLabel(stored.ruleSet, name), value: valueText(value, stored.ruleSet) }));
  return {
    ruleSetTitle: ruleSetTitle(stored.ruleSet),
    version: stored.version,
    allowed: stored.outcome?.allowed,
    facts,
    rules: (stored.outcome?.explanation ?? []).map((r) => ruleLine(r, stored.ruleSet)),
  };
}
