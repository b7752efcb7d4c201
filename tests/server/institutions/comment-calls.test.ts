// GET /api/admin/institution/{id}/comment and POST /api/admin/institution/{id}/comments (issue 19 §6:
// spec 2 §7 "GET and POST … /comments and /comment"): the other word of each verb answers as today's
// call (GET …/comments, POST …/comment): the same comments, the same checks, the same audit entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { AuditEntry } from '../../../server/db/system-entities.js';
import { startAccreditationFixture, type AccreditationFixture } from '../accreditation/fixture.js';

let f: AccreditationFixture;

beforeAll(async () => {
  f = await startAccreditationFixture();
}, 120_000);
afterAll(() => f?.h.close());

describe(`institution comments on both words (${ENGINE})`, () => {
  it('POST …/comments adds a comment with its audit entry; GET …/comment lists them newest first', async () => {
    const base = `/api/admin/institution/${f.birch}`;
    const first = await f.h.call('POST', `${base}/comments`, { comment: 'Asked for the WASC letter' }, f.reviewer);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ institutionId: f.birch, comment: 'Asked for the WASC letter', createdByName: 'Test accreditation-reviewer', accreditationFileId: null });
    const audit = await f.h.db.orm.em.fork().find(AuditEntry, { entity: 'accreditation-comments', entityId: String(first.body.id) });
    expect(audit.map((e) => e.auditType)).toEqual(['I']);
    await f.h.call('POST', `${base}/comment`, { comment: 'Letter received' }, f.reviewer);
    const list = await f.h.call('GET', `${base}/comment`, undefined, f.reviewer);
    expect(list.status).toBe(200);
    expect(list.body.map((c: { comment: string }) => c.comment)).toEqual(['Letter received', 'Asked for the WASC letter']);
    expect(list.body).toEqual((await f.h.call('GET', `${base}/comments`, undefined, f.reviewer)).body);
  });

  it('refuses what today’s calls refuse: an empty comment, unknown fields or institution, a bad id', async () => {
    const path = `/api/admin/institution/${f.cedar}/comments`;
    const empty = await f.h.call('POST', path, { comment: '  ' }, f.reviewer);
    expect(empty.status).toBe(400);
    expect(empty.body.modelState).toEqual({ comment: ['Write a comment before saving it.'] });
    expect((await f.h.call('POST', path, { comment: 'x', note: 'y' }, f.reviewer)).status).toBe(400);
    expect((await f.h.call('POST', path, { comment: 'x', institutionId: f.birch }, f.reviewer)).status).toBe(400);
    expect((await f.h.call('POST', '/api/admin/institution/999999/comments', { comment: 'x' }, f.reviewer)).status).toBe(404);
    expect((await f.h.call('GET', '/api/admin/institution/999999/comment', undefined, f.reviewer)).status).toBe(404);
    expect((await f.h.call('GET', `/api/admin/institution/${f.cedar}/comment`, undefined, f.reviewer)).body).toEqual([]);
  });

  it('needs AdminReviewAccreditation', async () => {
    const base = `/api/admin/institution/${f.cedar}`;
    expect((await f.h.call('POST', `${base}/comments`, { comment: 'x' }, f.analyst)).status).toBe(403);
    expect((await f.h.call('GET', `${base}/comment`, undefined, f.analyst)).status).toBe(403);
    expect((await f.h.call('GET', `${base}/comment`)).status).toBe(401);
  });
});
