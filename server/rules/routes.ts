// The rule calls: evaluate (the screens use it for hover messages and field visibility; each rule
// set names the abilities of the screens that use it) and the rule editor's calls (AdminManageRules).
// Evaluate works out derived facts itself and records nothing: recording is for the server's own
// deciding calls (decide.ts).
import { z } from 'zod';
import type { RouteTable, RouteContext } from '../http/route-table.js';
import { HttpError, badRequest } from '../http/errors.js';
import { parseBody } from '../crud/parse-body.js';
import { validateDefinition } from './definition.js';
import { EVENT_TYPES } from '../../core/contract/rules.js';
import { FACTS_MODULES } from './facts/index.js';
import { callerFacts } from './facts/caller-facts.js';
import { OPERATOR_NAMES } from './operators.js';
import { OPERATOR_LABELS } from '../../core/rules/words.js';
import { diffDefinitions } from './diff.js';
import type { RuleRuntime } from './runtime.js';
import { activate, checkDefinition, createDraft, findSet, findVersion, listVersions, previousActive, saveDraft, simulate, testVersion } from './versions.js';
import type { StoredVersion } from './stored.js';

const RULES = 'AdminManageRules';
const source = 'server/rules/routes.ts';

// strict: `record` and `context` are refused by name, so a client cannot write the simulation's corpus
const evaluateBody = z.object({ facts: z.record(z.string(), z.unknown()) }).strict();
const draftBody = z.object({ fromVersionId: z.number().int().optional(), comment: z.string().max(2000).optional() });
const saveBody = z.object({ definition: z.unknown(), comment: z.string().max(2000).optional() });
const simulateBody = z.object({ limit: z.number().int().min(1).max(1000).optional(), definition: z.unknown().optional() });

const versionJson = (v: StoredVersion, previous?: StoredVersion) => ({
  id: v.id,
  version: v.version,
  status: v.status,
  comment: v.comment,
  authorName: v.authorName,
  createdAt: v.createdAt.toISOString(),
  activatedAt: v.activatedAt?.toISOString() ?? null,
  basedOnVersion: v.basedOnVersion,
  testsPassed: v.testsPassed,
  definition: v.definition,
  diff: diffDefinitions(previous?.definition, v.definition),
});

/** The version numbered just before, which the diff compares with. */
async function previousOf(em: RouteContext['em'], v: StoredVersion): Promise<StoredVersion | undefined> {
  return ((await em.findOne('RuleSetVersion', { ruleSetId: v.ruleSetId, version: v.version - 1 })) as StoredVersion | null) ?? undefined;
}

const versionId = (ctx: RouteContext) => {
  const id = Number(ctx.req.params.versionId);
  if (!Number.isInteger(id)) throw badRequest('The version id must be a whole number.');
  return id;
};

