// What a rule set's evaluation answers (server/rules/engine.ts): the outcome and the explanation,
// every condition with the fact value it saw. Stored with a decision and shown by the completed
// reviews' details and the rule editor (custom-screens/review-completed, custom-screens/rule-editor).

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
