// Registration review in the browser on the real server with the demo data, and registrations of its
// own inserted here: a reviewer (AdminReviewInstitutionRegistration) finds the list in the menu, opens
// a school's registration, is refused a bad CDS code on the general information (the server's field
// error under the field), saves a good one, and sends the registration to 2nd review recommending
// approval; a second reviewer (both abilities) reads the recommendation, approves, and follows the
// link to the new institution. A public school in district Other offers only Not approve, with the
// rule's reason. The re-registration shows the publisher's record beside the changes. Each screen has
// no serious or critical axe finding and no sideways scroll at 1366 and 400 px; screenshots at both.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import registrations from '../../resources/registrations.js';
import roles from '../../resources/roles.js';
import users from '../../resources/users.js';
import { runAs } from '../../server/audit/context.js';
import { hashPassword } from '../../server/auth/password.js';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { horizontalOverflow } from './support/fit.js';

let e2e: E2E;
const PASSWORD = 'registration-reviewer-pw';
const ids = { school: 0, blocked: 0, reregistration: 0 };
const SCHOOL = 'Sierra Vista Preparatory Academy';
const BLOCKED = 'Lakeside Public High School';
let PUBLISHER = '';

const contact = (firstName: string, lastName: string, email: string) => ({ firstName, lastName, positionId: null, email, phone: { number: '9165550142', extension: null, isInternational: false, internationalNumber: null } });
const certification = {
  certifiedByName: 'Dana Whitfield',
  certifiedByTitle: 'Head of school',
  certifiedOn: '2026-09-14',
  agreementLetters: [
    { id: 1, title: 'UC a-g course list agreement: courses listed are taught as approved', checked: true },
    { id: 2, title: 'Certification that the information in this registration is accurate', checked: true },
  ],
};
const general = (name: string, districtId: number, extra: Record<string, unknown> = {}) => ({
  institutionName: name,
  cdsCode: null,
  atpCode: null,
  streetAddress: '1200 Oak Grove Road',
  streetCity: 'Sacramento',
  streetState: 'CA',
  streetZip: '95814',
  countyId: null,
  phone: '9165550100',
  website: 'https://example.org',
  isPrivateSchool: false,
  isCharterSchool: false,
  districtId,
  otherDistrictName: null,
  schoolNetworkId: null,
  governanceId: null,
  lowestGrade: 9,
  highestGrade: 12,
  institutionOperatingScheduleId: null,
  openDate: '2025-08-18',
  ...extra,
});

beforeAll(async () => {
  e2e = await startE2E();
  const em = e2e.orm.em.fork();
  const sql = em.getConnection();
  // the directory's district 'Other' is id -1 (spec 2 §9): a real one is wanted here
  const [district] = await sql.execute<{ id: number }[]>(`select id from institution where institution_type_id = 5 and id > 0 order by id limit 1`);
  const [publisher] = await sql.execute<{ id: number; name: string }[]>(`select id, name from institution where institution_type_id = 4 order by id limit 1`);
  PUBLISHER = publisher.name;
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const reviewer = em.create(roles.entity, { name: 'Registration Reviewer (e2e)', description: 'Reviews registrations.', abilities: ['AdminReviewInstitutionRegistration'] } as never) as { id: number };
    // the second reviewer also opens the institution an approval creates (its details need an institution ability)
    const second = em.create(roles.entity, { name: 'Registration Second Reviewer (e2e)', description: 'Decides registrations.', abilities: ['AdminReviewInstitutionRegistration', 'AdminRegistrationSecondReview', 'AdminViewInstitutions'] } as never) as { id: number };
    await em.flush();
    em.create(users.entity, { username: 'rreviewer', email: 'rreviewer@example.org', firstName: 'Rosa', lastName: 'Ibarra', password: await hashPassword(PASSWORD), roleId: reviewer.id, userKind: 'ucop', isActive: true } as never);
    em.create(users.entity, { username: 'rsecond', email: 'rsecond@example.org', firstName: 'Sam', lastName: 'Okafor', password: await hashPassword(PASSWORD), roleId: second.id, userKind: 'ucop', isActive: true } as never);
    const base = { registrationStatusId: 1, submittedOn: new Date('2026-09-15T17:00:00Z'), registrationCycleYear: 2026, certification };
    const school = em.create(registrations.entity, {
      ...base,
      registrationTypeId: 1,
      institutionName: SCHOOL,
      submitterEmail: 'dana.whitfield@example.org',
      generalInformation: general(SCHOOL, district.id),
      accreditation: { accreditationStatusId: 1, accreditingOrganizationId: 6, accreditationExpirationDate: '2030-06-30', accreditationExplanation: null, accreditationLetterShown: false, letterEndDay: null, letterEndMonth: null, letterEndYear: null },
      schoolType: { schoolTypeId: 1, otherSchoolType: null, isOnlineSchool: false, isIndependentStudy: false, isTraditional: true },
      contactInformation: { headContact: contact('Dana', 'Whitfield', 'dana.whitfield@example.org'), courseListManager: contact('Luis', 'Moreno', 'luis.moreno@example.org') },
    } as never) as { id: number };
    const blocked = em.create(registrations.entity, {
      ...base,
      registrationTypeId: 1,
      institutionName: BLOCKED,
      submitterEmail: 'principal@lakeside.example.org',
      generalInformation: general(BLOCKED, -1, { otherDistrictName: 'New Valley Unified' }),
      accreditation: { accreditationStatusId: 2, accreditingOrganizationId: 6, accreditationExpirationDate: '2029-06-30', accreditationExplanation: null, accreditationLetterShown: false, letterEndDay: null, letterEndMonth: null, letterEndYear: null },
      schoolType: { schoolTypeId: 1, otherSchoolType: null, isOnlineSchool: false, isIndependentStudy: false, isTraditional: true },
      contactInformation: { headContact: contact('Ada', 'Nguyen', 'principal@lakeside.example.org'), courseListManager: contact('Ben', 'Cole', 'ben.cole@lakeside.example.org') },
    } as never) as { id: number };
    const reregistration = em.create(registrations.entity, {
      ...base,
      registrationTypeId: 6,
      institutionName: publisher.name,
      institutionId: publisher.id,
      submitterEmail: 'renewals@publisher.example.org',
      generalInformation: general(publisher.name, 0, { districtId: null, website: 'https://courses.publisher.example.org' }),
      accreditation: { accreditationStatusId: 1, accreditingOrganizationId: 6, accreditationExpirationDate: '2031-06-30', accreditationExplanation: null, accreditationLetterShown: true, letterEndDay: 30, letterEndMonth: 6, letterEndYear: 2031 },
      contactInformation: { headContact: contact('Mia', 'Hart', 'mia.hart@publisher.example.org'), courseListManager: contact('Omar', 'Said', 'omar.said@publisher.example.org') },
      onlineSelfAssessment: { completedOn: '2026-09-01', answers: [{ questionId: 1, question: 'Does each course have a full course outline aligned with its a-g subject area?', answer: 'yes', comment: null }] },
    } as never) as { id: number };
    await em.flush();
    Object.assign(ids, { school: school.id, blocked: blocked.id, reregistration: reregistration.id });
  });
}, 600_000);
afterAll(() => e2e?.close());

