// A version's changes against the one numbered before it, in a few words for the versions table.
import type { Diff } from '../../../core/contract/rules.js';

function part(label: string, d: Diff['rules']): string | null {
  const bits = [d.added.length && `${d.added.length} added`, d.changed.length && `${d.changed.length} changed`, d.removed.length && `${d.removed.length} removed`].filter(Boolean);
  return bits.length ? `${label} ${bits.join(', ')}` : null;
}

export function diffSummary(diff: Diff, version: number): string {
  if (version === 1) return `First version: ${diff.rules.added.length} rules, ${diff.tests.added.length} tests`;
  const parts = [part('Rules:', diff.rules), part('Tests:', diff.tests)].filter(Boolean);
  return parts.length ? parts.join(' · ') : `No change from version ${version - 1}`;
}

export function diffDetail(diff: Diff): string {
  const list = (label: string, names: string[]) => (names.length ? `${label}: ${names.join(', ')}` : null);
  return [
    list('Rules added', diff.rules.added),
    list('Rules changed', diff.rules.changed),
    list('Rules removed', diff.rules.removed),
    list('Tests added', diff.tests.added),
    list('Tests changed', diff.tests.changed),
    list('Tests removed', diff.tests.removed),
  ]
    .filter(Boolean)
    .join('\n');
}
