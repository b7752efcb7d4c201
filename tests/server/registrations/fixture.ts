// What the registration tests share: counties, school types and positions of the demo seed, a
// district, a school network and schools of the directory, users with the reviewer's ability, the
// second reviewer's, and none; helpers to insert registrations directly (as the public site would
// leave them) and to call the API. Each test file starts its own server and database.
import { runSql } from '../../../server/db/run-sql.js';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { runAs } from '../../../server/audit/context.js';
import { COUNTIES, SCHOOL_TYPES, ACCREDITING_ORGANIZATIONS } from '../../../seeds/lookups/places.js';
import { POSITIONS } from '../../../seeds/lookups/positions.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { REGISTRATION_TYPE } from '../../../resources/_registrations.js';
import { letterPdf } from '../../../seeds/accreditation/sample-files.js';

export interface RegistrationFixture {
  h: Harness;
  /** AdminReviewInstitutionRegistration */
  reviewer: string;
  /** AdminReviewInstitutionRegistration and AdminRegistrationSecondReview */
  second: string;
  /** AdminReview only */
  analyst: string;
  countyId: number;
  districtId: number;
  networkId: number;
  schools: number[];
  publisherId: number;
  positionId: number;
}

export const BASE = '/api/admin/registration';

export async function startRegistrationFixture(): Promise<RegistrationFixture> {
  const h = await startHarness();
  const em = h.db.orm.em.fork();
  await em.insertMany('County', COUNTIES as never);
  await em.insertMany('SchoolType', SCHOOL_TYPES as never);
  await em.insertMany('AccreditingOrganization', ACCREDITING_ORGANIZATIONS as never);
  await em.insertMany('Position', POSITIONS.slice(0, 5).map(({ approvalRole: _a, ...p }) => p) as never);
  const institution = async (name: string, institutionTypeId: number, extra: Record<string, unknown> = {}) => {
    const row = em.create<{ id: number }>('Institution', { name, institutionTypeId, isActive: true, ...extra } as never);
    await em.flush();
    return row.id;
  };
  const countyId = COUNTIES[0].id;
  const districtId = await institution('Sierra Unified', INSTITUTION_TYPE.district, { countyId });
  const networkId = await institution('Pacific Charter Network', INSTITUTION_TYPE.schoolNetwork);
  const schools = [
    await institution('Granite Bay High', INSTITUTION_TYPE.school, { cdsCode: '31668520000001', streetCity: 'Granite Bay', districtId }),
    await institution('Oak Ridge High', INSTITUTION_TYPE.school, { cdsCode: '31668520000002', streetCity: 'El Dorado Hills', districtId }),
    await institution('Closed Valley High', INSTITUTION_TYPE.school, { isDeleted: true }),
  ];
  const publisherId = await institution('Old Name Online Academy', INSTITUTION_TYPE.onlinePublisher, { headContactEmail: 'old-head@example.org' });
  return {
    h,
    reviewer: await h.userWith(['AdminReviewInstitutionRegistration'], 'registration-reviewer'),
    second: await h.userWith(['AdminReviewInstitutionRegistration', 'AdminRegistrationSecondReview'], 'registration-second'),
    analyst: await h.userWith(['AdminReview'], 'registration-analyst'),
    countyId,
    districtId,
    networkId,
    schools,
    publisherId,
    positionId: POSITIONS[0].id,
  };
}

export const contact = (first: string, last: string, email: string, positionId: number | null = null) => ({
  firstName: first,
  lastName: last,
  positionId,
  email,
  phone: { number: '9165550100', extension: null, isInternational: false, internationalNumber: null },
});

export function generalInformation(f: RegistrationFixture, extra: Record<string, unknown> = {}) {
  return {
    institutionName: 'Lakeview High',
    cdsCode: '31668520099999',
    atpCode: '052345',
    streetAddress: '100 Lake Road',
    streetCity: 'Lakeview',
    streetState: 'CA',
    streetZip: '95630',
    countyId: f.countyId,
    phone: '9165550123',
    website: 'https://lakeview.example.org',
    isPrivateSchool: false,
    isCharterSchool: false,
    districtId: f.districtId,
    otherDistrictName: null,
    schoolNetworkId: null,
    governanceId: null,
    lowestGrade: 9,
    highestGrade: 12,
    institutionOperatingScheduleId: null,
    openDate: '2020-08-15',
    ...extra,
  };
}

export const certification = (checked = [true, true, false]) => ({
  certifiedByName: 'Ana Ruiz',
  certifiedByTitle: 'Principal',
  certifiedOn: '2026-09-01',
  agreementLetters: checked.map((c, i) => ({ id: i + 1, title: `Agreement ${i + 1}`, checked: c })),
});

/** Inserts a registration as the public site leaves it; answers its id. */
export async function insertRegistration(f: RegistrationFixture, values: Record<string, unknown> = {}): Promise<number> {
  const em = f.h.db.orm.em.fork();
  const general = (values.generalInformation as Record<string, unknown> | undefined) ?? generalInformation(f);
  return runAs({ userId: null, userName: 'public-site', via: 'system' }, async () => {
    const row = em.create<{ id: number }>('Registration', {
      registrationTypeId: REGISTRATION_TYPE.school,
      registrationStatusId: 1,
      institutionName: general.institutionName,
      cdsCode: general.cdsCode ?? null,
      countyId: general.countyId ?? null,
      submitterEmail: 'applicant@lakeview.example.org',
      submittedOn: new Date(),
      generalInformation: general,
      accreditation: { accreditationStatusId: 1, accreditingOrganizationId: 6, accreditationExpirationDate: '2030-06-30', accreditationExplanation: null, accreditationLetterShown: false, letterEndDay: null, letterEndMonth: null, letterEndYear: null },
      schoolType: { schoolTypeId: 1, otherSchoolType: null, isOnlineSchool: false, isIndependentStudy: false, isTraditional: true },
      contactInformation: { headContact: contact('Ana', 'Ruiz', 'ana.ruiz@lakeview.example.org', f.positionId), courseListManager: contact('Ben', 'Ode', 'ben.ode@lakeview.example.org') },
      certification: certification(),
      isDeleted: false,
      ...values,
    } as never);
    await em.flush();
    return row.id;
  });
}

export const samplePdf = (text = 'Letter of intent') => letterPdf([text]);

/** The notices queued in the mail outbox for a registration, oldest first. */
export async function outbox(f: RegistrationFixture, registrationId: number): Promise<{ to: string; subject: string; text: string; templateKey: string }[]> {
  const rows = await runSql<{ recipient: string; subject: string; text: string; template_key: string }>(
    f.h.db.orm.em.fork(),
    'select recipient, subject, text, template_key from mail_outbox where entity = ? and entity_id = ? order by id',
    ['registrations', String(registrationId)],
  );
  return rows.map((r) => ({ to: r.recipient, subject: r.subject, text: r.text, templateKey: r.template_key }));
}
