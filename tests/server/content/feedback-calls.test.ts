// The content calls of the spec that answered "There is no such API call." (issue 19 §6):
// DELETE /api/contentmanagement/feedback (the statements named by ids, all or none, each as the single
// delete does it: soft, audited) and POST /api/contentmanagement/feedback/template/{typeId} (the save
// by type of POST …/template, the type from the path).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { runAs } from '../../../server/audit/context.js';
import { AuditEntry } from '../../../server/db/system-entities.js';

let h: Harness;
let editor: string;
let reader: string;

beforeAll(async () => {
  h = await startHarness();
  editor = await h.userWith(['AdminManageContent'], 'feedback-editor');
  reader = await h.userWith(['AdminReview'], 'feedback-reader');
}, 60_000);
afterAll(() => h?.close());

async function statements(count: number): Promise<number[]> {
  const em = h.db.orm.em.fork();
  return runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const rows = Array.from({ length: count }, (_, i) => em.create('FeedbackStatement', { statement: `Statement ${i}`, reviewStatementTypeId: 1, sectionId: '0' } as never) as { id: number });
    await em.flush();
    return rows.map((r) => r.id);
  });
}

const stored = async (id: number) => (await h.db.orm.em.fork().findOne('FeedbackStatement', { id } as never)) as { isDeleted: boolean } | null;
const auditOf = (entity: string, id: number) => h.db.orm.em.fork().find(AuditEntry, { entity, entityId: String(id) }, { orderBy: { id: 'asc' } });

describe(`feedback content calls (${ENGINE})`, () => {
  it('DELETE /api/contentmanagement/feedback removes the statements it names, each soft and audited', async () => {
    const [a, b, kept] = await statements(3);
    const res = await h.call('DELETE', '/api/contentmanagement/feedback', { ids: `${a},${b}` }, editor);
    expect(res.status).toBe(200);
    expect(res.body.map((s: { reviewStatementId: number; isDeleted: boolean }) => [s.reviewStatementId, s.isDeleted])).toEqual([
      [a, true],
      [b, true],
    ]);
    for (const id of [a, b]) {
      expect((await stored(id))!.isDeleted).toBe(true);
      expect((await auditOf('feedback-statements', id)).at(-1)!.changes).toEqual([{ field: 'isDeleted', oldValue: false, newValue: true }]);
    }
    expect((await stored(kept))!.isDeleted).toBe(false);
    // the ids may come in the query too, as a comma-separated list
    expect((await h.call('DELETE', `/api/contentmanagement/feedback?ids=${kept}`, undefined, editor)).status).toBe(200);
    expect((await stored(kept))!.isDeleted).toBe(true);
  });

  it('removes none when one of them cannot be removed, and refuses bad lists', async () => {
    const [a] = await statements(1);
    const missing = await h.call('DELETE', '/api/contentmanagement/feedback', { ids: [a, 999999] }, editor);
    expect(missing.status).toBe(404);
    expect((await stored(a))!.isDeleted).toBe(false);
    for (const body of [undefined, {}, { ids: '' }, { ids: 'x,1' }, { ids: [0] }, { ids: String(a), more: 1 }]) {
      const res = await h.call('DELETE', '/api/contentmanagement/feedback', body, editor);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.call('DELETE', `/api/contentmanagement/feedback?ids=${a}`, { ids: String(a) }, editor)).status).toBe(400);
    expect((await h.call('DELETE', `/api/contentmanagement/feedback?ids=${a}&removeReferences=true`, undefined, editor)).status).toBe(400);
    expect((await stored(a))!.isDeleted).toBe(false);
  });

  it('DELETE /api/contentmanagement/feedback needs the delete ability of feedback statements', async () => {
    const [a] = await statements(1);
    expect((await h.call('DELETE', '/api/contentmanagement/feedback', { ids: String(a) }, reader)).status).toBe(403);
    expect((await h.call('DELETE', '/api/contentmanagement/feedback', { ids: String(a) })).status).toBe(401);
    expect((await stored(a))!.isDeleted).toBe(false);
  });

  it('POST /api/contentmanagement/feedback/template/{typeId} saves the template of that type, sanitized and audited', async () => {
    const created = await h.call('POST', '/api/contentmanagement/feedback/template/2', { template: '<p>Approved.</p><script>x()</script>' }, editor);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: 2, reviewStatementTypeId: 2, template: '<p>Approved.</p>' });
    const updated = await h.call('POST', '/api/contentmanagement/feedback/template/2', { reviewStatementTypeId: 2, template: '<p>Approved, well done.</p>' }, editor);
    expect(updated.status).toBe(200);
    expect((await h.call('GET', '/api/contentmanagement/feedback/template/2', undefined, reader)).body.template).toBe('<p>Approved, well done.</p>');
    const audit = await auditOf('feedback-templates', 2);
    expect(audit.map((e) => e.auditType)).toEqual(['I', 'U']);
  });

  it('refuses another type in the body, an unknown type, a bad body and readers', async () => {
    const other = await h.call('POST', '/api/contentmanagement/feedback/template/1', { reviewStatementTypeId: 2, template: '<p>x</p>' }, editor);
    expect(other.status).toBe(400);
    expect(other.body.modelState.reviewStatementTypeId).toBeDefined();
    expect((await h.call('POST', '/api/contentmanagement/feedback/template/9', { template: '<p>x</p>' }, editor)).status).toBe(404);
    expect((await h.call('POST', '/api/contentmanagement/feedback/template/1', { template: '' }, editor)).body.modelState.template).toBeDefined();
    expect((await h.call('POST', '/api/contentmanagement/feedback/template/1', [1], editor)).status).toBe(400);
    expect((await h.call('POST', '/api/contentmanagement/feedback/template/1', { template: '<p>x</p>' }, reader)).status).toBe(403);
    expect((await h.call('GET', '/api/contentmanagement/feedback/template/1', undefined, reader)).status).toBe(404);
  });
});
