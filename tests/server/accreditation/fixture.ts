// What the accreditation tests share: the accrediting organizations and academic years of the demo
// seed, a few schools with their accreditations, users with and without the reviewer's ability, and
// helpers to upload real files. Each test file starts its own server and database.
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ACADEMIC_YEARS } from '../../../seeds/lookups/academic-years.js';
import { ACCREDITING_ORGANIZATIONS } from '../../../seeds/lookups/places.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { letterPdf, scanPng } from '../../../seeds/accreditation/sample-files.js';

export interface AccreditationFixture {
  h: Harness;
  /** AdminReviewAccreditation */
  reviewer: string;
  /** AdminReview only */
  analyst: string;
  /** WASC, fully accredited, expiring in two years */
  wascSchool: number;
  /** accredited by another body (3), expired, no explanation */
  expiredOther: number;
  /** no accreditation record */
  newSchool: number;
  /** for the pending list: names sort Alder < Birch < Cedar */
  alder: number;
  birch: number;
  cedar: number;
}

export const thisYear = () => new Date().getUTCFullYear();

export async function startAccreditationFixture(): Promise<AccreditationFixture> {
  const h = await startHarness();
  const em = h.db.orm.em.fork();
  await em.insertMany('AcademicYear', ACADEMIC_YEARS);
  await em.insertMany('AccreditingOrganization', ACCREDITING_ORGANIZATIONS);
  const institution = async (name: string, extra: Record<string, unknown> = {}) => {
    const row = em.create<{ id: number }>('Institution', { name, institutionTypeId: INSTITUTION_TYPE.school, isActive: true, ...extra } as never);
    await em.flush();
    return row.id;
  };
  const wascSchool = await institution('Valley High', { cdsCode: '01234560000001', streetCity: 'Fresno' });
  const expiredOther = await institution('Mesa Christian Academy', { cdsCode: '01234560000002', streetCity: 'Bakersfield' });
  const newSchool = await institution('Harbor Online School');
  const alder = await institution('Alder Creek High', { streetCity: 'Eureka' });
  const birch = await institution('Birch Valley High', { streetCity: 'Oakland' });
  const cedar = await institution('Cedar Ridge High', { streetCity: 'Salinas' });
  await em.insertMany('InstitutionAccreditation', [
    { institutionId: wascSchool, accreditationStatusId: 1, accreditingOrganizationId: 6, accreditationExpirationDate: `${thisYear() + 2}-06-30` },
    { institutionId: expiredOther, accreditationStatusId: 1, accreditingOrganizationId: 3, accreditationExpirationDate: `${thisYear() - 1}-06-30` },
  ]);
  return {
    h,
    reviewer: await h.userWith(['AdminReviewAccreditation'], 'accreditation-reviewer'),
    analyst: await h.userWith(['AdminReview'], 'accreditation-analyst'),
    wascSchool,
    expiredOther,
    newSchool,
    alder,
    birch,
    cedar,
  };
}

export const samplePdf = (school = 'Valley High') => letterPdf([`Accreditation letter for ${school}`, 'Term of accreditation: six years']);
export const samplePng = () => scanPng([30, 80, 160]);

/** Uploads a file as the reviewer; returns the answer. */
export function upload(f: AccreditationFixture, institutionId: number, fileName: string, bytes: Buffer, extra: Record<string, unknown> = {}, cookie = f.reviewer) {
  return f.h.call('POST', `/api/admin/institution/${institutionId}/accreditationfile`, { fileName, content: bytes.toString('base64'), ...extra }, cookie);
}

/** Uploads a PDF and answers its id. */
export async function pendingFile(f: AccreditationFixture, institutionId: number): Promise<number> {
  const res = await upload(f, institutionId, 'letter.pdf', samplePdf());
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.accreditationFileId;
}
