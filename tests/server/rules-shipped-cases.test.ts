// Every shipped test case (each one a spec sentence) through the evaluate call of a running server,
// so the rules are checked on both database engines with the active version loaded from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';
import { shippedRuleSets } from '../../server/rules/defaults.js';

let h: Harness;
let staff: string;

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith(['AdminReview'], 'case-runner');
}, 60_000);
afterAll(() => h?.close());

const sameSet = (a: string[], b: string[]) => [...a].sort().join('|') === [...b].sort().join('|');

describe.each(shippedRuleSets().map((s) => [s.name, s] as const))(`shipped cases of %s (${ENGINE})`, (name, set) => {
  it.each(set.tests.map((t) => [t.name, t] as const))('%s', async (_case, t) => {
    const res = await h.call('POST', `/api/admin/rules/${name}/evaluate`, { facts: t.facts }, staff);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    const o = res.body.outcome;
    if (t.expect.allowed !== undefined) expect(o.allowed).toBe(t.expect.allowed);
    if (t.expect.messages) expect(sameSet(o.messages, t.expect.messages), JSON.stringify(o.messages)).toBe(true);
    if (t.expect.shown) expect(sameSet(o.shown, t.expect.shown), JSON.stringify(o.shown)).toBe(true);
    if (t.expect.cleared) expect(sameSet(o.cleared, t.expect.cleared), JSON.stringify(o.cleared)).toBe(true);
  });
});
