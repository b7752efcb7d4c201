// What the rule editor's calls answer (server/rules/routes.ts). The rule, test and fact shapes are
// the contract's (core/contract/rules.ts, core/rules/facts.ts), which the validator uses too, so the
// editor and the validator cannot drift apart.
import type { Diff, RuleDef, SimulationCase, TestCase } from '../../../core/contract/rules.js';
import type { FactDef } from '../../../core/rules/facts.js';

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

export interface SimulationResult {
  cases: SimulationCase[];
  changed: number;
}

export interface CompareResult {
  a: RuleVersion;
  b: RuleVersion;
  diff: Diff;
}
