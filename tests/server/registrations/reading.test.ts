// The reading calls of registrations (spec 2 §7): the list's tabs with counts, page of 25 oldest
// first, search; a registration with its sections per type, attachments and letters of intent, and
// whether approval is blocked; the first and second review reads; the re-registration comparison and
// the program registration; the pending count and its header chip; abilities.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { BASE, generalInformation, insertRegistration, startRegistrationFixture, type RegistrationFixture } from './fixture.js';
import { REGISTRATION_TYPE } from '../../../resources/_registrations.js';

let f: RegistrationFixture;
const ids: Record<string, number> = {};

beforeAll(async () => {
  f = await startRegistrationFixture();
  const day = (n: number) => new Date(Date.UTC(2026, 8, n, 12));
  ids.old = await insertRegistration(f, { submittedOn: day(1), institutionName: 'Alpha High' });
  ids.newer = await insertRegistration(f, { submittedOn: day(5), institutionName: 'Bravo High', registrationStatusId: 2 });
  ids.waiting = await insertRegistration(f, { submittedOn: day(3), institutionName: 'Charlie High', registrationStatusId: 4 });
  ids.second = await insertRegistration(f, { submittedOn: day(2), institutionName: 'Delta High', registrationStatusId: 3 });
  ids.approved = await insertRegistration(f, { submittedOn: day(4), institutionName: 'Echo High', registrationStatusId: 5, decidedOn: day(10) });
  ids.deleted = await insertRegistration(f, { submittedOn: day(1), institutionName: 'Foxtrot High', isDeleted: true });
  ids.other = await insertRegistration(f, { submittedOn: day(6), generalInformation: generalInformation(f, { institutionName: 'Golf High', districtId: -1, otherDistrictName: 'Somewhere Unified' }) });
  ids.network = await insertRegistration(f, {
    submittedOn: day(7),
    registrationTypeId: REGISTRATION_TYPE.schoolNetwork,
    institutionName: 'Hotel Network',
    programSchools: { schools: [{ institutionId: f.schools[0], name: 'x', cdsCode: null, city: null }] },
  });
  ids.rereg = await insertRegistration(f, { submittedOn: day(8), registrationTypeId: REGISTRATION_TYPE.reregistration, institutionName: 'New Name Online Academy', institutionId: f.publisherId });
}, 120_000);
afterAll(() => f?.h.close());

const search = (body: Record<string, unknown>, who = f.reviewer) => f.h.call('POST', `${BASE}/search`, body, who);

