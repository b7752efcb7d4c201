// The shipped rule sets' words on a database that already holds them: each start gives the stored
// sets the files' title and description, and a stored rule without a label or description (a version
// saved before rules had them) the words of the shipped rule of the same name; nothing else changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ensureShippedRuleSets, shippedRuleSets } from '../../../server/rules/defaults.js';
import type { StoredRuleSet, StoredVersion } from '../../../server/rules/stored.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

const SET = 'review-decision';
const read = async () => {
  const em = h.db.orm.em.fork();
  const set = (await em.findOneOrFail('RuleSet', { name: SET } as never)) as StoredRuleSet;
  const version = (await em.findOneOrFail('RuleSetVersion', { ruleSetId: set.id, version: 1 } as never)) as StoredVersion;
  return { em, set, version };
};

describe(`the shipped rule sets' words on a database that has them (${ENGINE})`, () => {
  it('takes the files’ title and description and fills the rules’ missing words, leaving their conditions', async () => {
    const shipped = shippedRuleSets().find((s) => s.name === SET)!;
    const before = await read();
    // as a database from before rules had labels holds them
    before.set.description = 'Which decisions an analyst may take (spec 3 §5).';
    before.version.definition = { ...before.version.definition, rules: before.version.definition.rules.map(({ label: _l, description: _d, ...rule }) => rule) };
    await before.em.flush();

    await ensureShippedRuleSets(h.db.orm);

    const after = await read();
    expect(after.set.description).toBe(shipped.description);
    expect(after.version.definition.rules.map((r) => [r.name, r.label, r.description])).toEqual(shipped.rules.map((r) => [r.name, r.label, r.description]));
    expect(after.version.definition.rules.map((r) => r.conditions)).toEqual(shipped.rules.map((r) => r.conditions));
  });
});
