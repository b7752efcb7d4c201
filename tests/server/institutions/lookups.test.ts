// The institution look-ups of spec 2 §7 and spec 1 §7 over HTTP: searches by type with their
// filters, the program pickers, CDS and ATP codes of real directory schools, the lists by type and of
// a district's schools, the roles of an institution type; who may call them and what a bad value gets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { INSTITUTION_TYPE as T } from '../../../resources/_enums.js';
import { startInstitutionFixture, type InstitutionFixture } from './fixture.js';

let f: InstitutionFixture;
beforeAll(async () => {
  f = await startInstitutionFixture();
}, 240_000);
afterAll(() => f?.h.close());

const get = async (path: string, who?: string) => f.h.call('GET', path, undefined, who ?? f.viewer);
const names = (body: { name: string }[]) => body.map((i) => i.name);
const BERKELEY_HIGH = '01611430131177';

describe(`institution look-ups (${ENGINE})`, () => {
  it('finds a real school by its CDS code, with its district', async () => {
    const res = await get(`/api/institution/cds/${BERKELEY_HIGH}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Berkeley High', cdsCode: BERKELEY_HIGH, institutionTypeId: T.school, streetCity: 'Berkeley', isActive: true, countyId: 1 });
    const district = await get(`/api/institution/${res.body.districtId}`);
    expect(district.body).toMatchObject({ name: 'Berkeley Unified', cdsCode: '01611430000000', institutionTypeId: T.district });
    expect((await get('/api/institution/cds/01611439999999')).status).toBe(404);
    const bad = await get('/api/institution/cds/12ab');
    expect(bad.status).toBe(400);
    expect(bad.body.modelState.code[0]).toMatch(/fourteen digits/);
  });

  it('finds a school by its ATP code', async () => {
    const school = (await get(`/api/institution/cds/${BERKELEY_HIGH}`)).body;
    expect(school.atpCode).toMatch(/^05\d{4}$/);
    const res = await get(`/api/institution/atp/${school.atpCode}`);
    expect(res.body).toMatchObject({ institutionId: school.institutionId, name: 'Berkeley High' });
    expect((await get('/api/institution/atp/059999')).status).toBe(404);
    expect((await get('/api/institution/atp/5')).status).toBe(400);
  });

  it('searches schools by name, leaving closed ones out on request', async () => {
    const all = await get('/api/institution/search/school?query=Aspire');
    expect(all.status).toBe(200);
    expect(names(all.body)).toContain('Aspire California College Preparatory Academy'); // closed
    expect(all.body.every((i: { institutionTypeId: number }) => [T.school, T.onlineSchool].includes(i.institutionTypeId as 1))).toBe(true);
    // open ones come first
    const firstClosed = all.body.findIndex((i: { isActive: boolean }) => !i.isActive);
    expect(all.body.slice(firstClosed).every((i: { isActive: boolean }) => !i.isActive)).toBe(true);
    const open = await get('/api/institution/search/school?query=Aspire&excludeClosedSchools=true&pageSize=100');
    expect(names(open.body)).not.toContain('Aspire California College Preparatory Academy');
    expect(open.body.length).toBeGreaterThan(3);
    // a code prefix finds too; a one-letter query finds nothing yet
    expect(names((await get('/api/institution/search/school?query=016114301311')).body)).toEqual(['Berkeley High']);
    expect((await get('/api/institution/search/school?query=A')).body).toEqual([]);
  });

  it('narrows by governance and leaves schools outside California out on request', async () => {
    const publicOnes = await get('/api/institution/search/school?query=Berkeley&governanceId=1');
    expect(names(publicOnes.body)).toContain('Berkeley High');
    expect((await get('/api/institution/search/school?query=Berkeley&governanceId=2')).body).toEqual([]);
    // the networks: one outside California would drop out; all demo networks are in California
    const networks = await get('/api/institution/search/schoolnetwork?query=network&excludeNonCaSchools=true');
    expect(names(networks.body)).toEqual(['Aspire Public Schools Network', 'KIPP Northern California Network', 'Summit Public Schools Network']);
    expect((await get('/api/institution/search/school?query=Berkeley&excludeNonCaSchools=maybe')).status).toBe(400);
  });

  it('searches districts and regional occupational programs', async () => {
    expect(names((await get('/api/institution/search/district?query=Berkeley')).body)).toEqual(['Berkeley Unified']);
    const rops = await get('/api/institution/search/rop?query=ROP');
    expect(rops.body.every((i: { institutionTypeId: number }) => i.institutionTypeId === T.rop)).toBe(true);
    expect(names(rops.body)).toContain('Salinas Valley Careers ROP');
    expect(names((await get('/api/institution/search/rop?query=Livermore Valley')).body)).toEqual(['Livermore Valley Careers ROP']);
  });

  it('lists programs for the pickers: of a type, all but one, open or with closed ones', async () => {
    const open = await get('/api/institution/programs');
    expect(names(open.body)).not.toContain('Bayview Summer Bridge Program'); // closed
    const withClosed = await get('/api/institution/programs?includeClosed=true');
    expect(names(withClosed.body)).toContain('Bayview Summer Bridge Program');
    expect(withClosed.body.length).toBe(open.body.length + 1);
    const summer = await get('/api/institution/search/program/1');
    expect(names(summer.body).sort()).toEqual(['Bayview Summer Bridge Program', 'Redwood Coast Marine Science Institute']);
    const redwood = summer.body.find((p: { name: string }) => p.name.startsWith('Redwood')).institutionId;
    const except = await get(`/api/institution/search/program/except/${redwood}?excludeClosedSchools=true`);
    expect(names(except.body)).not.toContain('Redwood Coast Marine Science Institute');
    expect(names(except.body)).not.toContain('Bayview Summer Bridge Program');
    expect(except.body.length).toBe(open.body.length - 1);
  });

  it('pages the institutions of a type and the schools of a district or network', async () => {
    const networks = await get('/api/admin/institution/type/schoolnetwork');
    expect(networks.body.total).toBe(5);
    // the district form for a network: type 105 is a school network (network ids offset by 100)
    expect((await get('/api/admin/institution/type/105')).body.total).toBe(5);
    const page = await get('/api/admin/institution/type/school?pageSize=10&pageNumber=2');
    expect(page.body.result).toHaveLength(10);
    expect(page.body.total).toBeGreaterThan(100);
    expect((await get('/api/admin/institution/type/castle')).status).toBe(400);

    const berkeley = (await get('/api/institution/search/district?query=Berkeley Unified')).body[0].institutionId;
    const schools = await get(`/api/admin/institution/${berkeley}/schools?pageSize=100&includeClosed=false`);
    expect(names(schools.body.result)).toContain('Berkeley High');
    expect(schools.body.result.every((s: { isActive: boolean; districtId: number }) => s.isActive && s.districtId === berkeley)).toBe(true);
    const aspire = networks.body.result.find((n: { name: string }) => n.name.startsWith('Aspire')).institutionId;
    const members = await get(`/api/admin/institution/${aspire}/schools?pageSize=100`);
    expect(members.body.total).toBeGreaterThan(3);
    expect(members.body.result.every((s: { name: string; schoolNetworkId: number }) => s.name.startsWith('Aspire') && s.schoolNetworkId === aspire)).toBe(true);
  });

  it('answers the roles of an institution type, and of one position', async () => {
    const school = await get('/api/role/institutionType/school');
    expect(names(school.body).sort()).toEqual(['Course List Manager', 'Head of Institution']);
    const principal = await get('/api/role/institution/school/1');
    expect(names(principal.body)).toEqual(['Head of Institution']);
    expect((await get('/api/role/institution/school/2')).body).toEqual([]); // assistant principal raises no role
    expect((await get('/api/role/institutionType/nothing')).status).toBe(400);
  });

  it('is closed to strangers and to staff without an institution ability', async () => {
    for (const path of ['/api/institution/cds/' + BERKELEY_HIGH, '/api/institution/search/district?query=Be', '/api/institution/programs', '/api/role/institutionType/1']) {
      expect((await f.h.call('GET', path)).status, path).toBe(401);
      expect((await get(path, f.outsider)).status, path).toBe(403);
    }
  });
});
