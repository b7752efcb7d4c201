// Undo that outlives the tab (issue 23 §2), through the generic writes: every create, update and
// delete answers X-Undo-Id; GET /api/undo lists the caller's actions with words a person reads;
// POST /api/undo/{id} puts the records back exactly, audited, and is itself undoable (redo). A stale
// undo (someone changed the record since) is refused naming who and when; another user's id is not
// found; after 30 minutes it is gone; a field a workflow owns is never put back by the generic undo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { UNDO_HEADER, UNDO_LIFETIME_MS, undoPath } from '../../../core/contract/undo.js';
import { undoClock } from '../../../server/undo/clock.js';
import { AuditEntry } from '../../../server/db/system-entities.js';
import { UndoAction } from '../../../server/undo/undo-table.js';
import { ReviewFixtures } from '../review/fixtures.js';

let h: Harness;
let admin: string;
let other: string;
let adminId: number;
const ABILITIES = ['AdminManageSettings', 'AdminManageLookups'];

beforeAll(async () => {
  h = await startHarness();
  admin = await h.userWith(ABILITIES, 'undo-admin');
  other = await h.userWith(ABILITIES, 'undo-other');
  const em = h.db.orm.em.fork();
  const u = await em.findOneOrFail<{ id: number }>('User', { username: 'undo-admin' } as never);
  adminId = u.id;
  await em.nativeUpdate('User', { username: 'undo-other' } as never, { firstName: 'Sofia', lastName: 'Kowalski' } as never);
}, 120_000);
afterAll(() => h?.close());

const undoIdOf = (res: { headers: Headers }) => Number(res.headers.get(UNDO_HEADER));
const list = async (cookie = admin) => (await h.call('GET', '/api/undo', undefined, cookie)).body.actions as { id: number; label: string; canUndo: boolean; undoes: number | null }[];
const undo = (id: number, cookie = admin) => h.call('POST', undoPath(id), undefined, cookie);
const tag = async (id: number) => (await h.call('GET', `/api/rest/tags/${id}`, undefined, admin)).body;
const auditOf = (entity: string, id: number) => h.db.orm.em.fork().find(AuditEntry, { entity, entityId: String(id) }, { orderBy: { id: 'asc' } });

async function newTag(name: string) {
  const res = await h.call('POST', '/api/rest/tags', { name }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as number, undoId: undoIdOf(res) };
}

async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const real = undoClock.now;
  undoClock.now = () => new Date(real().getTime() + ms);
  try {
    return await fn();
  } finally {
    undoClock.now = real;
  }
}

