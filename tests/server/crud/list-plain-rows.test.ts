// The generic list reads plain rows instead of managed entities (issue 6 §6): every record it answers
// must be exactly what the show call (which loads the entity) answers for the same id, for every
// kind of field: dates, datetimes, enums, references, booleans, string lists, JSON, rich text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';

let h: Harness;
let staff: string;

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith(['AdminManageInstitutions', 'AdminUserManagement', 'AdminManageRules', 'AdminManageContent', 'AdminManageLookups'], 'plain-rows');
  const created = [
    await h.call('POST', '/api/rest/counties', { id: 19, name: 'Los Angeles' }, staff),
    await h.call('POST', '/api/rest/institutions', { name: 'Plain Rows Unified', institutionTypeId: 5, countyId: 19, openDate: '1998-07-01', isCharterSchool: false }, staff),
    await h.call('POST', '/api/rest/roles', { name: 'Plain rows reader', description: 'Reads "quoted" & <b>marked</b> text', abilities: ['AdminManageContent', 'AdminManageRules'] }, staff),
    await h.call('POST', '/api/rest/general-contents', { key: 'plain-rows', title: 'Plain rows', body: '<p>Visual &amp; Performing Arts</p>' }, staff),
  ];
  for (const res of created) expect(res.status, JSON.stringify(res.body)).toBe(201);
  const district = created[1].body.id;
  expect((await h.call('POST', '/api/rest/institutions', { name: 'Plain Rows High', institutionTypeId: 1, districtId: district, countyId: 19 }, staff)).status).toBe(201);
}, 60_000);
afterAll(() => h?.close());

describe(`list records equal show records (${ENGINE})`, () => {
  // institutions: date, enum, references, booleans; roles: string list, text; users: datetime and a
  // secret; rule set versions (loaded at start): JSON, datetimes, enum; general contents: rich text
  it.each(['institutions', 'roles', 'users', 'rule-set-versions', 'general-contents'])('%s', async (resource) => {
    const list = await h.call('GET', `/api/rest/${resource}?range=${encodeURIComponent('[0,99]')}`, undefined, staff);
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const record of list.body as { id: number }[]) {
      const show = await h.call('GET', `/api/rest/${resource}/${record.id}`, undefined, staff);
      expect(show.status).toBe(200);
      expect(record).toStrictEqual(show.body);
    }
  });
});
