// Drafts, activation, roll back and simulation of rule-set versions. Every write goes through the
// ORM, so the audit trail records it; activation notifies every server instance in its transaction.
// Each write to a rule set's versions holds the rule set's row lock for its transaction, so two
// drafts never get one number and two activations never leave two active versions (the unique
// constraints of resources/rule-set-versions.ts back this up).
import { columnOf, lockRecord, tableOf } from '../db/table-names.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import ruleEvaluations from '../../resources/rule-evaluations.js';
import ruleSetVersions from '../../resources/rule-set-versions.js';
import ruleSets from '../../resources/rule-sets.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import type { SessionUser } from '../auth/session-user.js';
import { validateDefinition } from './definition.js';
import type { OutcomeSummary, RuleDef, SimulationCase, TestCase, TestResult } from '../../core/contract/rules.js';
import { compile, evaluate } from './engine.js';
import { FACTS_MODULES } from './facts/index.js';
import { todayIso } from './facts/types.js';
import { runTests } from './test-runner.js';
import { notifyRuleSetChanged } from './notify.js';
import { toDefinition, type StoredRuleSet, type StoredVersion } from './stored.js';
import type { RuleRuntime } from './runtime.js';

export async function findSet(em: EntityManager, name: string): Promise<StoredRuleSet> {
  const set = await em.findOne<StoredRuleSet>(ruleSets.entity, { name });
  if (!set) throw notFound(`There is no rule set "${name}".`);
  return set;
}

export async function findVersion(em: EntityManager, set: StoredRuleSet, id: number): Promise<StoredVersion> {
  if (!Number.isInteger(id)) throw badRequest('The version id must be a whole number.');
  const v = await em.findOne<StoredVersion>(ruleSetVersions.entity, { id, ruleSetId: set.id });
  if (!v) throw notFound(`Version ${id} of "${set.name}" was not found.`);
  return v;
}

export async function listVersions(em: EntityManager, set: StoredRuleSet): Promise<StoredVersion[]> {
  return em.find<StoredVersion>(ruleSetVersions.entity, { ruleSetId: set.id }, { orderBy: { version: 'desc' } });
}

/** Refuses a definition with an unknown fact, operator or event, with every problem by path. */
export function checkDefinition(set: StoredRuleSet, definition: unknown): { rules: RuleDef[]; tests: TestCase[] } {
  const problems = validateDefinition({ ...(definition as object), name: set.name }, FACTS_MODULES[set.name]);
  if (problems.length) throw badRequest('The rule set has errors.', Object.fromEntries(problems.map((p) => [p.path || 'definition', [p.message]])));
  const d = definition as { rules: RuleDef[]; tests?: TestCase[] };
  return { rules: d.rules, tests: d.tests ?? [] };
}

export async function testVersion(set: StoredRuleSet, definition: { rules: RuleDef[]; tests: TestCase[] }): Promise<TestResult[]> {
  return runTests(toDefinition(set, { definition } as StoredVersion), FACTS_MODULES[set.name], todayIso());
}

/** Takes the rule set's row lock until the transaction ends: its version writes run one at a time. */
async function lockRuleSet(tx: EntityManager, set: StoredRuleSet): Promise<void> {
  await lockRecord(tx, ruleSets.entity, set.id);
}

/** A version as stored now (not as this request first read it). */
async function reload(tx: EntityManager, id: number): Promise<StoredVersion> {
  return tx.findOneOrFail<StoredVersion>(ruleSetVersions.entity, { id }, { refresh: true });
}

export async function createDraft(em: EntityManager, set: StoredRuleSet, from: StoredVersion, user: SessionUser, comment?: string): Promise<StoredVersion> {
  return em.transactional(async (tx) => {
    await lockRuleSet(tx, set);
    const [{ top }] = await tx.getConnection().execute<{ top: number | string }[]>(
      `select coalesce(max(${columnOf(tx, ruleSetVersions.entity, 'version')}), 0) as top from ${tableOf(tx, ruleSetVersions.entity)} where ${columnOf(tx, ruleSetVersions.entity, 'ruleSetId')} = ?`,
      [set.id],
      'all',
      tx.getTransactionContext(),
    );
    const draft = tx.create(ruleSetVersions.entity, {
      ruleSetId: set.id,
      version: Number(top) + 1,
      status: 'draft',
      definition: structuredClone(from.definition),
      comment: comment ?? `Draft from version ${from.version}`,
      basedOnVersion: from.version,
      testsPassed: from.testsPassed,
      authorName: user.username,
      createdAt: new Date(),
    }) as StoredVersion;
    await tx.flush();
    return draft;
  });
}