async function signedIn(username: string): Promise<Page> {
  const page = await e2e.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await e2e.signIn(page, username, PASSWORD);
  return page;
}

/** axe and fit at 1366 px, then at 400 px, each with a screenshot; back to 1366. */
async function fitsBothWidths(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const width of [1366, 400]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    expect(await seriousAxeFindings(page), `${name} at ${width} px`).toEqual([]);
    expect(await horizontalOverflow(page), `${name} at ${width} px`).toBeLessThanOrEqual(0);
    await e2e.shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const section = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

describe('registration review in the browser', () => {
  it('lists the registrations in three tabs from the menu, searchable, with the tab and search in the address', async () => {
    const page = await signedIn('rreviewer');
    // the first of the two entries: Institutions › Registrations (the other is the generated Workflow data list's)
    await page.getByRole('menuitem', { name: /Registrations$/ }).first().click();
    await page.waitForURL(/\/registrations$/);
    const tabs = page.getByRole('tablist', { name: 'Registration lists' });
    await tabs.getByRole('tab', { name: /^Submitted registrations \(\d+\)$/ }).waitFor();
    await tabs.getByRole('tab', { name: /^Pending 2nd review \(\d+\)$/ }).waitFor();
    await tabs.getByRole('tab', { name: /^Completed \(\d+\)$/ }).waitFor();
    const table = page.getByRole('table', { name: 'Submitted registrations' });
    await table.waitFor();
    expect(await page.locator('th[aria-sort="ascending"]').textContent()).toMatch(/^Submitted/);
    await fitsBothWidths(page, 'registrations-list', () => table.waitFor());

    await page.getByRole('searchbox', { name: /Search registrations/ }).fill('Sierra Vista Prep');
    await page.waitForURL(/q=Sierra/);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('link', { name: SCHOOL }).click();
    await page.waitForURL(new RegExp(`/registration/${ids.school}$`));
    await page.getByRole('heading', { name: SCHOOL, level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL(/q=Sierra/);
    expect(await page.getByRole('searchbox', { name: /Search registrations/ }).inputValue()).toBe('Sierra Vista Prep');
    await page.close();
  });

  it('edits a section, sees the server refuse a bad value on its field, and sends the registration to 2nd review', async () => {
    const page = await signedIn('rreviewer');
    await page.goto(`${e2e.baseUrl}/registration/${ids.school}`);
    await page.getByRole('heading', { name: SCHOOL, level: 1 }).waitFor();
    for (const title of ['General information', 'Accreditation', 'School type', 'Contact information', 'Certification', 'Attachments'])
      await page.getByRole('heading', { name: title, exact: true, level: 2 }).waitFor();
    await page.getByText('Letters of intent: 0 of 2 expected').waitFor();
    await fitsBothWidths(page, 'registrations-detail', () => page.getByRole('heading', { name: 'Review', exact: true }).waitFor());

    const card = section(page, 'General information');
    await card.getByRole('button', { name: 'Edit general information' }).click();
    const form = card.getByRole('form', { name: 'Edit general information' });
    await form.getByLabel('CDS code (14 digits)').fill('123');
    await form.getByRole('button', { name: 'Save general information' }).click();
    await form.getByRole('alert').waitFor();
    await form.getByText('Enter the 14 digits of the CDS code.').waitFor();
    await e2e.shot(page, 'registrations-field-error-1366');
    await form.getByLabel('CDS code (14 digits)').fill('34674390123456');
    await form.getByLabel('Website').fill('https://sierravista.example.org');
    await form.getByRole('button', { name: 'Save general information' }).click();
    await form.waitFor({ state: 'detached' });
    await card.getByText('34674390123456').waitFor();
    await card.getByText('https://sierravista.example.org').waitFor();

    const review = section(page, 'Review');
    await review.getByRole('radio', { name: 'Approve', exact: true }).check();
    await review.getByLabel('Decision comment').fill('Complete registration; WASC accredited through 2030.');
    await review.getByLabel('Internal comment').fill('District checked against the directory.');
    await review.getByRole('button', { name: 'Send to 2nd review' }).click();
    await page.waitForURL(/\/registrations$/);
    await page.getByRole('tab', { name: /^Pending 2nd review/ }).click();
    await page.waitForURL(/tab=second/);
    await page.getByRole('table', { name: 'Pending 2nd review' }).getByRole('link', { name: SCHOOL }).waitFor();
    await page.close();
  });

  it('the second reviewer approves with the first review in view and follows the link to the new institution', async () => {
    const page = await signedIn('rsecond');
    await page.goto(`${e2e.baseUrl}/registrations?tab=second&q=${encodeURIComponent('Sierra Vista Prep')}`);
    await page.getByRole('table', { name: 'Pending 2nd review' }).getByRole('link', { name: SCHOOL }).click();
    await page.waitForURL(new RegExp(`/registration/review/${ids.school}$`));
    const first = section(page, 'First review');
    await first.getByText('Approve', { exact: true }).waitFor();
    await first.getByText('Complete registration; WASC accredited through 2030.').waitFor();
    await first.getByText('District checked against the directory.').waitFor();
    // read-only: no section offers an edit
    await section(page, 'General information').getByText('34674390123456').waitFor();
    expect(await page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
    await fitsBothWidths(page, 'registrations-second-review', () => page.getByRole('button', { name: 'Approve', exact: true }).waitFor());

    const decision = section(page, 'Second review decision');
    await decision.getByLabel('Decision comment').fill('Approved. Welcome to the program.');
    await decision.getByRole('button', { name: 'Approve', exact: true }).click();
    const link = page.getByRole('link', { name: 'Open the new institution' });
    await link.waitFor();
    await e2e.shot(page, 'registrations-approved-1366');
    await link.click();
    await page.waitForURL(/\/institutions\/details\/\d+/);
    await page.getByRole('heading', { name: new RegExp(SCHOOL) }).first().waitFor();
    await page.close();
  });

  it('a public school in district Other offers only Not approve, with the rule’s reason', async () => {
    const page = await signedIn('rreviewer');
    await page.goto(`${e2e.baseUrl}/registration/${ids.blocked}`);
    const review = section(page, 'Review');
    await review.getByText('Approval is blocked', { exact: true }).waitFor();
    await review.getByText(/district is 'Other'/).waitFor();
    await review.getByRole('radio', { name: 'Not approve' }).waitFor();
    expect(await review.getByRole('radio', { name: 'Approve', exact: true }).count()).toBe(0);
    await section(page, 'General information').getByText('Other: New Valley Unified').waitFor();
    await e2e.shot(page, 'registrations-blocked-1366');
    await page.close();
  });

  it('the re-registration shows the publisher’s record beside what changed and the letter’s end date', async () => {
    const page = await signedIn('rreviewer');
    await page.goto(`${e2e.baseUrl}/registrations?q=${encodeURIComponent(PUBLISHER)}`);
    await page.getByRole('table', { name: 'Submitted registrations' }).getByRole('link', { name: PUBLISHER }).first().click();
    await page.waitForURL(new RegExp(`/registration/reregister/${ids.reregistration}$`));
    await page.getByRole('heading', { name: `Re-registration: ${PUBLISHER}` }).waitFor();
    await section(page, 'Accreditation letter').getByText('Ends 30 June 2031').waitFor();
    await page.getByRole('table', { name: 'Current record and changes' }).waitFor();
    await fitsBothWidths(page, 'registrations-reregister', () => page.getByRole('heading', { name: 'Current record and changes' }).waitFor());
    await page.close();
  });
});
