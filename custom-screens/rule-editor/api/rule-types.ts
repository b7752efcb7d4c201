// What the rule editor's calls answer (server/rules/routes.ts). The rule and test shapes are the
// server's own types, so the editor and the validator cannot drift apart.
import type { Condition, DefinitionProblem, LeafCondition, RuleDef, TestCase, TestExpectation } from '../../../server/rules/definition.js';
import type { Outcome } from '../../../core/contract/rules.js';
import type { Diff } from '../../../server/rules/diff.js';
import type { FactDef } from '../../../server/rules/facts/types.js';
import type { TestResult } from '../../../server/rules/test-runner.js';
import type { SimulationCase } from '../../../server/rules/versions.js';

export type { Condition, DefinitionProblem, Diff, FactDef, LeafCondition, Outcome, RuleDef, SimulationCase, TestCase, TestExpectation, TestResult };

/** The editable part of a version: what PUT …/versions/:id takes and the JSON tab shows. */
export interface RuleDefinition {
  rules: RuleDef[];
  tests: TestCase[];
}

export type VersionStatus = 'draft' | 'active' | 'retired';

export interface RuleVersion {
  id: number;
  version: number;
  status: VersionStatus;
  comment: string | null;
  authorName: string | null;
  createdAt: string;
  activatedAt: string | null;
  basedOnVersion: number | null;
  testsPassed: boolean;
  definition: RuleDefinition;
  diff: Diff;
}

export interface RuleSetSummary {
  name: string;
  title: string;
  description: string | null;
  activeVersion: number | null;
  versions: number;
  drafts: number;
}

export interface RuleSetDetail {
  name: string;
  title: string;
  description: string | null;
  activeVersionId: number | null;
  /** newest first */
  versions: RuleVersion[];
}

export interface Vocabulary {
  facts: Record<string, FactDef>;
  operators: { name: string; label: string }[];
  eventTypes: string[];
}

export type OutcomeSummary = SimulationCase['active'];

export interface SimulationResult {
  cases: SimulationCase[];
  changed: number;
}

export interface CompareResult {
  a: RuleVersion;
  b: RuleVersion;
  diff: Diff;
}
