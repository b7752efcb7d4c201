// Every review decision on a registration goes through the registration rule set (spec 2 §5) via
// server/rules/decide.ts: the caller names the registration and the action, the rule facts module
// reads the rest from the stored sections, and the evaluation is recorded with its explanation.
// The review keeps the rule set version and the explanation it was decided on.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest, type ModelState } from '../http/errors.js';
import { decide } from '../rules/decide.js';
import type { EvaluationResult, RuleRuntime } from '../rules/runtime.js';
import { RULE_SET, type ReviewRow } from './model.js';

export type RuleAction = 'approve' | 'notapprove' | 'secondreview';

export interface RuleDecision {
  evaluation: EvaluationResult;
  /** the refusals by field (a rule without a field speaks about the action itself) */
  refused: ModelState | null;
}

export async function decideRegistration(
  tx: EntityManager,
  rules: RuleRuntime,
  user: SessionUser,
  registrationId: number,
  action: RuleAction,
  recommendedActionId: number | null = null,
): Promise<RuleDecision> {
  const facts: Record<string, unknown> = { action, registrationId };
  if (action === 'secondreview') facts.recommendedActionId = recommendedActionId;
  const evaluation = await decide(rules, RULE_SET, facts, { em: tx, userName: user.username, context: `registration ${registrationId} ${action}` });
  if (evaluation.outcome.allowed) return { evaluation, refused: null };
  const refused: ModelState = Object.create(null);
  for (const r of evaluation.outcome.refusals) (refused[r.field ?? 'action'] ??= []).push(r.message);
  return { evaluation, refused };
}

/** The rule evaluation a decision was made on, stored on the review. */
export function keepEvaluation(review: ReviewRow, evaluation: EvaluationResult): void {
  review.ruleSetVersionId = evaluation.versionId;
  review.explanation = { evaluationId: evaluation.evaluationId ?? null, ruleSet: evaluation.ruleSet, version: evaluation.version, facts: evaluation.facts, outcome: evaluation.outcome };
}

/** A refusal of the rules: 400 with the rules' messages, each on its field. */
export function refuseByRules(refused: ModelState): never {
  throw badRequest(Object.values(refused).flat().join(' '), refused);
}
