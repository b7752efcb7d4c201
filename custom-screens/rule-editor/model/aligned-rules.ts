// Two rule lists aligned by name for a side-by-side view: a rule in both versions on one row,
// removed and added rules where they stood.
import type { Diff, RuleDef } from '../../../core/contract/rules.js';

export type RowChange = 'same' | 'changed' | 'added' | 'removed';

export interface AlignedRow {
  name: string;
  a?: RuleDef;
  b?: RuleDef;
  change: RowChange;
}

export function alignRules(a: RuleDef[], b: RuleDef[], diff: Diff): AlignedRow[] {
  const inA = new Map(a.map((r) => [r.name, r]));
  const inB = new Map(b.map((r) => [r.name, r]));
  const change = (name: string): RowChange =>
    diff.rules.added.includes(name) ? 'added' : diff.rules.removed.includes(name) ? 'removed' : diff.rules.changed.includes(name) ? 'changed' : 'same';
  const rows: AlignedRow[] = [];
  const placed = new Set<string>();
  const push = (name: string) => {
    if (placed.has(name)) return;
    placed.add(name);
    rows.push({ name, a: inA.get(name), b: inB.get(name), change: change(name) });
  };
  let i = 0;
  for (const rule of b) {
    // rules only in A that stood before this one keep their place
    while (i < a.length && !inB.has(a[i].name)) push(a[i++].name);
    if (i < a.length && a[i].name === rule.name) i++;
    push(rule.name);
  }
  while (i < a.length) push(a[i++].name);
  return rows;
}
