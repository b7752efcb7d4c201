// Rule-set versions under concurrent writes: drafts made at the same moment get distinct numbers,
// simultaneous activations leave exactly one active version (the one the rule set points at), and
// the database itself refuses a repeated number or a second active version, reported on the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';
import { toHttpError } from '../../server/http/errors.js';

const SET = 'review-decision';
let h: Harness;
let operator: string;

beforeAll(async () => {
  h = await startHarness();
  operator = await h.userWith(['AdminManageRules'], 'race-operator');
}, 60_000);
afterAll(() => h?.close());

interface VersionRow {
  id: number;
  version: number;
  status: string;
}

async function versions(): Promise<{ activeVersionId: number; versions: VersionRow[] }> {
  const set = await h.call('GET', `/api/admin/rules/${SET}`, undefined, operator);
  expect(set.status).toBe(200);
  return set.body;
}

describe(`rule set versions under concurrent writes (${ENGINE})`, () => {
  it('numbers drafts made at the same moment one after the other', async () => {
    const before = (await versions()).versions.map((v) => v.version);
    const drafts = await Promise.all(Array.from({ length: 12 }, () => h.call('POST', `/api/admin/rules/${SET}/drafts`, {}, operator)));
    expect(drafts.map((d) => d.status)).toEqual(Array(12).fill(200));
    const numbers = drafts.map((d) => d.body.version as number).sort((a, b) => a - b);
    const top = Math.max(...before);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => top + 1 + i));
  });

  it('leaves one active version, the one the rule set points at, after simultaneous activations', async () => {
    const drafts = (await versions()).versions.filter((v) => v.status === 'draft').slice(0, 8);
    expect(drafts.length).toBe(8);
    const answers = await Promise.all([
      ...drafts.map((d) => h.call('POST', `/api/admin/rules/${SET}/versions/${d.id}/activate`, {}, operator)),
      h.call('POST', `/api/admin/rules/${SET}/rollback`, {}, operator),
    ]);
    for (const a of answers) expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
    const after = await versions();
    const active = after.versions.filter((v) => v.status === 'active');
    expect(active).toHaveLength(1);
    expect(active[0].id).toBe(after.activeVersionId);
    expect(h.rules.get(SET).version.id).toBe(after.activeVersionId);
  });

  it('refuses a repeated version number and a second active version in the database, on the field', async () => {
    const { versions: all, activeVersionId } = await versions();
    const em = h.db.orm.em.fork();
    const ruleSetId = ((await em.findOneOrFail('RuleSet', { name: SET } as never)) as { id: number }).id;
    const row = (over: Record<string, unknown>) => ({ ruleSetId, status: 'draft', definition: { rules: [], tests: [] }, testsPassed: false, createdAt: new Date(), ...over });

    const repeated = await em.fork().insert('RuleSetVersion', row({ version: all[0].version }) as never).catch((err: unknown) => err);
    expect(toHttpError(repeated)).toMatchObject({ status: 400, modelState: { version: ['This rule set already has a version with this number.'] } });

    const second = await em.fork().insert('RuleSetVersion', row({ version: 10_000, status: 'active' }) as never).catch((err: unknown) => err);
    expect(toHttpError(second)).toMatchObject({ status: 400, modelState: { ruleSetId: ['This rule set already has an active version.'] } });
    expect((await versions()).activeVersionId).toBe(activeVersionId);
  });
});
