// Reviews and decisions (spec 2 §4, §5, §8): the first review saves, asks for an update or sends to
// second review through the registration rule set (a recommended action is needed; only not approve
// while the district is 'Other'); the second review approves (creating the institution with its
// head contact and course list contact, in the same transaction as the decision), does not approve,
// or exits back; a re-registration's approval needs the letter's end date and updates the
// publisher; decision notices go to the submitter and the head contact; delete and recall answer the
// spec's failure messages; the second review's calls need AdminRegistrationSecondReview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { REGISTRATION_TYPE } from '../../../resources/_registrations.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { AuditEntry } from '../../../server/db/system-entities.js';
import { BASE, contact, generalInformation, insertRegistration, outbox, startRegistrationFixture, type RegistrationFixture } from './fixture.js';

let f: RegistrationFixture;
beforeAll(async () => {
  f = await startRegistrationFixture();
}, 120_000);
afterAll(() => f?.h.close());

const get = (path: string, who = f.reviewer) => f.h.call('GET', `${BASE}${path}`, undefined, who);
const post = (path: string, body: unknown, who = f.reviewer) => f.h.call('POST', `${BASE}${path}`, body, who);
const firstReview = (registrationId: number, action: string, extra: Record<string, unknown> = {}, reviewId = 0) =>
  post(`/review/${reviewId}`, { registrationId, action, recommendedActionId: null, decisionComment: null, internalComment: null, ...extra });
const secondReview = (registrationId: number, action: string, extra: Record<string, unknown> = {}, who = f.second) =>
  post('/approve/0', { registrationId, action, decisionComment: null, internalComment: null, ...extra }, who);
const statusOf = async (id: number) => (await get(`/${id}`)).body.registrationStatusId;
const evaluations = () => f.h.db.orm.em.fork().count('RuleEvaluation', {});

