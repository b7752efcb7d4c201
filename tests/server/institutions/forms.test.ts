// The school, district and program forms (spec 2 §7 POST /api/admin/institution/school, /district,
// /program; spec 1 §7 GET …/school/{id}): create and update with the spec's nested bodies, field
// errors on the form's paths (school type Other without its name), references of the right kind,
// stale versions, the audit entry of each write, and who may write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { INSTITUTION_TYPE as T } from '../../../resources/_enums.js';
import { startInstitutionFixture, type InstitutionFixture } from './fixture.js';

let f: InstitutionFixture;
let berkeleyUnified: number;
let aspireNetwork: number;
beforeAll(async () => {
  f = await startInstitutionFixture();
  berkeleyUnified = (await f.h.call('GET', '/api/institution/cds/01611430000000', undefined, f.viewer)).body.institutionId;
  aspireNetwork = (await f.h.call('GET', '/api/institution/search/schoolnetwork?query=Aspire', undefined, f.viewer)).body[0].institutionId;
}, 240_000);
afterAll(() => f?.h.close());

const post = (kind: string, body: unknown, who?: string) => f.h.call('POST', `/api/admin/institution/${kind}`, body, who ?? f.manager);
const get = (path: string) => f.h.call('GET', path, undefined, f.manager);

const school = (extra: Record<string, unknown> = {}) => ({
  name: 'Cedar Grove Early College High',
  cdsCode: '01611439999991',
  governanceId: 1,
  subType: { isCharterSchool: true, isDependentCharter: false },
  schoolTypes: ['traditional'],
  schoolTypeId: 1,
  selectedDistrict: berkeleyUnified,
  selectedSchoolNetwork: { institutionId: aspireNetwork, name: 'Aspire Public Schools Network' },
  leaDistrictId: berkeleyUnified,
  countyId: 1,
  streetAddress: '1 Cedar Way',
  streetCity: 'Berkeley',
  streetState: 'CA',
  streetZip: '94704',
  institutionOperatingScheduleId: 2,
  headContactInfo: { firstName: 'Ana', lastName: 'Reyes', positionId: 1, email: 'ana.reyes@cedargrove.example.org', phone: { number: '(510) 555-0101', extension: '12', isInternational: false, internationalNumber: null } },
  courseListContact: { name: 'Sam Lee', email: 'sam.lee@cedargrove.example.org', phone: '(510) 555-0102' },
  ...extra,
});

async function auditOf(id: number): Promise<string[]> {
  const rows = await f.h.db.orm.em.fork().find<Record<string, unknown>>('AuditEntry', { entity: 'institutions', entityId: String(id) }, { orderBy: { id: 'asc' } });
  return rows.map((r) => String(r.auditType));
}