describe(`registration reads (${ENGINE})`, () => {
  it("pages with the spec's pageNumber as well as page, and refuses two different pages", async () => {
    const byNumber = await search({ pagedDetails: { pageNumber: 2, pageSize: 2 }, query: '', queueType: 'main' });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.page).toBe(2);
    expect(byNumber.body.result.map((r: { institutionName: string }) => r.institutionName)).toEqual(['Bravo High', 'Golf High']);
    const byPage = await search({ pagedDetails: { page: 2, pageSize: 2 }, query: '', queueType: 'main' });
    expect(byPage.body.result).toEqual(byNumber.body.result);
    const both = await search({ pagedDetails: { page: 1, pageNumber: 2, pageSize: 2 }, query: '', queueType: 'main' });
    expect(both.status).toBe(400);
  });

  it('lists the submitted tab oldest first with every tab counted, and searches', async () => {
    const res = await search({ pagedDetails: { page: 1, pageSize: 25 }, query: '', queueType: 'main' });
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: { institutionName: string }) => r.institutionName)).toEqual(['Alpha High', 'Charlie High', 'Bravo High', 'Golf High', 'Hotel Network', 'New Name Online Academy']);
    expect(res.body.counts).toEqual({ submitted: 6, second: 1, completed: 1 });
    expect(res.body.total).toBe(6);
    expect(res.body.result[0]).toMatchObject({ registrationId: ids.old, registrationType: 'School', registrationStatus: 'Submitted', submitterEmail: 'applicant@lakeview.example.org', reviewerName: null });

    const second = await search({ pagedDetails: { page: 1, pageSize: 25 }, query: null, queueType: 'second' });
    expect(second.body.result.map((r: { registrationId: number }) => r.registrationId)).toEqual([ids.second]);
    const completed = await search({ pagedDetails: { page: 1, pageSize: 25 }, queueType: 'main', tab: 'completed' });
    expect(completed.body.result.map((r: { registrationId: number }) => r.registrationId)).toEqual([ids.approved]);

    const found = await search({ pagedDetails: { page: 1, pageSize: 25 }, query: 'charl', queueType: 'main' });
    expect(found.body.result.map((r: { registrationId: number }) => r.registrationId)).toEqual([ids.waiting]);
    expect(found.body.counts).toEqual({ submitted: 1, second: 0, completed: 0 });

    const page2 = await search({ pagedDetails: { page: 2, pageSize: 4 }, queueType: 'main' });
    expect(page2.body.result.map((r: { institutionName: string }) => r.institutionName)).toEqual(['Hotel Network', 'New Name Online Academy']);
    const bad = await search({ pagedDetails: { page: 0, pageSize: 25 }, queueType: 'elsewhere', extra: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.modelState).sort()).toEqual(['extra', 'pagedDetails.page', 'queueType']);
  });

  it('answers a registration with its sections, attachments, letters of intent and approval state', async () => {
    const res = await f.h.call('GET', `${BASE}/${ids.old}`, undefined, f.reviewer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      registrationId: ids.old,
      registrationType: 'School',
      registrationStatus: 'Submitted',
      isEditable: true,
      isReviewComplete: false,
      countyName: expect.any(String),
      sectionsShown: ['generalInformation', 'accreditation', 'schoolType', 'contactInformation', 'certification', 'attachments'],
      attachments: [],
      lettersOfIntent: { expected: 2, received: 0 },
      approvalBlocked: { blocked: false, messages: [] },
      reviewId: null,
      registrationReviewId: null,
    });
    expect(res.body.generalInformation.institutionName).toBe('Lakeview High');

    const other = await f.h.call('GET', `${BASE}/${ids.other}`, undefined, f.reviewer);
    expect(other.body.approvalBlocked).toEqual({ blocked: true, messages: ["This school's district is 'Other': create the district before approving the registration"] });
    const approved = await f.h.call('GET', `${BASE}/${ids.approved}`, undefined, f.reviewer);
    expect(approved.body).toMatchObject({ isEditable: false, isReviewComplete: true });
    expect((await f.h.call('GET', `${BASE}/${ids.deleted}`, undefined, f.reviewer)).status).toBe(404);
    expect((await f.h.call('GET', `${BASE}/${ids.network}`, undefined, f.reviewer)).body.sectionsShown).toEqual(['generalInformation', 'contactInformation', 'certification', 'attachments', 'programSchools']);
  });

  it('does not record the look at approvalBlocked as a decision', async () => {
    const em = f.h.db.orm.em.fork();
    const before = await em.count('RuleEvaluation', {});
    await f.h.call('GET', `${BASE}/${ids.other}`, undefined, f.reviewer);
    await f.h.call('GET', `${BASE}/${ids.other}/review`, undefined, f.reviewer);
    expect(await em.count('RuleEvaluation', {})).toBe(before);
  });

  it('answers an empty first review before anyone saved, with only not approve allowed when blocked', async () => {
    const res = await f.h.call('GET', `${BASE}/${ids.other}/review`, undefined, f.reviewer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ registrationReviewId: null, registrationId: ids.other, isSecondReview: false, recommendedActionId: null, approvalBlocked: { blocked: true } });
    expect(res.body.allowedRecommendations).toEqual([{ id: 2, name: 'Not approve' }]);
    const open = await f.h.call('GET', `${BASE}/${ids.old}/review`, undefined, f.reviewer);
    expect(open.body.allowedRecommendations.map((a: { id: number }) => a.id)).toEqual([1, 2]);
    const second = await f.h.call('GET', `${BASE}/review/${ids.second}`, undefined, f.reviewer);
    expect(second.status).toBe(200);
    expect(second.body.registration.registrationId).toBe(ids.second);
    expect(second.body.firstReview.registrationReviewId).toBeNull();
    expect(second.body.secondReview.isSecondReview).toBe(true);
  });

  it('answers the re-registration beside the publisher record, and the program schools with their records', async () => {
    const rereg = await f.h.call('GET', `${BASE}/reregistered/${ids.rereg}`, undefined, f.reviewer);
    expect(rereg.status).toBe(200);
    expect(rereg.body.registration.registrationId).toBe(ids.rereg);
    expect(rereg.body.institution).toMatchObject({ institutionId: f.publisherId, name: 'Old Name Online Academy' });
    expect(rereg.body.previous).toBeNull();
    expect((await f.h.call('GET', `${BASE}/reregistered/${ids.old}`, undefined, f.reviewer)).status).toBe(400);

    const program = await f.h.call('GET', `${BASE}/${ids.network}/programregistration`, undefined, f.reviewer);
    expect(program.status).toBe(200);
    expect(program.body.programSchools.schools[0]).toMatchObject({ institutionId: f.schools[0], current: { name: 'Granite Bay High', cdsCode: '31668520000001' } });
    expect((await f.h.call('GET', `${BASE}/${ids.old}/programregistration`, undefined, f.reviewer)).status).toBe(400);
  });

  it('counts the registrations waiting for staff, in the stats call and the header', async () => {
    const stats = await f.h.call('GET', '/api/admin/stats/registrations', undefined, f.reviewer);
    // submitted: old, other, network, rereg; in review: newer; second review: second (waiting for update is the applicant's)
    expect(stats.body).toEqual({ pending: 6 });
    const header = await f.h.call('GET', '/api/admin/stats/header', undefined, f.reviewer);
    expect(header.body.stats).toContainEqual({ key: 'registrations', label: 'Pending registrations', value: 6 });
    const analystHeader = await f.h.call('GET', '/api/admin/stats/header', undefined, f.analyst);
    expect(analystHeader.body.stats.map((s: { key: string }) => s.key)).not.toContain('registrations');
  });

  it('refuses strangers (401) and staff without the ability (403)', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', `${BASE}/search`, {}],
      ['GET', `${BASE}/${ids.old}`],
      ['GET', `${BASE}/${ids.old}/review`],
      ['GET', `${BASE}/review/${ids.second}`],
      ['GET', `${BASE}/reregistered/${ids.rereg}`],
      ['GET', `${BASE}/${ids.network}/programregistration`],
      ['GET', '/api/admin/stats/registrations'],
    ];
    for (const [method, path, body] of calls) {
      expect((await f.h.call(method, path, body)).status, path).toBe(401);
      expect((await f.h.call(method, path, body, f.analyst)).status, path).toBe(403);
    }
  });
});
