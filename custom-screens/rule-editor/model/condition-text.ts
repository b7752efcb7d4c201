// Rules as indented plain sentences, for reading two versions side by side.
import type { Condition, RuleDef } from '../api/rule-types.js';
import { GROUP_LABELS, groupChildren, groupKind, type Group } from './conditions.js';
import { valueText } from './values.js';

export interface TextLine {
  depth: number;
  text: string;
}

export type OperatorLabels = Readonly<Record<string, string>>;

function conditionLines(c: Condition, depth: number, labels: OperatorLabels, out: TextLine[]): void {
  const kind = groupKind(c);
  if (kind) {
    out.push({ depth, text: `${GROUP_LABELS[kind]}:` });
    for (const child of groupChildren(c as Group)) conditionLines(child, depth + 1, labels, out);
    return;
  }
  const leaf = c as { fact?: unknown; operator?: unknown; value?: unknown };
  const op = String(leaf.operator);
  out.push({ depth, text: `${String(leaf.fact)} ${labels[op] ?? op} ${valueText(leaf.value)}` });
}

export function eventText(event: RuleDef['event'] | undefined): string {
  const params = event?.params ?? {};
  switch (event?.type) {
    case 'refuse':
      return `Refuse${params.field ? ` (${params.field})` : ''}: “${params.message ?? ''}”`;
    case 'show':
      return `Show the field ${params.field ?? '?'}`;
    case 'clear':
      return `Clear ${(params.fields ?? []).join(', ')}`;
    default:
      return `Unknown event ${String(event?.type)}`;
  }
}

export function ruleLines(rule: RuleDef, labels: OperatorLabels): TextLine[] {
  const out: TextLine[] = [];
  conditionLines(rule.conditions as Condition, 0, labels, out);
  out.push({ depth: 0, text: `Then: ${eventText(rule.event)}` });
  return out;
}
