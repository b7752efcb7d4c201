// The institution look-ups behind the search's institution filter: staff search by name or code
// (closed ones after open ones), open institutions of given types, labels for ids read from a URL;
// bad parameters are 400s naming them; the course search abilities only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';

let h: Harness;
let reviewer: string;
let outsider: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  h = await startHarness();
  reviewer = await h.userWith(['AdminReview'], 'lookup-reviewer');
  outsider = await h.userWith(['AdminManageSettings'], 'lookup-outsider');
  const rows = await h.db.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number; name: string }[]>(
      `insert into institution (name, institution_type_id, atp_code, cds_code, street_city, is_active) values
        ('Lincoln High', 1, '051234', '19647331932334', 'Los Angeles', true),
        ('Lincoln Middle', 1, null, null, 'Fresno', false),
        ('Lincoln Online Academy', 2, '059999', null, 'Sacramento', true),
        ('Summit 100% Prep', 4, null, null, 'Oakland', true)
      returning id, name`,
    );
  for (const r of rows) ids[r.name] = Number(r.id);
}, 120_000);
afterAll(() => h?.close());

const names = (body: { name: string }[]) => body.map((r) => r.name);

describe(`institution look-ups (${ENGINE})`, () => {
  it('finds institutions by name, ATP or CDS code, open ones first, closed ones included', async () => {
    const byName = await h.call('GET', '/api/admin/institution/search?query=lincoln', undefined, reviewer);
    expect(byName.status).toBe(200);
    expect(names(byName.body)).toEqual(['Lincoln High', 'Lincoln Online Academy', 'Lincoln Middle']);
    expect(byName.body[0]).toEqual({
      institutionId: ids['Lincoln High'],
      name: 'Lincoln High',
      atpCode: '051234',
      cdsCode: '19647331932334',
      institutionTypeId: 1,
      districtId: null,
      city: 'Los Angeles',
      isActive: true,
    });
    expect(names((await h.call('GET', '/api/admin/institution/search?query=0599', undefined, reviewer)).body)).toEqual(['Lincoln Online Academy']);
    expect(names((await h.call('GET', '/api/admin/institution/search?query=1964733', undefined, reviewer)).body)).toEqual(['Lincoln High']);
    expect(names((await h.call('GET', '/api/admin/institution/search?query=lincoln&pageSize=1', undefined, reviewer)).body)).toEqual(['Lincoln High']);
    // "%" matches itself, and one character finds nothing
    expect(names((await h.call('GET', `/api/admin/institution/search?query=${encodeURIComponent('100%')}`, undefined, reviewer)).body)).toEqual(['Summit 100% Prep']);
    expect((await h.call('GET', '/api/admin/institution/search?query=l', undefined, reviewer)).body).toEqual([]);
  });

  it('finds open institutions of the given types only', async () => {
    const schools = await h.call('GET', '/api/institution/search/1,2?query=lincoln', undefined, reviewer);
    expect(names(schools.body)).toEqual(['Lincoln High', 'Lincoln Online Academy']);
    expect(names((await h.call('GET', '/api/institution/search/4?query=prep', undefined, reviewer)).body)).toEqual(['Summit 100% Prep']);
    const unknown = await h.call('GET', '/api/institution/search/1,42?query=lincoln', undefined, reviewer);
    expect(unknown.status).toBe(400);
    expect(unknown.body.modelState.types).toBeDefined();
    expect((await h.call('GET', '/api/institution/search/x;drop?query=lincoln', undefined, reviewer)).status).toBe(400);
  });

  it('labels the institutions named by id', async () => {
    const found = await h.call('GET', `/api/admin/institution/lookup/?ids=${ids['Lincoln Middle']},${ids['Summit 100% Prep']},999999`, undefined, reviewer);
    expect(found.status).toBe(200);
    expect(names(found.body)).toEqual(['Summit 100% Prep', 'Lincoln Middle']);
    const bad = await h.call('GET', '/api/admin/institution/lookup/?ids=1,abc', undefined, reviewer);
    expect(bad.status).toBe(400);
    expect(bad.body.modelState.ids).toBeDefined();
  });

  it('answers 401 to anonymous callers and 403 without a course search ability', async () => {
    for (const path of ['/api/admin/institution/search?query=lincoln', '/api/institution/search/1?query=lincoln', '/api/admin/institution/lookup/?ids=1']) {
      expect((await h.call('GET', path)).status).toBe(401);
      expect((await h.call('GET', path, undefined, outsider)).status).toBe(403);
    }
  });
});
