// A review decision is an undoable action of the analyst's recent actions, guarded as on the review
// screen: POST /api/undo/{id} goes through the decision's own undo within its 10 seconds, and after
// them the answer says the reversal workflow is the way (as does the list).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_HEADER, undoPath } from '../../../core/contract/undo.js';
import { UNDO_WINDOW_MS } from '../../../core/contract/undo-decision.js';
import { undoClock } from '../../../server/undo/clock.js';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ENTITY, ReviewFixtures, type StaffUser } from '../review/fixtures.js';
import { courseLookups, rubricOf } from '../review/screen/screen-support.js';

let h: Harness;
let f: ReviewFixtures;
let analyst: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  await courseLookups(f);
  analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst' });
}, 240_000);
afterAll(() => h?.close());

const post = (path: string) => h.call('POST', path, undefined, analyst.cookie);

async function approve(reviewId: number): Promise<number> {
  expect((await post(`/api/admin/review/${reviewId}/rubric/${await rubricOf(f, 3)}`)).status).toBe(200);
  const res = await post(`/api/admin/review/${reviewId}/complete/approved`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.headers.get(UNDO_HEADER));
}

describe(`a review decision in the recent actions (${ENGINE})`, () => {
  it('is undone through the decision guard within its seconds', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 1 });
    const id = b.reviewIds[0];
    const undoId = await approve(id);
    const listed = (await h.call('GET', '/api/undo', undefined, analyst.cookie)).body.actions[0];
    expect(listed).toMatchObject({ id: undoId, canUndo: true });
    expect(listed.label).toMatch(/^Approved “.+”$/);
    const res = await post(undoPath(undoId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await f.row(ENTITY.review, id))!.decision).toBeNull();
  });

  it('after 10 seconds, says the reversal workflow is the way', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 1 });
    const id = b.reviewIds[0];
    const undoId = await approve(id);
    const real = undoClock.now;
    undoClock.now = () => new Date(real().getTime() + UNDO_WINDOW_MS + 1000);
    try {
      const listed = (await h.call('GET', '/api/undo', undefined, analyst.cookie)).body.actions.find((a: { id: number }) => a.id === undoId);
      expect(listed).toMatchObject({ canUndo: false });
      expect(listed.note).toMatch(/Reverse decision/);
      const res = await post(undoPath(undoId));
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/10 seconds .* have passed.*Reverse decision/);
    } finally {
      undoClock.now = real;
    }
    expect((await f.row(ENTITY.review, id))!.decision).toBe('approved');
  });
});
