// The stored shapes of rule sets and their versions, as the ORM returns them.
import type { RuleSetDefinition } from './definition.js';
import type { RuleDef, TestCase } from '../../core/contract/rules.js';

export interface StoredRuleSet {
  id: number;
  name: string;
  title: string;
  description: string | null;
  activeVersionId: number | null;
}

export interface StoredVersion {
  id: number;
  ruleSetId: number;
  version: number;
  status: 'draft' | 'active' | 'retired';
  definition: { rules: RuleDef[]; tests: TestCase[] };
  comment: string | null;
  basedOnVersion: number | null;
  testsPassed: boolean;
  authorName: string | null;
  createdAt: Date;
  activatedAt: Date | null;
}

export function toDefinition(set: StoredRuleSet, version: StoredVersion): RuleSetDefinition {
  return { name: set.name, title: set.title, description: set.description ?? '', rules: version.definition.rules ?? [], tests: version.definition.tests ?? [] };
}
