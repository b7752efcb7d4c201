// Section saves and attachments (spec 2 §4, §5, §9; docs/registrations.md "Section documents"): each
// section is checked by its strict schema with problems on their field paths; saving the general
// information keeps the registration's columns in step; a stale rowVersion is a 409; only the
// sections of the registration's type, only while submitted, in review or in second review; the
// program schools are schools of the directory, each once; exactly two agreement letters; files go
// in and come back byte for byte, counted as letters of intent, and are removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { REGISTRATION_TYPE } from '../../../resources/_registrations.js';
import { BASE, certification, contact, generalInformation, insertRegistration, samplePdf, startRegistrationFixture, type RegistrationFixture } from './fixture.js';

let f: RegistrationFixture;
beforeAll(async () => {
  f = await startRegistrationFixture();
}, 120_000);
afterAll(() => f?.h.close());

const post = (path: string, body: unknown, who = f.reviewer) => f.h.call('POST', `${BASE}${path}`, body, who);
const get = (path: string, who = f.reviewer) => f.h.call('GET', `${BASE}${path}`, undefined, who);

describe(`registration sections (${ENGINE})`, () => {
  it('saves the general information, keeps the name, CDS code and county columns in step, and refuses a stale version', async () => {
    const id = await insertRegistration(f);
    const before = (await get(`/${id}`)).body;
    const res = await post(`/${id}/generalinformation`, { ...generalInformation(f, { institutionName: 'Lakeview Senior High', cdsCode: '31668520088888', countyId: 2 }), rowVersion: before.rowVersion });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ institutionName: 'Lakeview Senior High', cdsCode: '31668520088888', countyId: 2, rowVersion: before.rowVersion + 1, lastUpdatedOn: expect.any(String) });
    expect(res.body.generalInformation.institutionName).toBe('Lakeview Senior High');
    const row = (await f.h.db.orm.em.fork().findOne('Registration', { id } as never)) as Record<string, unknown>;
    expect(row).toMatchObject({ institutionName: 'Lakeview Senior High', cdsCode: '31668520088888', countyId: 2 });
    const stale = await post(`/${id}/generalinformation`, { ...generalInformation(f), rowVersion: before.rowVersion });
    expect(stale.status).toBe(409);
    // without a version the save applies
    expect((await post(`/${id}/generalinformation`, generalInformation(f))).status).toBe(200);
  });

  it("answers the district's directory name beside its id, takes it back from a form and never stores it", async () => {
    const id = await insertRegistration(f);
    const shown = (await get(`/${id}`)).body.generalInformation;
    expect(shown).toMatchObject({ districtId: f.districtId, districtName: 'Sierra Unified' });
    const res = await post(`/${id}/generalinformation`, { ...shown, districtName: 'Anything the form held' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.generalInformation.districtName).toBe('Sierra Unified');
    const row = (await f.h.db.orm.em.fork().findOne('Registration', { id } as never)) as { generalInformation: Record<string, unknown> };
    expect(row.generalInformation).not.toHaveProperty('districtName');
  });

  it('refuses unknown fields and bad values on their field paths', async () => {
    const id = await insertRegistration(f);
    const res = await post(`/${id}/generalinformation`, generalInformation(f, { institutionName: ' ', cdsCode: '123', lowestGrade: 12, highestGrade: 10, districtId: -1, nickname: 'x' }));
    expect(res.status).toBe(400);
    expect(res.body.modelState).toEqual({
      institutionName: ['Required.'],
      cdsCode: ['Enter the 14 digits of the CDS code.'],
      nickname: ['Unknown field.'],
      highestGrade: ['The highest grade cannot be below the lowest grade.'],
      otherDistrictName: ["Name the district when it is 'Other'."],
    });
    const order = await post(`/${id}/generalinformation`, generalInformation(f, { lowestGrade: 12, highestGrade: 10, districtId: -1 }));
    expect(order.body.modelState).toEqual({ highestGrade: ['The highest grade cannot be below the lowest grade.'], otherDistrictName: ["Name the district when it is 'Other'."] });
    const grade = await post(`/${id}/generalinformation`, generalInformation(f, { lowestGrade: 8 }));
    expect(grade.body.modelState).toEqual({ lowestGrade: ['Enter a grade from 9 to 12.'] });

    const contacts = await post(`/${id}/contactinformation`, {
      headContact: { ...contact('Ana', 'Ruiz', 'not-an-email'), phone: { number: '555', extension: null, isInternational: false, internationalNumber: null } },
      courseListManager: { ...contact('Ben', 'Ode', 'ben@example.org'), phone: { number: null, extension: null, isInternational: true, internationalNumber: null } },
    });
    expect(contacts.status).toBe(400);
    expect(contacts.body.modelState).toEqual({
      'headContact.email': ['Enter a valid e-mail address.'],
      'headContact.phone.number': ['Enter the 10 digits of the phone number.'],
      'courseListManager.phone.internationalNumber': ['Enter the international number with its country code.'],
    });
    const ok = await post(`/${id}/contactinformation`, { headContact: contact('Ana', 'Ruiz', 'ana@example.org'), courseListManager: { ...contact('Ben', 'Ode', 'ben@example.org'), phone: { number: null, extension: null, isInternational: true, internationalNumber: '+44 20 7946 0000' } } });
    expect(ok.status).toBe(200);
    expect(ok.body.contactInformation.courseListManager.phone.internationalNumber).toBe('+44 20 7946 0000');
  });

  it('accreditation: an expired accreditation by a body other than WASC needs an explanation', async () => {
    const id = await insertRegistration(f);
    const base = { accreditationStatusId: 1, accreditingOrganizationId: 3, accreditationExpirationDate: '2020-06-30', accreditationExplanation: null, accreditationLetterShown: false, letterEndDay: null, letterEndMonth: null, letterEndYear: null };
    const res = await post(`/${id}/accreditation`, base);
    expect(res.status).toBe(400);
    expect(res.body.modelState).toEqual({ accreditationExplanation: ['An explanation is required when the institution is accredited by a body other than WASC and the accreditation is expired.'] });
    expect((await post(`/${id}/accreditation`, { ...base, accreditingOrganizationId: 6 })).status).toBe(200);
    expect((await post(`/${id}/accreditation`, { ...base, accreditationExplanation: 'Renewal visit in May' })).status).toBe(200);
    expect((await post(`/${id}/accreditation`, { ...base, accreditationExpirationDate: '2026-02-30', accreditingOrganizationId: 6 })).body.modelState).toEqual({ accreditationExpirationDate: ['Enter a real date as YYYY-MM-DD.'] });
  });

  it('school type Other needs its name', async () => {
    const id = await insertRegistration(f);
    const other = await post(`/${id}/schooltype`, { schoolTypeId: 10, otherSchoolType: null, isOnlineSchool: false, isIndependentStudy: true, isTraditional: false });
    expect(other.body.modelState).toEqual({ otherSchoolType: ['Name the school type when it is Other.'] });
    const ok = await post(`/${id}/schooltype`, { schoolTypeId: 10, otherSchoolType: 'Hospital school', isOnlineSchool: false, isIndependentStudy: true, isTraditional: false });
    expect(ok.status).toBe(200);
    expect(ok.body.schoolType).toEqual({ schoolTypeId: 10, otherSchoolType: 'Hospital school', isOnlineSchool: false, isIndependentStudy: true, isTraditional: false });
  });

  it('certification needs exactly two agreement letters checked', async () => {
    const id = await insertRegistration(f);
    for (const checked of [[true, false, false], [true, true, true]]) {
      const res = await post(`/${id}/certification`, certification(checked));
      expect(res.status).toBe(400);
      expect(res.body.modelState).toEqual({ agreementLetters: ['Check exactly two agreement letters.'] });
    }
    expect((await post(`/${id}/certification`, certification([false, true, true]))).status).toBe(200);
  });

  it('program schools: schools of the directory, each once, stored with their directory names', async () => {
    const id = await insertRegistration(f, { registrationTypeId: REGISTRATION_TYPE.program });
    const school = (institutionId: number) => ({ institutionId, name: 'typed by hand', cdsCode: null, city: null });
    const twice = await post(`/${id}/programschools`, { schools: [school(f.schools[0]), school(f.schools[1]), school(f.schools[0])] });
    expect(twice.status).toBe(400);
    expect(twice.body.modelState).toEqual({ 'schools[2].institutionId': ['This school is already in the list.'] });
    const notSchools = await post(`/${id}/programschools`, { schools: [school(f.schools[2]), school(f.districtId)] });
    expect(notSchools.body.modelState).toEqual({ 'schools[0].institutionId': ['Choose a school of the directory.'], 'schools[1].institutionId': ['Choose a school of the directory.'] });
    const ok = await post(`/${id}/programschools`, { schools: [school(f.schools[1]), school(f.schools[0])] });
    expect(ok.status).toBe(200);
    expect(ok.body.programSchools.schools).toEqual([
      { institutionId: f.schools[1], name: 'Oak Ridge High', cdsCode: '31668520000002', city: 'El Dorado Hills' },
      { institutionId: f.schools[0], name: 'Granite Bay High', cdsCode: '31668520000001', city: 'Granite Bay' },
    ]);
    const info = await post(`/${id}/programinformation`, { programTypeId: 1, campusLocation: 'Davis', universityCampusId: null, connectedProgramId: null, description: 'Bridge', website: null });
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    const structure = await post(`/${id}/programstructure`, { lowestGrade: 11, highestGrade: 12, institutionOperatingScheduleId: null, hoursPerWeek: 10, weeksPerYear: 6, deliveryModes: ['classroom', 'teleport'], description: 'Summer' });
    expect(structure.body.modelState).toEqual({ 'deliveryModes[1]': ['Choose classroom or online.'] });
    expect((await post(`/${id}/programstructure`, { lowestGrade: 11, highestGrade: 12, institutionOperatingScheduleId: null, hoursPerWeek: 10, weeksPerYear: 6, deliveryModes: ['online'], description: 'Summer' })).status).toBe(200);
  });

  it("refuses a section the registration's type does not show, and any save once decided", async () => {
    const school = await insertRegistration(f);
    const res = await post(`/${school}/programschools`, { schools: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A school registration has no programSchools section.');
    const publisher = await insertRegistration(f, { registrationTypeId: REGISTRATION_TYPE.onlinePublisher });
    const assessment = await post(`/${publisher}/onlineselfassessment`, { completedOn: '2026-08-01', answers: [{ questionId: 1, question: 'Do courses have teachers?', answer: 'yes', comment: null }] });
    expect(assessment.status).toBe(200);
    expect(assessment.body.onlineSelfAssessment.answers[0].answer).toBe('yes');
    for (const status of [4, 5, 6]) {
      const decided = await insertRegistration(f, { registrationStatusId: status });
      const save = await post(`/${decided}/certification`, certification());
      expect(save.status).toBe(400);
      expect(save.body.message).toMatch(/: it can no longer be changed\.$/);
    }
    expect((await post(`/999999/certification`, certification())).status).toBe(404);
  });
});

describe(`registration attachments (${ENGINE})`, () => {
  it('takes a letter of intent, streams the same bytes back, counts it and removes it', async () => {
    const id = await insertRegistration(f);
    const pdf = samplePdf('Letter of intent from Lakeview High');
    const res = await post(`/${id}/attachment/1`, { fileName: 'Intent letter.pdf', content: pdf.toString('base64'), contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ registrationId: id, attachmentTypeId: 1, attachmentType: 'Letter of intent', fileName: 'Intent letter.pdf', contentType: 'application/pdf', sizeBytes: pdf.length, uploadedByName: 'Test registration-reviewer' });
    const blobId = res.body.blobId;
    expect((await get(`/${id}`)).body).toMatchObject({ lettersOfIntent: { expected: 2, received: 1 }, attachments: [{ blobId }] });

    const opened = await fetch(`${f.h.url}${BASE}/attachment/${blobId}`, { headers: { cookie: f.reviewer } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="Intent letter.pdf"/);
    expect(Buffer.from(await opened.arrayBuffer()).equals(pdf)).toBe(true);
    const downloaded = await fetch(`${f.h.url}${BASE}/attachment/${blobId}?download=true`, { headers: { cookie: f.reviewer } });
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await fetch(`${f.h.url}${BASE}/attachment/${blobId}`, { headers: { cookie: f.analyst } })).status).toBe(403);

    const removed = await f.h.call('DELETE', `${BASE}/${id}/attachment/${blobId}`, undefined, f.reviewer);
    expect(removed.status).toBe(204);
    expect((await get(`/${id}`)).body).toMatchObject({ lettersOfIntent: { received: 0 }, attachments: [] });
    expect((await get(`/attachment/${blobId}`)).status).toBe(404);
  });

  it('refuses files that are not what they claim, unknown types, and files on a decided registration', async () => {
    const id = await insertRegistration(f);
    const lie = await post(`/${id}/attachment/1`, { fileName: 'letter.png', content: samplePdf().toString('base64') });
    expect(lie.status).toBe(400);
    expect(lie.body.modelState.content[0]).toMatch(/content is a PDF document, but its name ends in \.png/);
    const html = await post(`/${id}/attachment/1`, { fileName: 'letter.pdf', content: Buffer.from('<html></html>').toString('base64') });
    expect(html.body.modelState.content[0]).toMatch(/not a PDF, Word/);
    expect((await post(`/${id}/attachment/9`, { fileName: 'letter.pdf', content: samplePdf().toString('base64') })).status).toBe(400);
    const decided = await insertRegistration(f, { registrationStatusId: 6 });
    const late = await post(`/${decided}/attachment/1`, { fileName: 'letter.pdf', content: samplePdf().toString('base64') });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('This registration is not approved: it can no longer be changed.');
    // a file larger than the general 1 MB body limit still arrives (its own limit), and one above 10 MB is refused by size
    const big = Buffer.concat([samplePdf(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await post(`/${id}/attachment/6`, { fileName: 'catalogue.pdf', content: big.toString('base64') })).status).toBe(201);
  });
});
