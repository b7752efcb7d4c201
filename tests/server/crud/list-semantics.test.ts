// What the generic list answers, as the screens use it (issue 6 §4 and §5): a many-records fetch
// gets every id it asks for, soft-deleted records leave lists unless asked for, a reference column
// sorts by the name shown, and a non-paged spec list never cuts its answer silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';

let h: Harness;
let staff: string;

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const names = (body: { name: string }[]) => body.map((r) => r.name);

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith(['AdminManageInstitutions', 'AdminManageContent', 'AdminManageSettings'], 'list-semantics');
}, 60_000);
afterAll(() => h?.close());

async function create(resource: string, body: Record<string, unknown>): Promise<number> {
  const res = await h.call('POST', `/api/rest/${resource}`, body, staff);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

describe(`many-records fetch (${ENGINE})`, () => {
  it('answers every id asked for, beyond the page size, as react-admin getMany asks (no range)', async () => {
    const em = h.db.orm.em.fork();
    await em.insertMany(
      'Institution',
      Array.from({ length: 40 }, (_, i) => ({ name: `District ${String(i).padStart(2, '0')}`, institutionTypeId: 5, isActive: true })),
    );
    const all = await h.call('GET', `/api/rest/institutions?filter=${q({ institutionTypeId: 5, q: 'District' })}&range=${q([0, 99])}`, undefined, staff);
    const ids: number[] = all.body.map((r: { id: number }) => r.id).slice(0, 34);
    expect(ids).toHaveLength(34);
    const many = await h.call('GET', `/api/rest/institutions?filter=${q({ id: ids })}`, undefined, staff);
    expect(many.status).toBe(200);
    expect(many.body.map((r: { id: number }) => r.id).sort((a: number, b: number) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(many.headers.get('content-range')).toBe('institutions 0-33/34');
  });

  it('refuses more ids than one fetch may ask for, with a message', async () => {
    const res = await h.call('GET', `/api/rest/institutions?filter=${q({ id: Array.from({ length: 1001 }, (_, i) => i + 1) })}`, undefined, staff);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/at most 1000/);
  });
});

describe(`soft-deleted records (${ENGINE})`, () => {
  let kept: number;
  let removed: number;

  beforeAll(async () => {
    kept = await create('feedback-statements', { reviewStatementTypeId: 1, sectionId: '0', statement: 'Soft delete: still offered' });
    removed = await create('feedback-statements', { reviewStatementTypeId: 1, sectionId: '0', statement: 'Soft delete: withdrawn' });
    expect((await h.call('DELETE', `/api/rest/feedback-statements/${removed}`, undefined, staff)).body.isDeleted).toBe(true);
  });

  const listed = async (filter: Record<string, unknown>) => {
    const res = await h.call('GET', `/api/rest/feedback-statements?filter=${q({ q: 'Soft delete', ...filter })}`, undefined, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.map((r: { id: number }) => r.id).sort();
  };

  it('leave the list and its count', async () => {
    expect(await listed({})).toEqual([kept]);
    const res = await h.call('GET', `/api/rest/feedback-statements?filter=${q({ q: 'Soft delete' })}`, undefined, staff);
    expect(res.headers.get('content-range')).toMatch(/\/1$/);
  });

  it('come back when a filter asks for them', async () => {
    expect(await listed({ isDeleted: true })).toEqual([removed]);
    expect(await listed({ isDeleted: false })).toEqual([kept]);
    expect(await listed({ includeDeleted: true })).toEqual([kept, removed].sort());
  });

  it('still resolve by id, so references to them keep their name', async () => {
    const many = await h.call('GET', `/api/rest/feedback-statements?filter=${q({ id: [kept, removed] })}`, undefined, staff);
    expect(many.body.map((r: { statement: string }) => r.statement).sort()).toEqual(['Soft delete: still offered', 'Soft delete: withdrawn']);
    expect((await h.call('GET', `/api/rest/feedback-statements/${removed}`, undefined, staff)).body.isDeleted).toBe(true);
  });

  it('leave the spec lists too, unless asked for', async () => {
    const spec = async (query: string) =>
      (await h.call('GET', `/api/contentmanagement/feedback${query}`, undefined, staff)).body
        .filter((r: { statement: string }) => r.statement.startsWith('Soft delete'))
        .map((r: { reviewStatementId: number }) => r.reviewStatementId)
        .sort();
    expect(await spec('')).toEqual([kept]);
    expect(await spec('?includeDeleted=true')).toEqual([kept, removed].sort());
    expect(await spec('?isDeleted=true')).toEqual([removed]);
  });
});

describe(`sorting by a reference column (${ENGINE})`, () => {
  beforeAll(async () => {
    // ids in the opposite order of the names, so an id order cannot pass for a name order
    const zeta = await create('institutions', { name: 'Sortcheck Zeta Unified', institutionTypeId: 5 });
    const alpha = await create('institutions', { name: 'Sortcheck Alpha Unified', institutionTypeId: 5 });
    const mid = await create('institutions', { name: 'Sortcheck Mu Unified', institutionTypeId: 5 });
    await create('institutions', { name: 'Sortcheck School 1', institutionTypeId: 1, districtId: zeta });
    await create('institutions', { name: 'Sortcheck School 2', institutionTypeId: 1, districtId: alpha });
    await create('institutions', { name: 'Sortcheck School 3', institutionTypeId: 1 });
    await create('institutions', { name: 'Sortcheck School 4', institutionTypeId: 1, districtId: mid });
  });

  const sorted = async (order: 'ASC' | 'DESC', range = [0, 24]) => {
    const res = await h.call('GET', `/api/rest/institutions?filter=${q({ q: 'Sortcheck School' })}&sort=${q(['districtId', order])}&range=${q(range)}`, undefined, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  };

  it("orders by the district's name, schools without a district last", async () => {
    expect(names((await sorted('ASC')).body)).toEqual(['Sortcheck School 2', 'Sortcheck School 4', 'Sortcheck School 1', 'Sortcheck School 3']);
    expect(names((await sorted('DESC')).body)).toEqual(['Sortcheck School 1', 'Sortcheck School 4', 'Sortcheck School 2', 'Sortcheck School 3']);
  });

  it('pages through that order with the right total and each record once', async () => {
    const first = await sorted('ASC', [0, 1]);
    const second = await sorted('ASC', [2, 3]);
    expect(names([...first.body, ...second.body])).toEqual(['Sortcheck School 2', 'Sortcheck School 4', 'Sortcheck School 1', 'Sortcheck School 3']);
    expect(first.headers.get('content-range')).toBe('institutions 0-1/4');
    expect(first.body[0]).toMatchObject({ name: 'Sortcheck School 2', districtId: expect.any(Number) });
    expect(Object.keys(first.body[0])).not.toContain('district'); // the join adds nothing to the record
  });

  it('sorts the spec list the same way', async () => {
    const res = await h.call('GET', '/api/admin/institution?filter=Sortcheck%20School&sorting=districtId%20asc&pageSize=10', undefined, staff);
    expect(res.body.result.map((r: { name: string }) => r.name)).toEqual(['Sortcheck School 2', 'Sortcheck School 4', 'Sortcheck School 1', 'Sortcheck School 3']);
  });
});

describe(`non-paged spec lists (${ENGINE})`, () => {
  it('answer every row up to the documented 1000, then refuse with a 400 asking to narrow, never cutting silently', async () => {
    const em = h.db.orm.em.fork();
    await em.insertMany('Tag', Array.from({ length: 1000 }, (_, i) => ({ name: `Bulk tag ${i}`, isDeprecated: false, isDeleted: false })));
    const all = await h.call('GET', '/api/admin/tag', undefined, staff);
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(1000);

    await em.insertMany('Tag', [{ name: 'Bulk tag 1000', isDeprecated: false, isDeleted: false }]);
    const tooMany = await h.call('GET', '/api/admin/tag', undefined, staff);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/More than 1000 tags match: narrow the filter/);
    const narrowed = await h.call('GET', '/api/admin/tag?filter=Bulk%20tag%2099', undefined, staff);
    expect(narrowed.status).toBe(200);
    expect(narrowed.body).toHaveLength(19); // 99, 199 … 899 and 990 … 999

    // the paged REST list serves them all, and says where each page ends
    const page = await h.call('GET', `/api/rest/tags?range=${q([0, 99999])}`, undefined, staff);
    expect(page.body).toHaveLength(1000);
    expect(page.headers.get('content-range')).toBe('tags 0-999/1001');
  });
});