export function registerRuleRoutes(routes: RouteTable, runtime: RuleRuntime): void {
  const add = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handler: (ctx: RouteContext) => unknown, ability: string | readonly string[] = RULES) =>
    routes.add({ method, path: `/api/admin/rules${path}`, ability, source, handler });

  // one route per rule set, so each declares who may evaluate it; an unknown set is an unknown path
  for (const [name, facts] of Object.entries(FACTS_MODULES))
    add(
      'POST',
      `/${name}/evaluate`,
      async ({ req, em }) => {
        const body = parseBody(evaluateBody, req.body);
        return runtime.evaluate(name, callerFacts(facts, body.facts), { em });
      },
      [...facts.evaluators, RULES],
    );

  add('GET', '', async ({ em }) => {
    const sets = await Promise.all(
      runtime.names().map(async (name) => {
        const set = await findSet(em, name);
        const versions = await listVersions(em, set);
        const active = versions.find((v) => v.status === 'active');
        return { name, title: set.title, description: set.description, activeVersion: active?.version ?? null, versions: versions.length, drafts: versions.filter((v) => v.status === 'draft').length };
      }),
    );
    return { ruleSets: sets };
  });

  add('GET', '/:ruleSet', async ({ em, req }) => {
    const set = await findSet(em, req.params.ruleSet);
    const versions = await listVersions(em, set);
    const byNumber = new Map(versions.map((v) => [v.version, v]));
    return {
      id: set.id,
      name: set.name,
      title: set.title,
      description: set.description,
      activeVersionId: set.activeVersionId,
      versions: versions.map((v) => versionJson(v, byNumber.get(v.version - 1))),
    };
  });

  add('GET', '/:ruleSet/vocabulary', ({ req }) => {
    const facts = FACTS_MODULES[req.params.ruleSet];
    if (!facts) throw badRequest(`There is no rule set "${req.params.ruleSet}".`);
    return { facts: facts.facts, operators: OPERATOR_NAMES.map((name) => ({ name, label: OPERATOR_LABELS[name] ?? name })), eventTypes: EVENT_TYPES };
  });

  add('POST', '/:ruleSet/validate', async ({ req, em }) => {
    const set = await findSet(em, req.params.ruleSet);
    const definition = (req.body as { definition?: unknown })?.definition;
    const problems = validateDefinition({ ...(definition as object), name: set.name }, FACTS_MODULES[set.name]);
    return { problems, tests: problems.length ? [] : await testVersion(set, checkDefinition(set, definition)) };
  });

  add('POST', '/:ruleSet/drafts', async ({ req, em, user }) => {
    const body = parseBody(draftBody, req.body);
    const set = await findSet(em, req.params.ruleSet);
    const from = await findVersion(em, set, body.fromVersionId ?? set.activeVersionId!);
    const draft = await createDraft(em, set, from, user, body.comment);
    return versionJson(draft, await previousOf(em, draft));
  });

  add('PUT', '/:ruleSet/versions/:versionId', async (ctx) => {
    const body = parseBody(saveBody, ctx.req.body);
    const set = await findSet(ctx.em, ctx.req.params.ruleSet);
    const draft = await findVersion(ctx.em, set, versionId(ctx));
    const tests = await saveDraft(ctx.em, runtime, set, draft, body);
    return { version: versionJson(draft, await previousOf(ctx.em, draft)), tests };
  });

  add('DELETE', '/:ruleSet/versions/:versionId', async (ctx) => {
    const set = await findSet(ctx.em, ctx.req.params.ruleSet);
    const draft = await findVersion(ctx.em, set, versionId(ctx));
    if (draft.status !== 'draft') throw new HttpError(409, 'Only a draft can be deleted.');
    ctx.em.remove(draft);
    await ctx.em.flush();
    return { id: draft.id };
  });

  add('POST', '/:ruleSet/versions/:versionId/test', async (ctx) => {
    const set = await findSet(ctx.em, ctx.req.params.ruleSet);
    const v = await findVersion(ctx.em, set, versionId(ctx));
    return { tests: await testVersion(set, v.definition) };
  });

  add('POST', '/:ruleSet/versions/:versionId/simulate', async (ctx) => {
    const body = parseBody(simulateBody, ctx.req.body);
    const set = await findSet(ctx.em, ctx.req.params.ruleSet);
    const v = await findVersion(ctx.em, set, versionId(ctx));
    // unsaved edits can be replayed too: the definition is checked as a save would check it
    const candidate = body.definition === undefined ? v : { ...v, definition: checkDefinition(set, body.definition) };
    const cases = await simulate(ctx.em, runtime, set, candidate, body.limit ?? 50);
    return { cases, changed: cases.filter((c) => c.changed).length };
  });

  add('POST', '/:ruleSet/versions/:versionId/activate', async (ctx) => {
    const set = await findSet(ctx.em, ctx.req.params.ruleSet);
    const v = await findVersion(ctx.em, set, versionId(ctx));
    await activate(ctx.em, runtime, set, v);
    return { activeVersion: v.version };
  });

  add('POST', '/:ruleSet/rollback', async ({ req, em }) => {
    const set = await findSet(em, req.params.ruleSet);
    const target = await previousActive(em, set);
    await activate(em, runtime, set, target);
    return { activeVersion: target.version };
  });

  add('GET', '/:ruleSet/compare', async ({ req, em }) => {
    const set = await findSet(em, req.params.ruleSet);
    const a = await findVersion(em, set, Number(req.query.a));
    const b = await findVersion(em, set, Number(req.query.b));
    return { a: versionJson(a, await previousOf(em, a)), b: versionJson(b, await previousOf(em, b)), diff: diffDefinitions(a.definition, b.definition) };
  });
}
