// The audit trail in the words people use (issue 20 §4): each entry names who made it by their name
// (personName, beside the login name it kept), the user's own latest changes name each record by its
// title, and a record named through a reference takes the referenced record's title, never "#id".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { recordTitles } from '../../../server/model/record-titles.js';
import { decide } from '../../../server/rules/decide.js';
import { makeAccount } from '../access/support.js';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

describe(`the audit trail in words (${ENGINE})`, () => {
  it("names the person who made a change, and the record by its title in the user's own changes", async () => {
    const editor = await makeAccount(h, 'words-editor', { abilities: ['AdminManageSettings'] });
    const created = await h.call('POST', '/api/rest/tags', { name: 'Dual enrollment' }, editor.cookie);
    expect(created.status).toBe(201);
    expect((await h.call('PUT', `/api/rest/tags/${created.body.id}`, { name: 'Dual enrollment (college)', rowVersion: created.body.rowVersion }, editor.cookie)).status).toBe(200);

    const history = await h.call('GET', `/api/admin/audit/tags/${created.body.id}`, undefined, editor.cookie);
    expect(history.body.entries.map((e: { auditType: string; userName: string; personName: string }) => [e.auditType, e.userName, e.personName])).toEqual([
      ['U', 'words-editor', 'Test words-editor'],
      ['I', 'words-editor', 'Test words-editor'],
    ]);

    const mine = await h.call('GET', '/api/admin/audit/mine', undefined, editor.cookie);
    expect(mine.body.entries.map((e: { entity: string; title: string; personName: string }) => [e.entity, e.title, e.personName])).toEqual([
      ['tags', 'Dual enrollment (college)', 'Test words-editor'],
      ['tags', 'Dual enrollment (college)', 'Test words-editor'],
    ]);
  });

  it('titles a record named through a reference by the referenced record', async () => {
    const { resources } = await loadCheckedModel();
    const recorded = await decide(h.rules, 'review-decision', { decision: 'approved', rubricValue: 3, feedbackCount: 0, exclusionCount: 0 }, { em: h.db.orm.em.fork(), userName: 'words-analyst', context: 'review 1 approved' });
    // a rule evaluation is named by its rule set
    const titles = await recordTitles(h.db.orm.em.fork(), resources, 'rule-evaluations', [recorded.evaluationId, 999_999]);
    expect([...titles]).toEqual([[String(recorded.evaluationId), 'Review decision']]);
  });
});