describe(`institution forms (${ENGINE})`, () => {
  it('refuses school type Other without its name, on the form field, and saves nothing', async () => {
    const res = await post('school', school({ schoolTypeId: 10, otherSchoolType: '' }));
    expect(res.status).toBe(400);
    expect(res.body.modelState).toEqual({ otherSchoolType: ['Name the school type when it is Other.'] });
    expect((await get('/api/institution/search/school?query=Cedar Grove')).body).toEqual([]);
  });

  it('creates a school from the nested form and reads it back the same way', async () => {
    const res = await post('school', school({ schoolTypeId: 10, otherSchoolType: 'Early college high school' }));
    expect(res.status).toBe(201);
    const form = res.body;
    expect(form).toMatchObject({
      name: 'Cedar Grove Early College High',
      institutionTypeId: T.school,
      subType: { isCharterSchool: true, isDependentCharter: false },
      schoolTypes: ['traditional'],
      schoolTypeId: 10,
      otherSchoolType: 'Early college high school',
      selectedDistrict: berkeleyUnified,
      selectedSchoolNetwork: aspireNetwork,
      headContactInfo: { firstName: 'Ana', positionId: 1, email: 'ana.reyes@cedargrove.example.org', phone: { number: '(510) 555-0101', extension: '12', isInternational: false } },
      courseListContact: { name: 'Sam Lee' },
      rowVersion: 1,
    });
    expect((await get(`/api/admin/institution/school/${form.institutionId}`)).body).toMatchObject({ institutionId: form.institutionId, otherSchoolType: 'Early college high school' });
    // the district's schools list it; its audit entry was written with it
    const schools = await get(`/api/admin/institution/${berkeleyUnified}/schools?query=Cedar&pageSize=5`);
    expect(schools.body.result.map((s: { name: string }) => s.name)).toEqual(['Cedar Grove Early College High']);
    expect((await auditOf(form.institutionId)).length).toBe(1);
  });

  it('updates a school with its version; a stale version is refused', async () => {
    const created = (await post('school', school({ name: 'Willow Creek High', cdsCode: null }))).body;
    const updated = await post('school', { institutionId: created.institutionId, rowVersion: created.rowVersion, streetCity: 'Albany', schoolTypes: ['traditional', 'online'] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ streetCity: 'Albany', name: 'Willow Creek High', schoolTypes: ['traditional', 'online'], rowVersion: created.rowVersion + 1 });
    const stale = await post('school', { institutionId: created.institutionId, rowVersion: created.rowVersion, streetCity: 'Oakland' });
    expect(stale.status).toBe(409);
    // switching to Other on update needs the name too: checked against the stored record
    const other = await post('school', { institutionId: created.institutionId, schoolTypeId: 10 });
    expect(other.body.modelState).toEqual({ otherSchoolType: ['Name the school type when it is Other.'] });
    expect((await auditOf(created.institutionId)).length).toBe(2);
  });

  it('puts field errors on the form paths: contacts, pickers of the wrong kind, unknown fields', async () => {
    const res = await post('school', school({ name: '', selectedDistrict: aspireNetwork, selectedSchoolNetwork: berkeleyUnified, headContactInfo: { email: 'nope', phone: { isInternational: true } }, colour: 'red' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.modelState).sort()).toEqual(['colour']);
    const fixed = await post('school', school({ name: '', headContactInfo: { email: 'nope', phone: { isInternational: true } } }));
    expect(Object.keys(fixed.body.modelState).sort()).toEqual(['headContactInfo.email', 'name']);
    const kinds = await post('school', school({ selectedDistrict: aspireNetwork, selectedSchoolNetwork: berkeleyUnified, headContactInfo: { phone: { isInternational: true } } }));
    expect(kinds.body.modelState).toEqual({
      selectedDistrict: ['Choose a district.'],
      selectedSchoolNetwork: ['Choose a school network.'],
      'headContactInfo.phone.internationalNumber': ['Enter the international number with its country code.'],
    });
    expect((await post('school', school({ selectedDistrict: 99999999 }))).body.modelState).toEqual({ selectedDistrict: ['The selected institution does not exist.'] });
    expect((await post('school', school({ institutionTypeId: T.district }))).body.modelState.institutionTypeId).toBeDefined();
    expect((await post('school', 'a string')).status).toBe(400);
  });

  it('creates a school network with the district form, and a district', async () => {
    const network = await post('district', { name: 'Bright Horizons Charter Network', isSchoolNetwork: true, districtManagementTypeId: 10, countyId: 1, streetCity: 'Oakland' });
    expect(network.status).toBe(201);
    expect(network.body).toMatchObject({ isSchoolNetwork: true, institutionTypeId: T.schoolNetwork, districtManagementTypeId: 10 });
    expect((await get(`/api/admin/institution/district/${network.body.institutionId}`)).body.isSchoolNetwork).toBe(true);
    const district = await post('district', { name: 'Cedar Valley Unified', cdsCode: '01999990000000', districtManagementTypeId: 1, countyId: 1 });
    expect(district.body).toMatchObject({ isSchoolNetwork: false, institutionTypeId: T.district });
    // a school is not kept with the district form
    const berkeleyHigh = (await get('/api/institution/cds/01611430131177')).body.institutionId;
    expect((await get(`/api/admin/institution/district/${berkeleyHigh}`)).status).toBe(404);
    expect((await post('district', { institutionId: berkeleyHigh, name: 'X' })).status).toBe(400);
  });

  it('creates a program connected to another, never to itself', async () => {
    const summer = (await get('/api/institution/search/program/1')).body.find((p: { name: string }) => p.name.startsWith('Redwood'));
    const res = await post('program', { name: 'Coastal Research Apprenticeship', programTypeId: 4, connectedProgramId: summer.institutionId, campusLocation: 'Field station', institutionOperatingScheduleId: 3, governanceId: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ institutionTypeId: T.program, programTypeId: 4, connectedProgramId: summer.institutionId, campusLocation: 'Field station', institutionOperatingScheduleId: 3 });
    const self = await post('program', { institutionId: res.body.institutionId, connectedProgramId: res.body.institutionId });
    expect(self.body.modelState).toEqual({ connectedProgramId: ['An institution cannot point at itself.'] });
    const publisher = await post('program', { name: 'Open Shelf Courses', institutionTypeId: T.onlinePublisher, governanceId: 2, streetState: 'WA' });
    expect(publisher.body.institutionTypeId).toBe(T.onlinePublisher);
  });

  it('keeps the write and its audit entry together: a failed audit write saves nothing', async () => {
    f.h.auditFaults.failNext();
    const res = await post('program', { name: 'Lost Audit Program', programTypeId: 1 });
    expect(res.status).toBe(500);
    expect(f.h.auditFaults.pending()).toBe(false); // the write was reached and failed
    expect((await get('/api/institution/programs?includeClosed=true')).body.map((p: { name: string }) => p.name)).not.toContain('Lost Audit Program');
  });

  it('answers a blank form model for a new institution', async () => {
    const blank = await get('/api/admin/institution/school');
    expect(blank.body).toMatchObject({ institutionId: null, name: null, institutionTypeId: T.school, streetState: 'CA', schoolTypes: [], subType: { isCharterSchool: false }, headContactInfo: { phone: { isInternational: false } } });
    expect((await get('/api/admin/institution/district')).body.isSchoolNetwork).toBe(false);
  });

  it('lets only institution managers write', async () => {
    expect((await f.h.call('POST', '/api/admin/institution/school', school())).status).toBe(401);
    expect((await post('school', school({ name: 'Viewer School' }), f.viewer)).status).toBe(403);
    expect((await post('program', { name: 'Nope' }, f.outsider)).status).toBe(403);
    expect((await f.h.call('GET', '/api/admin/institution/school', undefined, f.outsider)).status).toBe(403);
  });
});
