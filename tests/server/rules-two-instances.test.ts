// Activating a version reaches a second server instance on the same database within a second,
// without a restart: PostgreSQL LISTEN/NOTIFY (PGlite's listen on the embedded engine, where the
// second instance shares the one database process).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';
import { openOrm } from '../../server/db/orm.js';
import { loadCheckedModel } from '../../server/boot.js';
import { RuleRuntime } from '../../server/rules/runtime.js';

let h: Harness;
let secondOrm: MikroORM;
let second: RuleRuntime;
let operator: string;

beforeAll(async () => {
  h = await startHarness();
  operator = await h.userWith(['AdminManageRules'], 'activator');
  const { resources } = await loadCheckedModel();
  secondOrm = h.db.url ? await openOrm({ resources, databaseUrl: h.db.url }) : h.db.orm;
  second = new RuleRuntime(secondOrm);
  await second.start();
}, 60_000);

afterAll(async () => {
  await second?.stop();
  if (secondOrm && secondOrm !== h.db.orm) await secondOrm.close(true);
  await h?.close();
});

describe(`rule activation across instances (${ENGINE})`, () => {
  it('a second instance evaluates with the new version within a second', async () => {
    const facts = { decision: 'approved', rubricValue: 2, minApprovalValue: 2, feedbackCount: 0, exclusionCount: 0 };
    expect((await second.evaluate('review-decision', facts)).outcome.allowed).toBe(true);

    const draft = await h.call('POST', '/api/admin/rules/review-decision/drafts', {}, operator);
    const definition = draft.body.definition;
    definition.rules[0].conditions.all[1].operator = 'lessThanInclusive';
    definition.tests = [{ name: 'the minimum no longer approves', facts, expect: { allowed: false } }];
    expect((await h.call('PUT', `/api/admin/rules/review-decision/versions/${draft.body.id}`, { definition }, operator)).body.version.testsPassed).toBe(true);

    // the second instance's loads of a rule set from the database (its private `load`)
    const loads = vi.spyOn(second as unknown as { load: (name: string) => Promise<void> }, 'load');
    expect((await h.call('POST', `/api/admin/rules/review-decision/versions/${draft.body.id}/activate`, {}, operator)).status).toBe(200);
    await expect.poll(() => second.get('review-decision').version.version, { timeout: 1000, interval: 20 }).toBe(2);
    expect(loads.mock.calls).toEqual([['review-decision']]);
    loads.mockRestore();
    expect((await second.evaluate('review-decision', facts)).outcome.allowed).toBe(false);
  });
});
