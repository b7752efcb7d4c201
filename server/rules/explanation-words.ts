// A stored explanation in the words of its rules: an evaluation recorded before rules had labels names
// its rules only, so each takes the label and description its version gives it (or its name in words).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ruleWords } from './engine.js';
import type { RuleExplanation } from '../../core/contract/rules.js';
import type { StoredVersion } from './stored.js';

interface StoredExplanation {
  outcome?: { explanation?: RuleExplanation[] };
}

export async function withRuleWords<T>(em: EntityManager, stored: T, versionId: number | null): Promise<T> {
  const outcome = (stored as StoredExplanation | null)?.outcome;
  const rules = outcome?.explanation;
  if (!Array.isArray(rules) || rules.every((r) => r.label)) return stored;
  const version = versionId == null ? null : ((await em.findOne('RuleSetVersion', { id: versionId })) as StoredVersion | null);
  const defs = new Map((version?.definition?.rules ?? []).map((r) => [r.name, r]));
  const worded = rules.map((r) => (r.label ? r : { ...r, ...ruleWords(defs.get(r.rule) ?? { name: r.rule }) }));
  return { ...stored, outcome: { ...outcome, explanation: worded } };
}