export async function saveDraft(em: EntityManager, runtime: RuleRuntime, set: StoredRuleSet, draft: StoredVersion, body: { definition?: unknown; comment?: string }): Promise<TestResult[]> {
  if (draft.status !== 'draft') throw new HttpError(409, 'Only a draft can be edited. Make a new draft from this version.');
  const definition = checkDefinition(set, body.definition);
  const results = await testVersion(set, definition);
  await em.transactional(async (tx) => {
    await lockRuleSet(tx, set);
    // activated while its tests ran: an active or retired version never changes
    const stored = await reload(tx, draft.id);
    if (stored.status !== 'draft') throw new HttpError(409, 'Only a draft can be edited. Make a new draft from this version.');
    stored.definition = definition;
    if (typeof body.comment === 'string') stored.comment = body.comment;
    stored.testsPassed = results.every((r) => r.passed);
    await tx.flush();
    if (stored !== draft) Object.assign(draft, { definition: stored.definition, comment: stored.comment, testsPassed: stored.testsPassed });
  });
  runtime.forget(draft.id);
  return results;
}

/** Makes a version the active one (activation of a draft, or roll back to a retired version). */
export async function activate(em: EntityManager, runtime: RuleRuntime, set: StoredRuleSet, target: StoredVersion): Promise<void> {
  if (target.status === 'active') throw new HttpError(409, `Version ${target.version} is already active.`);
  const results = await testVersion(set, checkDefinition(set, target.definition));
  const failing = results.filter((r) => !r.passed);
  if (failing.length)
    throw new HttpError(409, `Version ${target.version} cannot be activated: ${failing.length} test case(s) fail (${failing.map((f) => f.name).join('; ')}).`);
  await em.transactional(async (tx) => {
    await lockRuleSet(tx, set);
    const s = await tx.findOneOrFail<StoredRuleSet>(ruleSets.entity, { id: set.id }, { refresh: true });
    const t = await reload(tx, target.id);
    // another activation, or an edit of the draft, committed while the tests above ran
    if (t.status === 'active') throw new HttpError(409, `Version ${t.version} is already active.`);
    if (JSON.stringify(t.definition) !== JSON.stringify(target.definition))
      throw new HttpError(409, `Version ${t.version} was changed while it was being activated. Reload it and try again.`);
    // every version still marked active is retired first: the database allows one active version per set
    const active = await tx.find<StoredVersion>(ruleSetVersions.entity, { ruleSetId: set.id, status: 'active' }, { refresh: true });
    for (const previous of active) previous.status = 'retired';
    await tx.flush();
    t.status = 'active';
    t.testsPassed = true;
    t.activatedAt = new Date();
    s.activeVersionId = t.id;
    await tx.flush();
    await notifyRuleSetChanged(tx, set.name);
  });
  // this instance does not wait for its own notification
  await runtime.refresh(set.name);
}

/** The version that was active before the current one. */
export async function previousActive(em: EntityManager, set: StoredRuleSet): Promise<StoredVersion> {
  const retired = await em.find<StoredVersion>(ruleSetVersions.entity, { ruleSetId: set.id, status: 'retired', activatedAt: { $ne: null } }, { orderBy: { activatedAt: 'desc' }, limit: 1 });
  if (!retired[0]) throw new HttpError(409, 'There is no earlier active version to roll back to.');
  return retired[0];
}

/** Replays a version on the facts of the last N recorded evaluations, beside the active version. */
export async function simulate(em: EntityManager, runtime: RuleRuntime, set: StoredRuleSet, candidate: StoredVersion, limit: number): Promise<SimulationCase[]> {
  const active = runtime.get(set.name);
  const draft = compile(toDefinition(set, candidate));
  const facts = FACTS_MODULES[set.name];
  const recorded = await em.find<{ id: number; ruleSetId: number; createdAt: Date; context: string | null; facts: Record<string, unknown> }>(
    ruleEvaluations.entity,
    { ruleSetId: set.id },
    { orderBy: { id: 'desc' }, limit },
  );
  const summary = (o: OutcomeSummary): OutcomeSummary => ({ allowed: o.allowed, messages: o.messages, shown: o.shown, cleared: o.cleared });
  return Promise.all(
    recorded.map(async (r) => {
      const ctx = { today: typeof r.facts.today === 'string' ? r.facts.today : todayIso() };
      const before = summary((await evaluate(active.compiled, facts, r.facts, ctx)).outcome);
      const after = summary((await evaluate(draft, facts, r.facts, ctx)).outcome);
      return { evaluationId: r.id, createdAt: r.createdAt.toISOString(), context: r.context, facts: r.facts, active: before, draft: after, changed: JSON.stringify(before) !== JSON.stringify(after) };
    }),
  );
}
