// The rule calls (server/rules/routes.ts): a rule set's rules and test cases as stored and edited,
// and what an evaluation answers (server/rules/engine.ts): the outcome and the explanation, every
// condition with the fact value it saw. Stored with a decision and shown by the completed reviews'
// details and the rule editor (custom-screens/review-completed, custom-screens/rule-editor).

export const EVENT_TYPES = ['refuse', 'show', 'clear'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export interface LeafCondition {
  fact: string;
  operator: string;
  value: unknown;
  path?: string;
}
export type Condition = LeafCondition | { all: Condition[] } | { any: Condition[] } | { not: Condition };

export interface RuleDef {
  /** unique in its set; the explanations and test results refer to the rule by it */
  name: string;
  /** what the screens call the rule ("Approval needs no feedback"); versions saved before labels may lack it */
  label?: string;
  /** what the rule does, in a sentence */
  description?: string;
  conditions: { all: Condition[] } | { any: Condition[] } | { not: Condition };
  event: { type: EventType; params?: { message?: string; field?: string; fields?: string[] } };
  priority?: number;
}

export interface TestExpectation {
  allowed?: boolean;
  messages?: string[];
  shown?: string[];
  cleared?: string[];
}

export interface TestCase {
  name: string;
  facts: Record<string, unknown>;
  expect: TestExpectation;
}

/** What validation refuses in a definition, by path ("rules[0].conditions.all[1].fact"). */
export interface DefinitionProblem {
  path: string;
  message: string;
}

/** What changed between two versions of a rule set, rule by rule and test by test (server/rules/diff.ts). */
export interface Diff {
  rules: { added: string[]; removed: string[]; changed: string[] };
  tests: { added: string[]; removed: string[]; changed: string[] };
}

export interface ConditionExplanation {
  kind: 'all' | 'any' | 'not' | 'condition';
  passed: boolean | null; // null: not evaluated (an earlier condition already decided)
  fact?: string;
  operator?: string;
  value?: unknown;
  factValue?: unknown;
  children?: ConditionExplanation[];
}

export interface RuleExplanation {
  rule: string;
  /** what the screens call the rule, and what it does (rules/*.json); older stored explanations lack them */
  label?: string;
  description?: string;
  fired: boolean;
  event: { type: string; params?: Record<string, unknown> };
  conditions: ConditionExplanation;
}

export interface Outcome {
  allowed: boolean;
  messages: string[];
  refusals: { rule: string; field?: string; message: string }[];
  shown: string[];
  cleared: string[];
  explanation: RuleExplanation[];
}

/** An outcome without its explanation: what the simulation compares. */
export type OutcomeSummary = Pick<Outcome, 'allowed' | 'messages' | 'shown' | 'cleared'>;

/** A test case's run (server/rules/test-runner.ts): passed, or what came out otherwise. */
export interface TestResult {
  name: string;
  passed: boolean;
  failures: string[];
  outcome: Outcome;
}

/** A recorded evaluation replayed on a version, beside the active one (server/rules/versions.ts simulate). */
export interface SimulationCase {
  evaluationId: number;
  createdAt: string;
  context: string | null;
  facts: Record<string, unknown>;
  active: OutcomeSummary;
  draft: OutcomeSummary;
  changed: boolean;
}
