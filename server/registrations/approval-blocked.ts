// Whether the registration rule set would refuse an approval now (spec 2 §5), for the screens:
// evaluated through the runtime like a decision, but never recorded: it is a look, not a decision.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RuleRuntime } from '../rules/runtime.js';
import { FACTS_MODULES } from '../rules/facts/index.js';
import { callerFacts } from '../rules/facts/caller-facts.js';
import { RULE_SET } from './model.js';
import type { ApprovalBlocked } from '../../core/contract/registrations.js';

export async function approvalBlocked(em: EntityManager, rules: RuleRuntime, registrationId: number): Promise<ApprovalBlocked> {
  const result = await rules.evaluate(RULE_SET, callerFacts(FACTS_MODULES[RULE_SET], { action: 'approve', registrationId }), { em });
  return { blocked: !result.outcome.allowed, messages: result.outcome.messages };
}
