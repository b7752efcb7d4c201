// The server's own deciding calls (a review decision, a registration approval …) evaluate through
// here: the server works out the derived facts, and the evaluation is kept with its explanation for
// the rule editor's simulation to replay. Nothing a client sends is ever recorded (docs/decisions.md).
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../http/errors.js';
import { FACTS_MODULES } from './facts/index.js';
import { callerFacts } from './facts/caller-facts.js';
import type { EvaluationResult, RuleRuntime } from './runtime.js';

export interface Decision {
  em: EntityManager;
  /** who decided, kept with the evaluation */
  userName: string;
  /** what was decided, e.g. "review 7 approve" */
  context?: string;
}

export async function decide(runtime: RuleRuntime, ruleSet: string, facts: Record<string, unknown>, decision: Decision): Promise<EvaluationResult> {
  const module = FACTS_MODULES[ruleSet];
  if (!module) throw notFound(`There is no rule set "${ruleSet}".`);
  return runtime.evaluate(ruleSet, callerFacts(module, facts), { em: decision.em, record: { context: decision.context, userName: decision.userName } });
}
