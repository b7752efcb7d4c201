// The pending list (spec 1 §2, §7, §9: paged 25, sortable, filterable; total and result), an
// institution's accreditation, its comments (non-empty, spec 2 §5) and the pending count of the
// header statistics (GET /api/admin/stats/accreditations and the header's figures).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { pendingFile, startAccreditationFixture, type AccreditationFixture } from './fixture.js';

let f: AccreditationFixture;
const get = (path: string, cookie = f.reviewer) => f.h.call('GET', path, undefined, cookie);
const PENDING = '/api/admin/institution/accreditation/pending';

beforeAll(async () => {
  f = await startAccreditationFixture();
  // Cedar first, then Alder (two files), then Birch: the oldest waiting file leads by default
  await pendingFile(f, f.cedar);
  await pendingFile(f, f.alder);
  await pendingFile(f, f.alder);
  await pendingFile(f, f.birch);
  await pendingFile(f, f.wascSchool);
}, 120_000);
afterAll(() => f?.h.close());

const names = (body: { result: { name: string }[] }) => body.result.map((r) => r.name);

describe(`pending accreditations, comments and counts (${ENGINE})`, () => {
  it('lists institutions with pending files, oldest waiting first, with total and result', async () => {
    const res = await get(PENDING);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    expect(names(res.body)).toEqual(['Cedar Ridge High', 'Alder Creek High', 'Birch Valley High', 'Valley High']);
    expect(res.body.result[1]).toMatchObject({ institutionId: f.alder, pendingFiles: 2, city: 'Eureka', accreditationStatusId: null });
    expect(res.body.result[3]).toMatchObject({ institutionId: f.wascSchool, accreditationStatusId: 1, accreditingOrganizationId: 6, organization: 'Western Association of Schools and Colleges (ACS WASC)', organizationAbbreviation: 'WASC', cdsCode: '01234560000001' });
    expect(res.body.result[3].accreditationExpirationDate).toMatch(/^\d{4}-06-30$/);
  });

  it('pages, sorts and filters', async () => {
    const page2 = await get(`${PENDING}?pageNumber=2&pageSize=3&sorting=name%20asc`);
    expect(page2.body).toMatchObject({ total: 4 });
    expect(names(page2.body)).toEqual(['Valley High']);
    expect(names((await get(`${PENDING}?sorting=name desc`)).body)).toEqual(['Valley High', 'Cedar Ridge High', 'Birch Valley High', 'Alder Creek High']);
    expect(names((await get(`${PENDING}?sorting=pendingFiles desc`)).body)[0]).toBe('Alder Creek High');
    expect(names((await get(`${PENDING}?filter=valley`)).body)).toEqual(['Birch Valley High', 'Valley High']);
    expect(names((await get(`${PENDING}?filter=oakland`)).body)).toEqual(['Birch Valley High']);
    expect((await get(`${PENDING}?filter=100%25`)).body).toEqual({ total: 0, result: [] });
    expect(names((await get(`${PENDING}?accreditingOrganizationId=6`)).body)).toEqual(['Valley High']);
    expect(names((await get(`${PENDING}?accreditationStatusId=1`)).body)).toEqual(['Valley High']);
    for (const bad of ['sorting=uploadedOn sideways', 'sorting=password', 'pageSize=0', 'pageNumber=x', 'accreditationStatusId=-1']) {
      const res = await get(`${PENDING}?${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('answers the accreditation of an institution, and 404 for an unknown one', async () => {
    const res = await get(`/api/admin/institution/${f.wascSchool}/accreditation`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      institutionId: f.wascSchool,
      institutionName: 'Valley High',
      accreditationStatusId: 1,
      accreditationStatus: 'Fully accredited',
      accreditingOrganizationId: 6,
      isWasc: true,
      isExpired: false,
      explanationRequired: false,
      notAccreditedAsOfAcademicYearId: null,
      lastAccreditationFile: { statusId: 1, status: 'Pending' },
      pendingFileCount: 1,
    });
    const none = await get(`/api/admin/institution/${f.newSchool}/accreditation`);
    expect(none.body).toMatchObject({ accreditationId: null, accreditationStatusId: null, lastAccreditationFile: null, pendingFileCount: 0 });
    expect((await get('/api/admin/institution/999999/accreditation')).status).toBe(404);
  });

  it('keeps non-empty comments, newest first', async () => {
    const path = `/api/admin/institution/${f.cedar}/comment`;
    for (const comment of [undefined, '', '  \n ']) {
      const res = await f.h.call('POST', path, { comment }, f.reviewer);
      expect(res.status).toBe(400);
      expect(res.body.modelState).toEqual({ comment: ['Write a comment before saving it.'] });
    }
    expect((await f.h.call('POST', path, { comment: 'x'.repeat(4001) }, f.reviewer)).status).toBe(400);
    expect((await f.h.call('POST', path, { comment: 'Called the principal', note: 'x' }, f.reviewer)).body.modelState).toEqual({ note: ['Unknown field.'] });
    const first = await f.h.call('POST', path, { comment: 'Called the principal' }, f.reviewer);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ institutionId: f.cedar, comment: 'Called the principal', createdByName: 'Test accreditation-reviewer', accreditationFileId: null });
    await f.h.call('POST', path, { comment: 'Letter expected next week\nfrom WASC' }, f.reviewer);
    const list = await get(`/api/admin/institution/${f.cedar}/comments`);
    expect(list.body.map((c: { comment: string }) => c.comment)).toEqual(['Letter expected next week\nfrom WASC', 'Called the principal']);
    expect((await f.h.call('POST', '/api/admin/institution/999999/comment', { comment: 'x' }, f.reviewer)).status).toBe(404);
    expect((await f.h.call('POST', path, { comment: 'x' }, f.analyst)).status).toBe(403);
    expect((await f.h.call('POST', path, { comment: 'x' })).status).toBe(401);
  });

  it('counts pending accreditations for the header, only for their reviewers', async () => {
    const stats = await get('/api/admin/stats/accreditations');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ pending: 4 });
    expect((await get('/api/admin/stats/accreditations', f.analyst)).status).toBe(403);
    expect((await f.h.call('GET', '/api/admin/stats/accreditations')).status).toBe(401);
    const header = await get('/api/admin/stats/header');
    expect(header.body.stats).toContainEqual({ key: 'accreditations', label: 'Pending accreditations', value: 4 });
    const analystHeader = await get('/api/admin/stats/header', f.analyst);
    expect(analystHeader.body.stats.map((s: { key: string }) => s.key)).not.toContain('accreditations');
  });

  it('guards every accreditation read', async () => {
    for (const path of [PENDING, `/api/admin/institution/${f.cedar}/accreditation`, `/api/admin/institution/${f.cedar}/accreditationfiles`, `/api/admin/institution/${f.cedar}/comments`]) {
      expect((await f.h.call('GET', path)).status, path).toBe(401);
      expect((await get(path, f.analyst)).status, path).toBe(403);
    }
  });
});