describe(`registration reviews (${ENGINE})`, () => {
  it('saves the first review (in review), then refuses second review without a recommended action', async () => {
    const id = await insertRegistration(f);
    const saved = await firstReview(id, 'save', { internalComment: 'Looks complete' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ registrationId: id, internalComment: 'Looks complete', reviewerName: 'Test registration-reviewer', decision: null });
    expect(await statusOf(id)).toBe(2);
    const reviewId = saved.body.registrationReviewId;
    expect(reviewId).toEqual(expect.any(Number));

    const before = await evaluations();
    const refused = await firstReview(id, 'secondreview', {}, reviewId);
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual({ recommendedActionId: ['Choose a recommended action before sending to second review'] });
    expect(await statusOf(id)).toBe(2);
    expect(await evaluations()).toBe(before + 1); // the refusal is recorded

    const sent = await firstReview(id, 'secondreview', { recommendedActionId: 1 }, reviewId);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ decision: 'secondReview', recommendedActionId: 1, ruleSetVersionId: expect.any(Number) });
    expect(await statusOf(id)).toBe(3);
    const row = (await f.h.db.orm.em.fork().findOne('RegistrationReview', { id: reviewId } as never)) as { explanation: { ruleSet: string; outcome: { allowed: boolean } } };
    expect(row.explanation).toMatchObject({ ruleSet: 'registration', outcome: { allowed: true } });
    // the first review cannot act on it any more
    expect((await firstReview(id, 'save', {}, reviewId)).status).toBe(400);
  });

  it("district 'Other': only not approve may be recommended, and approval is refused with the rule's message", async () => {
    const id = await insertRegistration(f, { generalInformation: generalInformation(f, { institutionName: 'Other District High', districtId: -1, otherDistrictName: 'New Unified' }) });
    const approveRecommended = await firstReview(id, 'secondreview', { recommendedActionId: 1 });
    expect(approveRecommended.status).toBe(400);
    expect(approveRecommended.body.modelState).toEqual({ recommendedActionId: ["Only 'Not approve' can be recommended while approval is blocked"] });
    expect((await firstReview(id, 'secondreview', { recommendedActionId: 2 })).status).toBe(200);
    const approve = await secondReview(id, 'approve');
    expect(approve.status).toBe(400);
    expect(approve.body.message).toBe("This school's district is 'Other': create the district before approving the registration");
    expect(approve.body.modelState).toEqual({ action: ["This school's district is 'Other': create the district before approving the registration"] });
    expect(await statusOf(id)).toBe(3);
    // not approving needs the reason the applicant is told
    expect((await secondReview(id, 'notapprove')).body.modelState).toEqual({ decisionComment: ['Tell the applicant why the registration is not approved.'] });
    const no = await secondReview(id, 'notapprove', { decisionComment: 'The district must exist first.' });
    expect(no.status).toBe(200);
    expect(no.body.secondReview).toMatchObject({ decision: 'notApproved', decisionComment: 'The district must exist first.' });
    const reg = await get(`/${id}`);
    expect(reg.body).toMatchObject({ registrationStatusId: 6, isReviewComplete: true, decidedOn: expect.any(String), notificationSentOn: expect.any(String) });
    const mails = await outbox(f, id);
    expect(mails.map((m) => m.to).sort()).toEqual(['ana.ruiz@lakeview.example.org', 'applicant@lakeview.example.org']);
    expect(mails[0].templateKey).toBe('registration-not-approved');
    expect(mails[0].subject).toBe('Registration not approved: Other District High');
    expect(mails.some((m) => m.text.includes('The district must exist first.'))).toBe(true);
  });

  it('approval creates the institution from the sections, with its head and course list contacts, in one transaction', async () => {
    const id = await insertRegistration(f, { registrationCycleYear: 2026 });
    await firstReview(id, 'secondreview', { recommendedActionId: 1 });
    const res = await secondReview(id, 'approve', { decisionComment: 'Welcome', internalComment: 'Checked CDS' });
    expect(res.status).toBe(200);
    expect(res.body.secondReview).toMatchObject({ decision: 'approved', isSecondReview: true, reviewerName: 'Test registration-second', ruleSetVersionId: expect.any(Number) });
    const reg = res.body.registration;
    expect(reg).toMatchObject({ registrationStatusId: 5, registrationStatus: 'Approved', institutionId: expect.any(Number), decidedOn: expect.any(String) });
    const em = f.h.db.orm.em.fork();
    const inst = (await em.findOne('Institution', { id: reg.institutionId } as never)) as Record<string, unknown>;
    expect(inst).toMatchObject({
      name: 'Lakeview High',
      institutionTypeId: INSTITUTION_TYPE.school,
      cdsCode: '31668520099999',
      atpCode: '052345',
      countyId: f.countyId,
      districtId: f.districtId,
      streetAddress: '100 Lake Road',
      streetCity: 'Lakeview',
      streetZip: '95630',
      schoolTypeId: 1,
      isTraditional: true,
      gradesOffered: '9-12',
      headContactFirstName: 'Ana',
      headContactLastName: 'Ruiz',
      headContactEmail: 'ana.ruiz@lakeview.example.org',
      headContactPhone: '9165550100',
      headContactPositionId: f.positionId,
      courseListContactName: 'Ben Ode',
      courseListContactEmail: 'ben.ode@lakeview.example.org',
    });
    const accreditation = (await em.findOne('InstitutionAccreditation', { institutionId: reg.institutionId } as never)) as Record<string, unknown>;
    expect(accreditation).toMatchObject({ accreditationStatusId: 1, accreditingOrganizationId: 6 });
    // the institution and the registration each have their audit entry
    const audited = async (entity: string, eid: number) => em.count('AuditEntry', { entity, entityId: String(eid) } as never);
    expect(await audited('institutions', reg.institutionId)).toBeGreaterThan(0);
    expect(await audited('registrations', id)).toBeGreaterThan(0);
    expect(await audited('registration-reviews', res.body.secondReview.registrationReviewId)).toBeGreaterThan(0);
    const mails = await outbox(f, id);
    expect(mails.map((m) => m.subject)).toEqual(['Registration approved: Lakeview High', 'Registration approved: Lakeview High']);
    expect(mails[0].text).toContain('2026-27');
    // decided: read-only, cannot be deleted, its notice can be resent
    expect((await post(`/${id}/generalinformation`, generalInformation(f))).status).toBe(400);
    const del = await post(`/${id}/delete`, {});
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('An error occurred while trying to delete this registration.');
    const resent = await post(`/${id}/resendnotification`, {});
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('Email has been resent to applicant@lakeview.example.org, ana.ruiz@lakeview.example.org');
    expect((await outbox(f, id)).map((m) => m.to)).toEqual(['applicant@lakeview.example.org', 'ana.ruiz@lakeview.example.org', 'applicant@lakeview.example.org', 'ana.ruiz@lakeview.example.org']);
  });

  it('answers "create the institution" with the reason when the directory refuses it, and changes nothing', async () => {
    // the network picked is a school, not a school network
    const id = await insertRegistration(f, { generalInformation: generalInformation(f, { institutionName: 'Wrong Network High', schoolNetworkId: f.schools[0] }), registrationStatusId: 3 });
    const institutionsBefore = await f.h.db.orm.em.fork().count('Institution', {});
    const res = await secondReview(id, 'approve');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('An error occurred while attempting to create the institution: selectedSchoolNetwork: Choose a school network.');
    expect(res.body.modelState).toEqual({ selectedSchoolNetwork: ['Choose a school network.'] });
    expect(await statusOf(id)).toBe(3);
    expect(await f.h.db.orm.em.fork().count('Institution', {})).toBe(institutionsBefore);
    expect(await outbox(f, id)).toEqual([]);
    expect((await get(`/review/${id}`)).body.secondReview.registrationReviewId).toBeNull();
  });

  it('approves a school network and a program with their institution types', async () => {
    const network = await insertRegistration(f, {
      registrationTypeId: REGISTRATION_TYPE.schoolNetwork,
      registrationStatusId: 3,
      generalInformation: generalInformation(f, { institutionName: 'Summit Network', cdsCode: null, districtId: null }),
      programSchools: { schools: [f.schools[0], f.schools[2]].map((institutionId) => ({ institutionId, name: 'as listed', cdsCode: null, city: null })) },
    });
    const program = await insertRegistration(f, {
      registrationTypeId: REGISTRATION_TYPE.program,
      registrationStatusId: 3,
      generalInformation: generalInformation(f, { institutionName: 'Bridge Program', cdsCode: null, districtId: null }),
      programInformation: { programTypeId: null, campusLocation: 'Sacramento campus', universityCampusId: null, connectedProgramId: null, description: 'Summer bridge', website: null },
    });
    const em = f.h.db.orm.em.fork();
    for (const [id, type] of [
      [network, INSTITUTION_TYPE.schoolNetwork],
      [program, INSTITUTION_TYPE.program],
    ]) {
      const res = await secondReview(id, 'approve');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const inst = (await em.findOne('Institution', { id: res.body.registration.institutionId } as never)) as Record<string, unknown>;
      expect(inst.institutionTypeId).toBe(type);
    }
    const created = (await em.findOne('Institution', { name: 'Bridge Program' } as never)) as Record<string, unknown>;
    expect(created.campusLocation).toBe('Sacramento campus');
    // the network's listed school joins it, audited; the deleted one listed beside it is left alone
    const summit = (await em.findOne('Institution', { name: 'Summit Network' } as never)) as Record<string, unknown>;
    const joined = (await em.findOne('Institution', { id: f.schools[0] } as never, { refresh: true })) as Record<string, unknown>;
    expect(joined.schoolNetworkId).toBe(summit.id);
    expect(((await em.findOne('Institution', { id: f.schools[2] } as never, { refresh: true })) as Record<string, unknown>).schoolNetworkId).toBeNull();
    const audit = await em.find(AuditEntry, { entity: 'institutions', entityId: String(f.schools[0]) });
    expect(audit.some((a) => JSON.stringify(a).includes('schoolNetworkId'))).toBe(true);
  });

  it('exits back to the first reviewer, and recall returns a second review to in review', async () => {
    const id = await insertRegistration(f);
    const sent = await firstReview(id, 'secondreview', { recommendedActionId: 2, decisionComment: 'Missing letters' });
    const firstId = sent.body.registrationReviewId;
    const exit = await secondReview(id, 'exit', { internalComment: 'Please look again' });
    expect(exit.status).toBe(200);
    expect(exit.body.secondReview.decision).toBe('returned');
    expect(exit.body.firstReview).toMatchObject({ registrationReviewId: firstId, decision: null, recommendedActionId: 2 });
    expect(await statusOf(id)).toBe(2);

    expect((await firstReview(id, 'secondreview', { recommendedActionId: 2 }, firstId)).status).toBe(200);
    expect((await post(`/${id}/recall`, {}, f.reviewer)).status).toBe(403);
    const recalled = await post(`/${id}/recall`, {}, f.second);
    expect(recalled.status).toBe(200);
    expect(recalled.body.registrationStatusId).toBe(2);
    const again = await post(`/${id}/recall`, {}, f.second);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('An error occurred while trying to recall from 2nd review.');
    expect(again.body.modelState.registrationStatusId).toEqual(['The registration is in review, not in second review.']);
  });

  it('asks the applicant for an update: the comment is required, then the registration is read-only', async () => {
    const id = await insertRegistration(f);
    expect((await firstReview(id, 'requestupdate')).body.modelState).toEqual({ decisionComment: ['Tell the applicant what to correct.'] });
    const res = await firstReview(id, 'requestupdate', { decisionComment: 'Upload the second letter of intent.' });
    expect(res.status).toBe(200);
    expect(res.body.decision).toBe('waitingForUpdate');
    const reg = await get(`/${id}`);
    expect(reg.body).toMatchObject({ registrationStatusId: 4, isEditable: false });
    const save = await post(`/${id}/generalinformation`, generalInformation(f));
    expect(save.status).toBe(400);
    expect(save.body.message).toBe('This registration is waiting for update: it can no longer be changed.');
    expect((await post(`/${id}/resendnotification`, {})).status).toBe(400);
  });

  it("re-registration: approval needs the letter's end date, then updates the publisher", async () => {
    const id = await insertRegistration(f, {
      registrationTypeId: REGISTRATION_TYPE.reregistration,
      institutionId: f.publisherId,
      generalInformation: generalInformation(f, { institutionName: 'New Name Online Academy', cdsCode: null, districtId: null, isPrivateSchool: true }),
      accreditation: { accreditationStatusId: 1, accreditingOrganizationId: 6, accreditationExpirationDate: '2031-06-30', accreditationExplanation: null, accreditationLetterShown: true, letterEndDay: 30, letterEndMonth: 6, letterEndYear: null },
      contactInformation: { headContact: contact('Lee', 'Park', 'lee.park@academy.example.org'), courseListManager: contact('Kim', 'Cho', 'kim.cho@academy.example.org') },
    });
    expect((await post(`/reregister/secondreview/0`, { registrationId: id, recommendedActionId: null })).status).toBe(400);
    const sent = await post(`/reregister/secondreview/0`, { registrationId: id, recommendedActionId: 1 });
    expect(sent.status).toBe(200);
    expect((await f.h.call('POST', `${BASE}/ReRegister/Review/${id}`, { action: 'approve' }, f.reviewer)).status).toBe(403);
    const refused = await f.h.call('POST', `${BASE}/ReRegister/Review/${id}`, { registrationId: id, action: 'approve', decisionComment: null, internalComment: null }, f.second);
    expect(refused.status).toBe(400);
    expect(refused.body.modelState).toEqual({ accreditationLetter: ['Enter the end day, month and year of the accreditation letter before approving'] });

    // the second reviewer completes the letter's date (editable in second review), then approves
    const reg = (await get(`/${id}`)).body;
    const fixed = await post(`/${id}/accreditation`, { ...reg.accreditation, letterEndYear: 2031, rowVersion: reg.rowVersion }, f.second);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const approved = await f.h.call('POST', `${BASE}/ReRegister/Review/${id}`, { registrationId: id, action: 'approve', decisionComment: null, internalComment: null }, f.second);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.registration).toMatchObject({ registrationStatusId: 5, institutionId: f.publisherId });
    const publisher = (await f.h.db.orm.em.fork().findOne('Institution', { id: f.publisherId } as never)) as Record<string, unknown>;
    expect(publisher).toMatchObject({ name: 'New Name Online Academy', institutionTypeId: INSTITUTION_TYPE.onlinePublisher, headContactEmail: 'lee.park@academy.example.org', courseListContactName: 'Kim Cho' });
    const comparison = await get(`/reregistered/${id}`);
    expect(comparison.body.institution.name).toBe('New Name Online Academy');
  });

  it('deletes a registration not yet approved with the spec message, and it leaves the list', async () => {
    const id = await insertRegistration(f, { generalInformation: generalInformation(f, { institutionName: 'Withdrawn High' }) });
    const res = await post(`/${id}/delete`, {});
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Withdrawn High has been deleted.');
    expect((await get(`/${id}`)).status).toBe(404);
    const list = await post('/search', { pagedDetails: { page: 1, pageSize: 25 }, query: 'Withdrawn', queueType: 'main' });
    expect(list.body.total).toBe(0);
  });

  it('keeps the second review decisions to AdminRegistrationSecondReview and everything from strangers', async () => {
    const id = await insertRegistration(f, { registrationStatusId: 3 });
    expect((await secondReview(id, 'approve', {}, f.reviewer)).status).toBe(403);
    expect((await secondReview(id, 'approve', {}, f.analyst)).status).toBe(403);
    for (const [method, path] of [
      ['POST', `/review/0`],
      ['POST', `/approve/0`],
      ['POST', `/${id}/delete`],
      ['POST', `/${id}/recall`],
      ['POST', `/${id}/resendnotification`],
      ['POST', `/reregister/secondreview/0`],
      ['POST', `/ReRegister/Review/${id}`],
    ]) {
      expect((await f.h.call(method, `${BASE}${path}`, {})).status, path).toBe(401);
      expect((await f.h.call(method, `${BASE}${path}`, {}, f.analyst)).status, path).toBe(403);
    }
  });
});