describe(`undo of generic writes (${ENGINE})`, () => {
  it('undoes an update exactly, audited, lists it with words, and redoes it', async () => {
    const { id } = await newTag(`STEM ${ENGINE}`);
    const before = await tag(id);
    const res = await h.call('PUT', `/api/rest/tags/${id}`, { ...before, name: `STEM+ ${ENGINE}`, isDeprecated: false }, admin);
    expect(res.status).toBe(200);
    const undoId = undoIdOf(res);
    expect(undoId).toBeGreaterThan(0);
    const listed = await list();
    expect(listed[0]).toMatchObject({ id: undoId, label: `Renamed tag “STEM ${ENGINE}” to “STEM+ ${ENGINE}”`, canUndo: true });
    // another user neither sees nor undoes it
    expect((await list(other)).some((a) => a.id === undoId)).toBe(false);
    expect((await undo(undoId, other)).status).toBe(404);

    const undone = await undo(undoId);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body.label).toBe(`Undid: Renamed tag “STEM ${ENGINE}” to “STEM+ ${ENGINE}”`);
    const after = await tag(id);
    expect({ name: after.name, isDeprecated: after.isDeprecated, isDeleted: after.isDeleted }).toEqual({ name: before.name, isDeprecated: before.isDeprecated, isDeleted: before.isDeleted });
    const entries = await auditOf('tags', id);
    expect(entries.at(-1)).toMatchObject({ auditType: 'U', userId: adminId, changes: [{ field: 'name', oldValue: `STEM+ ${ENGINE}`, newValue: `STEM ${ENGINE}` }] });
    // undone once: gone from the list, a second undo is refused
    expect((await list()).some((a) => a.id === undoId)).toBe(false);
    expect((await undo(undoId)).status).toBe(409);

    // the undo is an action of its own: undoing it redoes the rename
    const redoId = undone.body.undoId as number;
    expect(Number(undone.headers.get(UNDO_HEADER))).toBe(redoId);
    expect((await list())[0]).toMatchObject({ id: redoId, undoes: undoId });
    const redone = await undo(redoId);
    expect(redone.status, JSON.stringify(redone.body)).toBe(200);
    expect(redone.body.label).toBe(`Redid: Renamed tag “STEM ${ENGINE}” to “STEM+ ${ENGINE}”`);
    expect((await tag(id)).name).toBe(`STEM+ ${ENGINE}`);
  });

  it('undoes a create (the record is gone) and a soft delete (the record is back)', async () => {
    const { id, undoId } = await newTag(`Made ${ENGINE}`);
    expect((await list()).find((a) => a.id === undoId)?.label).toBe(`Created tag “Made ${ENGINE}”`);
    expect((await undo(undoId)).status).toBe(200);
    expect((await h.call('GET', `/api/rest/tags/${id}`, undefined, admin)).status).toBe(404);
    expect((await auditOf('tags', id)).map((e) => e.auditType)).toEqual(['I', 'D']);

    const kept = await newTag(`Kept ${ENGINE}`);
    const del = await h.call('DELETE', `/api/rest/tags/${kept.id}`, undefined, admin);
    expect(del.status).toBe(200);
    expect((await list()).find((a) => a.id === undoIdOf(del))?.label).toBe(`Deleted tag “Kept ${ENGINE}”`);
    expect((await undo(undoIdOf(del))).status).toBe(200);
    expect((await tag(kept.id)).isDeleted).toBe(false);
  });

  it('undoes a hard delete: the record is inserted again with its id and values', async () => {
    const id = 9000 + (ENGINE === 'postgresql' ? 1 : 0);
    const made = await h.call('POST', '/api/rest/counties', { id, name: `Undo County ${ENGINE}` }, admin);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const del = await h.call('DELETE', `/api/rest/counties/${id}`, undefined, admin);
    expect(del.status).toBe(200);
    expect((await h.call('GET', `/api/rest/counties/${id}`, undefined, admin)).status).toBe(404);
    const res = await undo(undoIdOf(del));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await h.call('GET', `/api/rest/counties/${id}`, undefined, admin)).body).toMatchObject({ id, name: `Undo County ${ENGINE}` });
    expect((await auditOf('counties', id)).map((e) => e.auditType)).toEqual(['I', 'D', 'I']);
  });

  it('refuses a stale undo, naming who changed the record and when, and changes nothing', async () => {
    const { id } = await newTag(`Stale ${ENGINE}`);
    const res = await h.call('PUT', `/api/rest/tags/${id}`, { name: `Stale A ${ENGINE}` }, admin);
    const theirs = await h.call('PUT', `/api/rest/tags/${id}`, { name: `Stale B ${ENGINE}` }, other);
    expect(theirs.status).toBe(200);
    const stale = await undo(undoIdOf(res));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^This can no longer be undone: Sofia Kowalski changed tag “Stale B .+” on .+ since\.$/i);
    expect((await tag(id)).name).toBe(`Stale B ${ENGINE}`);
    // still listed: the words say why it cannot be undone when tried
    expect((await list()).some((a) => a.id === undoIdOf(res))).toBe(true);
  });

  it('is gone after 30 minutes', async () => {
    const { undoId } = await newTag(`Old ${ENGINE}`);
    await later(UNDO_LIFETIME_MS + 1000, async () => {
      expect((await list()).some((a) => a.id === undoId)).toBe(false);
      const res = await undo(undoId);
      expect(res.status).toBe(410);
      expect(res.body.message).toMatch(/more than 30 minutes ago/);
    });
  });

  it('never puts back a field a workflow owns', async () => {
    // an action whose entry also names an owned field (the review workflow's status), undone the
    // generic way, puts back the plain field only: the generic undo is no back door to owned fields
    const fx = new ReviewFixtures(h);
    const manager = await fx.staff({ abilities: ['AdminManageCourses'] });
    const submission = await fx.submission({ status: 'inReview' });
    const res = await h.call('PUT', `/api/rest/course-submissions/${submission.id}`, { isExpressReview: true }, manager.cookie);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const em = h.db.orm.em.fork();
    const action = await em.findOneOrFail(UndoAction, { id: undoIdOf(res) });
    const entry = await em.findOneOrFail(AuditEntry, { id: action.auditIds[0] });
    await em.nativeUpdate(AuditEntry, { id: entry.id }, { changes: [...entry.changes, { field: 'status', oldValue: 'inQueue', newValue: 'inReview' }] });
    expect((await undo(action.id, manager.cookie)).status).toBe(200);
    const after = (await fx.row('CourseSubmission', submission.id))!;
    expect({ isExpressReview: after.isExpressReview, status: after.status }).toEqual({ isExpressReview: false, status: 'inReview' });
    expect((await auditOf('course-submissions', submission.id)).at(-1)!.changes.map((c) => c.field)).toEqual(['isExpressReview']);
  });
});
