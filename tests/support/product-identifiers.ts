// The product's own code names, read from the model and the rule sets: the resources' names, tables
// and entities, the rule sets, their rules and facts, the abilities and the reports. A screen that
// shows one of them shows code (tests/support/screen-words.ts), even when it looks like English.
import { ABILITY_NAMES } from '../../core/model/abilities.js';
import type { ResourceDef } from '../../core/model/define.js';
import { REPORTS } from '../../server/reporting/reports.js';
import { shippedRuleSets } from '../../server/rules/defaults.js';
import { FACTS_MODULES } from '../../server/rules/facts/index.js';

export function productIdentifiers(resources: readonly ResourceDef[]): Set<string> {
  const sets = shippedRuleSets();
  return new Set([
    ...resources.flatMap((r) => [r.name, r.table, r.entity, ...Object.keys(r.fields)]),
    ...sets.flatMap((s) => [s.name, ...s.rules.map((rule) => rule.name)]),
    ...Object.values(FACTS_MODULES).flatMap((m) => Object.keys(m.facts)),
    ...ABILITY_NAMES,
    ...REPORTS.map((r) => r.key),
  ]);
}
