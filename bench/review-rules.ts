// The review-decision rule set as the bare side of bench/review-queues.ts evaluates it: the shipped
// definition compiled once and evaluated in process (what the server's rule runtime does with the
// active version), with the derived fact given, as a hand-written implementation would read it in
// its own statement. The generated data uses it too, so stored explanations are the real ones.
import { compile, evaluate } from '../server/rules/engine.js';
import type { Outcome } from '../core/contract/rules.js';
import { FACTS_MODULES } from '../server/rules/facts/index.js';
import { todayIso } from '../server/rules/facts/types.js';
import { shippedRuleSets } from '../server/rules/defaults.js';

export const REVIEW_DECISION = 'review-decision';

export interface DecisionFacts {
  decision: 'approved' | 'notapproved' | 'secondreview';
  rubricValue: number;
  feedbackCount: number;
  exclusionCount: number;
  minApprovalValue: number;
}

const definition = shippedRuleSets().find((s) => s.name === REVIEW_DECISION);
if (!definition) throw new Error(`the shipped rules have no "${REVIEW_DECISION}" set`);
const compiled = compile(definition);

export function evaluateDecision(facts: DecisionFacts): Promise<{ facts: Record<string, unknown>; outcome: Outcome }> {
  return evaluate(compiled, FACTS_MODULES[REVIEW_DECISION], { ...facts }, { today: todayIso() });
}
