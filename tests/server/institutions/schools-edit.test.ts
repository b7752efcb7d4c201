// The calls of the Schools screens (spec 3 "Schools"): GET /api/admin/institution/type/school with
// query, pageNumber and pageSize (the list, searched by name or CDS code, filtered by county), and
// GET / POST /api/admin/institution/{institutionId} (the edit form): field errors as modelState, a
// stale form refused, the save and its audit entry, and who may read and write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { startInstitutionFixture, type InstitutionFixture } from './fixture.js';

let f: InstitutionFixture;
/** Berkeley High (CDS 01611430131177) of Berkeley Unified */
let schoolId: number;
let berkeleyUnified: number;
beforeAll(async () => {
  f = await startInstitutionFixture();
  schoolId = (await f.h.call('GET', '/api/institution/cds/01611430131177', undefined, f.viewer)).body.institutionId;
  berkeleyUnified = (await f.h.call('GET', '/api/institution/cds/01611430000000', undefined, f.viewer)).body.institutionId;
}, 240_000);
afterAll(() => f?.h.close());

const get = (path: string, who = f.viewer) => f.h.call('GET', path, undefined, who);
const save = (body: unknown, who = f.manager) => f.h.call('POST', `/api/admin/institution/${schoolId}`, body, who);
const names = (body: { result: { name: string }[] }) => body.result.map((r) => r.name);

async function auditOf(id: number) {
  return f.h.db.orm.em.fork().find<{ auditType: string; changes: { field: string; oldValue: unknown; newValue: unknown }[]; userName: string }>(
    'AuditEntry',
    { entity: 'institutions', entityId: String(id) } as never,
    { orderBy: { id: 'asc' } as never },
  );
}

describe(`schools list and edit (${ENGINE})`, () => {
  it('lists schools 25 a page by default, then the page asked for', async () => {
    const all = (await get('/api/admin/institution/type/school')).body;
    expect(all.result).toHaveLength(25);
    expect(all.total).toBeGreaterThan(25);
    expect(all.total).toBeLessThan(f.rows.length);
    const second = (await get('/api/admin/institution/type/school?pageNumber=2&pageSize=10')).body;
    const firstTwenty = (await get('/api/admin/institution/type/school?pageSize=20')).body;
    expect(names(second)).toEqual(names(firstTwenty).slice(10, 20));
    expect(second.result.every((s: { institutionTypeId: number }) => s.institutionTypeId === 1)).toBe(true);
  });

  it('searches by name, or by the start of the CDS code, and filters by county', async () => {
    const byName = (await get('/api/admin/institution/type/school?query=berkeley%20high')).body;
    expect(names(byName)).toContain('Berkeley High');
    expect(byName.result.every((s: { name: string }) => /berkeley high/i.test(s.name))).toBe(true);
    const byCds = (await get('/api/admin/institution/type/school?query=01611430131177')).body;
    expect(byCds.result.map((s: { institutionId: number }) => s.institutionId)).toEqual([schoolId]);
    const districtSchools = (await get('/api/admin/institution/type/school?query=0161143&pageSize=100')).body;
    expect(districtSchools.result.every((s: { cdsCode: string; districtId: number }) => s.cdsCode.startsWith('0161143') && s.districtId === berkeleyUnified)).toBe(true);
    expect(districtSchools.total).toBe((await get(`/api/admin/institution/${berkeleyUnified}/schools?pageSize=1`)).body.total);
    // Alameda is county 1; no school of the fixture lies in county 2
    expect((await get('/api/admin/institution/type/school?countyId=1&pageSize=1')).body.total).toBe((await get('/api/admin/institution/type/school?pageSize=1')).body.total);
    expect((await get('/api/admin/institution/type/school?countyId=2')).body).toEqual({ total: 0, result: [] });
    const closedOnly = (await get('/api/admin/institution/type/school?includeClosed=false&pageSize=1000')).body;
    expect(closedOnly.result.every((s: { isActive: boolean }) => s.isActive)).toBe(true);
  });

  it('refuses bad list parameters with the field named', async () => {
    const res = await get('/api/admin/institution/type/school?countyId=abc');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.modelState)).toEqual(['countyId']);
    expect((await get('/api/admin/institution/type/school?pageSize=0')).body.modelState).toHaveProperty('pageSize');
  });

  it('reads a school for its edit form', async () => {
    const res = await get(`/api/admin/institution/${schoolId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ institutionId: schoolId, name: 'Berkeley High', cdsCode: '01611430131177', districtId: berkeleyUnified, institutionTypeId: 1 });
    expect(res.body.rowVersion).toEqual(expect.any(Number));
    expect((await get('/api/admin/institution/2147483')).status).toBe(404);
  });

  it('puts field errors on the fields and saves nothing', async () => {
    const before = (await get(`/api/admin/institution/${schoolId}`)).body;
    const res = await save({ rowVersion: before.rowVersion, name: '', headContactEmail: 'not an address', streetCity: 'Oakland' });
    expect(res.status).toBe(400);
    expect(res.body.modelState).toEqual({ name: ['Required.'], headContactEmail: ['Enter a valid e-mail address.'] });
    const other = await save({ rowVersion: before.rowVersion, schoolTypeId: 10, otherSchoolType: null });
    expect(other.status).toBe(400);
    expect(other.body.modelState).toEqual({ otherSchoolType: ['Name the school type when it is Other.'] });
    const after = (await get(`/api/admin/institution/${schoolId}`)).body;
    expect(after).toEqual(before);
  });

  it('saves the edit with its audit entry, and refuses the stale form', async () => {
    const before = (await get(`/api/admin/institution/${schoolId}`)).body;
    const auditBefore = (await auditOf(schoolId)).length;
    const res = await save({ rowVersion: before.rowVersion, name: 'Berkeley High School', streetCity: 'Berkeley', phone: '(510) 644-6121', gradesOffered: '9-12' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ institutionId: schoolId, name: 'Berkeley High School', phone: '(510) 644-6121', gradesOffered: '9-12', rowVersion: before.rowVersion + 1 });
    expect((await get(`/api/admin/institution/${schoolId}`)).body.name).toBe('Berkeley High School');
    const audit = await auditOf(schoolId);
    expect(audit).toHaveLength(auditBefore + 1);
    const entry = audit[audit.length - 1];
    expect(entry.auditType).toBe('U');
    expect(entry.changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name', oldValue: before.name, newValue: 'Berkeley High School' })]));

    const stale = await save({ rowVersion: before.rowVersion, name: 'Someone Else High' });
    expect(stale.status).toBe(409);
    expect((await get(`/api/admin/institution/${schoolId}`)).body.name).toBe('Berkeley High School');
    expect((await auditOf(schoolId)).length).toBe(auditBefore + 1);
  });

  it('lets only signed-in institution staff read, and only managers write', async () => {
    expect((await f.h.call('GET', '/api/admin/institution/type/school')).status).toBe(401);
    expect((await f.h.call('GET', `/api/admin/institution/${schoolId}`)).status).toBe(401);
    expect((await f.h.call('POST', `/api/admin/institution/${schoolId}`, { name: 'Anon High' })).status).toBe(401);
    expect((await get('/api/admin/institution/type/school', f.outsider)).status).toBe(403);
    expect((await get(`/api/admin/institution/${schoolId}`, f.outsider)).status).toBe(403);
    expect((await save({ name: 'Viewer High' }, f.viewer)).status).toBe(403);
    expect((await save({ name: 'Outsider High' }, f.outsider)).status).toBe(403);
    expect((await get(`/api/admin/institution/${schoolId}`)).body.name).toBe('Berkeley High School');
  });
});
