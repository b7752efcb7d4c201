// Rules as indented plain sentences, for reading two versions side by side: facts and fields by their
// labels, never their names.
import { fieldLabel, inSentence } from '../../../admin-ui/builder/labels.js';
import type { Condition, RuleDef } from '../../../core/contract/rules.js';
import { GROUP_LABELS, groupChildren, groupKind, type Group } from './conditions.js';
import { valueText } from './values.js';

export interface TextLine {
  depth: number;
  text: string;
}

/** The words of a rule set: its operators' and its facts' labels, by name. */
export interface RuleWords {
  operators: Readonly<Record<string, string>>;
  facts: Readonly<Record<string, string>>;
}

const factText = (words: RuleWords, fact: unknown) => words.facts[String(fact)] ?? fieldLabel(String(fact));

function conditionLines(c: Condition, depth: number, words: RuleWords, out: TextLine[]): void {
  const kind = groupKind(c);
  if (kind) {
    out.push({ depth, text: `${GROUP_LABELS[kind]}:` });
    for (const child of groupChildren(c as Group)) conditionLines(child, depth + 1, words, out);
    return;
  }
  const leaf = c as { fact?: unknown; operator?: unknown; value?: unknown };
  const op = String(leaf.operator);
  const value = leaf.value && typeof leaf.value === 'object' && 'fact' in leaf.value ? inSentence(factText(words, (leaf.value as { fact: unknown }).fact)) : valueText(leaf.value);
  out.push({ depth, text: `${factText(words, leaf.fact)} ${words.operators[op] ?? op} ${value}` });
}

export function eventText(event: RuleDef['event'] | undefined): string {
  const params = event?.params ?? {};
  switch (event?.type) {
    case 'refuse':
      return `Refuse${params.field ? ` (${fieldLabel(params.field)})` : ''}: “${params.message ?? ''}”`;
    case 'show':
      return `Show the question ${params.field ? fieldLabel(params.field) : '?'}`;
    case 'clear':
      return `Clear ${(params.fields ?? []).map((f) => fieldLabel(f)).join(', ')}`;
    default:
      return `Unknown event ${String(event?.type)}`;
  }
}

export function ruleLines(rule: RuleDef, words: RuleWords): TextLine[] {
  const out: TextLine[] = [];
  conditionLines(rule.conditions as Condition, 0, words, out);
  out.push({ depth: 0, text: `Then: ${eventText(rule.event)}` });
  return out;
}
