// The registrations demo (seeds/registrations.ts) on a freshly seeded database: every registration
// type in every state; each section document in the contract's shape for its type (docs/registrations.md);
// reviews that fit each state; real PDF files; dates over the last fourteen months.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadModel } from '../../server/model/load.js';
import { seedDemoData, seedDemoUsers } from '../../seeds/demo.js';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { ATTACHMENT_TYPE, REGISTRATION_STATUSES, REGISTRATION_TYPES, REGISTRATION_STATUS as ST, REGISTRATION_TYPE as T } from '../../resources/_registrations.js';
import { OTHER_DISTRICT_ID } from '../../core/spec-constants.js';
import { SECTION_SCHEMAS, SECTIONS_SHOWN as SERVER_SECTIONS_SHOWN, type SectionName } from '../../server/registrations/sections.js';
import { SECTIONS_SHOWN as SEED_SECTIONS_SHOWN } from '../../seeds/registrations/sections.js';
import { createTestDb, ENGINE, type TestDb } from '../support/test-db.js';

const DAY = 86_400_000;
type Row = Record<string, any>;

let db: TestDb;
let em: EntityManager;
let now: Date;
let regs: Row[];
let reviews: Row[];
let files: Row[];

const sql = async (text: string, params: unknown[] = []) => (await em.getConnection().execute(text, params)) as Row[];
/** pg answers a json column parsed, PGlite too; a string would mean it was stored as text. */
const doc = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

beforeAll(async () => {
  db = await createTestDb(await loadModel());
  em = db.orm.em.fork();
  now = new Date();
  await em.transactional(async (tx) => {
    await seedDemoData(tx);
    await seedDemoUsers(tx, async (pw) => `test-hash:${pw.length}`);
  });
  regs = (await sql('select * from registration order by id')).map((r) => ({
    ...r,
    ...Object.fromEntries(SECTIONS.map((s) => [s, doc(r[snake(s)])])),
  }));
  reviews = await sql('select * from registration_review order by id');
  files = await sql('select a.*, c.content from registration_attachment a join registration_attachment_content c on c.registration_attachment_id = a.id order by a.id');
}, 300_000);
afterAll(() => db?.close());

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const SECTIONS = ['generalInformation', 'accreditation', 'schoolType', 'contactInformation', 'onlineSelfAssessment', 'programInformation', 'programStructure', 'certification', 'programSchools'];

// The contract (docs/registrations.md), written out here apart from the seed's own types.
const SHOWN: Record<number, string[]> = {
  [T.school]: ['generalInformation', 'accreditation', 'schoolType', 'contactInformation', 'certification'],
  [T.schoolNetwork]: ['generalInformation', 'contactInformation', 'certification', 'programSchools'],
  [T.program]: ['generalInformation', 'contactInformation', 'programInformation', 'programStructure', 'certification', 'programSchools'],
  [T.rop]: ['generalInformation', 'contactInformation', 'programInformation', 'programStructure', 'certification', 'programSchools'],
  [T.onlinePublisher]: ['generalInformation', 'accreditation', 'contactInformation', 'onlineSelfAssessment', 'certification'],
  [T.reregistration]: ['generalInformation', 'accreditation', 'contactInformation', 'onlineSelfAssessment', 'certification'],
};
const KEYS: Record<string, string[]> = {
  generalInformation: ['institutionName', 'cdsCode', 'atpCode', 'streetAddress', 'streetCity', 'streetState', 'streetZip', 'countyId', 'phone', 'website', 'isPrivateSchool', 'isCharterSchool', 'districtId', 'otherDistrictName', 'schoolNetworkId', 'governanceId', 'lowestGrade', 'highestGrade', 'institutionOperatingScheduleId', 'openDate'],
  accreditation: ['accreditationStatusId', 'accreditingOrganizationId', 'accreditationExpirationDate', 'accreditationExplanation', 'accreditationLetterShown', 'letterEndDay', 'letterEndMonth', 'letterEndYear'],
  schoolType: ['schoolTypeId', 'otherSchoolType', 'isOnlineSchool', 'isIndependentStudy', 'isTraditional'],
  contactInformation: ['headContact', 'courseListManager'],
  onlineSelfAssessment: ['completedOn', 'answers'],
  programInformation: ['programTypeId', 'campusLocation', 'universityCampusId', 'connectedProgramId', 'description', 'website'],
  programStructure: ['lowestGrade', 'highestGrade', 'institutionOperatingScheduleId', 'hoursPerWeek', 'weeksPerYear', 'deliveryModes', 'description'],
  certification: ['certifiedByName', 'certifiedByTitle', 'certifiedOn', 'agreementLetters'],
  programSchools: ['schools'],
};
const CONTACT = ['firstName', 'lastName', 'positionId', 'email', 'phone'];
const PHONE = ['number', 'extension', 'isInternational', 'internationalNumber'];
const sorted = (o: object) => Object.keys(o).sort();
const isDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const orNull = (check: (v: any) => boolean) => (v: unknown) => v === null || check(v);

/** Problems of one section document against the contract; none is an empty list. */
function problems(section: string, d: Row): string[] {
  const out: string[] = [];
  const want = (ok: boolean, what: string) => !ok && out.push(what);
  want(JSON.stringify(sorted(d)) === JSON.stringify([...KEYS[section]].sort()), `keys ${sorted(d).join(',')}`);
  switch (section) {
    case 'generalInformation':
      want(typeof d.institutionName === 'string' && d.institutionName.length > 0 && d.institutionName.length <= 200, 'institutionName');
      want(orNull((v) => /^\d{14}$/.test(v))(d.cdsCode), 'cdsCode');
      want(orNull((v) => /^\d{6}$/.test(v))(d.atpCode), 'atpCode');
      want(/^[A-Z]{2}$/.test(d.streetState), 'streetState');
      want(orNull((v) => /^\d{5}(\d{4})?$/.test(v))(d.streetZip), 'streetZip');
      want(typeof d.isPrivateSchool === 'boolean' && typeof d.isCharterSchool === 'boolean', 'flags');
      want(d.districtId !== OTHER_DISTRICT_ID || (typeof d.otherDistrictName === 'string' && d.otherDistrictName.length > 0), 'otherDistrictName');
      want(d.lowestGrade >= 9 && d.highestGrade <= 12 && d.lowestGrade <= d.highestGrade, 'grades');
      want(orNull(isDay)(d.openDate), 'openDate');
      break;
    case 'accreditation': {
      want([1, 2, 3].includes(d.accreditationStatusId), 'accreditationStatusId');
      want(typeof d.accreditationLetterShown === 'boolean', 'accreditationLetterShown');
      const expired = d.accreditationExpirationDate !== null && d.accreditationExpirationDate < now.toISOString().slice(0, 10);
      want(!(expired && d.accreditingOrganizationId !== null && d.accreditingOrganizationId !== 6) || !!d.accreditationExplanation, 'accreditationExplanation');
      want(orNull((v) => v >= 1 && v <= 31)(d.letterEndDay) && orNull((v) => v >= 1 && v <= 12)(d.letterEndMonth), 'letter end');
      break;
    }
    case 'schoolType':
      want(d.schoolTypeId !== 10 || !!d.otherSchoolType, 'otherSchoolType');
      want([d.isOnlineSchool, d.isIndependentStudy, d.isTraditional].every((b) => typeof b === 'boolean'), 'flags');
      break;
    case 'contactInformation':
      for (const who of ['headContact', 'courseListManager']) {
        const c = d[who];
        want(JSON.stringify(sorted(c)) === JSON.stringify([...CONTACT].sort()) && JSON.stringify(sorted(c.phone)) === JSON.stringify([...PHONE].sort()), `${who} keys`);
        want(/^[^@\s]+@[a-z0-9.-]+\.example\.org$/.test(c.email), `${who}.email`);
        want(c.phone.isInternational ? !!c.phone.internationalNumber : /^\d{10}$/.test(c.phone.number), `${who}.phone`);
      }
      break;
    case 'onlineSelfAssessment':
      want(orNull(isDay)(d.completedOn) && d.answers.length > 0, 'answers');
      for (const a of d.answers) want(JSON.stringify(sorted(a)) === '["answer","comment","question","questionId"]' && ['yes', 'no', 'partly'].includes(a.answer), 'answer');
      break;
    case 'programStructure':
      want(d.deliveryModes.length > 0 && d.deliveryModes.every((m: string) => m === 'classroom' || m === 'online'), 'deliveryModes');
      want(d.lowestGrade >= 9 && d.highestGrade <= 12, 'grades');
      break;
    case 'certification':
      want(isDay(d.certifiedOn) && d.agreementLetters.filter((l: Row) => l.checked === true).length === 2, 'two agreement letters checked');
      for (const l of d.agreementLetters) want(JSON.stringify(sorted(l)) === '["checked","id","title"]', 'agreement letter');
      break;
    case 'programSchools': {
      const ids = d.schools.map((s: Row) => s.institutionId);
      want(d.schools.length > 0 && new Set(ids).size === ids.length, 'schools once each');
      for (const s of d.schools) want(JSON.stringify(sorted(s)) === '["cdsCode","city","institutionId","name"]', 'school');
      break;
    }
  }
  return out;
}

describe(`the registrations demo on ${ENGINE}`, () => {
  it('shows the sections the server shows for each type', () => {
    for (const t of REGISTRATION_TYPES) {
      expect(SEED_SECTIONS_SHOWN[t.id], t.name).toEqual(SERVER_SECTIONS_SHOWN[t.id]);
      expect(SHOWN[t.id], t.name).toEqual(SERVER_SECTIONS_SHOWN[t.id].filter((s) => s !== 'attachments'));
    }
  });

  it('holds about fifty registrations of every type in every state', () => {
    expect(regs.length).toBeGreaterThanOrEqual(40);
    expect(regs.length).toBeLessThanOrEqual(60);
    expect(new Set(regs.map((r) => r.registration_type_id))).toEqual(new Set(REGISTRATION_TYPES.map((t) => t.id)));
    expect(new Set(regs.map((r) => r.registration_status_id))).toEqual(new Set(REGISTRATION_STATUSES.map((s) => s.id)));
    // every type waits in the queue and has an approval and a refusal behind it
    for (const t of REGISTRATION_TYPES) {
      const states = new Set(regs.filter((r) => r.registration_type_id === t.id).map((r) => r.registration_status_id));
      expect([...states].some((s) => s <= ST.secondReview), t.name).toBe(true);
      expect(states.has(ST.approved) && states.has(ST.notApproved), t.name).toBe(true);
    }
  });

  it('writes each section document in the contract’s shape for its type, and nothing else', async () => {
    const failures: string[] = [];
    for (const r of regs)
      for (const s of SECTIONS) {
        const shown = SHOWN[r.registration_type_id].includes(s);
        if (!shown) {
          if (r[s] !== null) failures.push(`${r.institution_name}: ${s} is not shown for its type`);
        } else if (r[s] === null) failures.push(`${r.institution_name}: ${s} missing`);
        else for (const p of problems(s, r[s])) failures.push(`${r.institution_name}: ${s} ${p}`);
      }
    expect(failures).toEqual([]);
    // and each passes the server's own validation of a section save (server/registrations/sections.ts)
    const refused: string[] = [];
    for (const r of regs)
      for (const s of SHOWN[r.registration_type_id]) {
        const parsed = SECTION_SCHEMAS[s as SectionName].safeParse(r[s]);
        if (!parsed.success) refused.push(`${r.institution_name}: ${s} ${JSON.stringify(parsed.error.issues)}`);
      }
    expect(refused).toEqual([]);
    // the columns are kept in step with the general information
    for (const r of regs) {
      expect(r.institution_name).toBe(r.generalInformation.institutionName);
      expect(r.cds_code ?? null).toBe(r.generalInformation.cdsCode);
      expect(r.county_id ?? null).toBe(r.generalInformation.countyId);
    }
  });

  it('has public schools under district Other (approval blocked), never approved', () => {
    const other = regs.filter((r) => r.registration_type_id === T.school && r.generalInformation.districtId === OTHER_DISTRICT_ID);
    expect(other.length).toBeGreaterThanOrEqual(2);
    for (const r of other) {
      expect(r.generalInformation.otherDistrictName).toBeTruthy();
      expect(r.generalInformation.isPrivateSchool).toBe(false);
      expect(r.registration_status_id).not.toBe(ST.approved);
    }
  });

  it('points approved registrations and every re-registration at an institution of the right type', async () => {
    const expected: Record<number, number[]> = {
      [T.school]: [INSTITUTION_TYPE.school, INSTITUTION_TYPE.onlineSchool],
      [T.schoolNetwork]: [INSTITUTION_TYPE.schoolNetwork],
      [T.program]: [INSTITUTION_TYPE.program],
      [T.rop]: [INSTITUTION_TYPE.rop],
      [T.onlinePublisher]: [INSTITUTION_TYPE.onlinePublisher],
      [T.reregistration]: [INSTITUTION_TYPE.onlinePublisher],
    };
    const types = new Map((await sql('select id, institution_type_id, name from institution where id in (select institution_id from registration)')).map((i) => [Number(i.id), i]));
    for (const r of regs) {
      const linked = r.registration_status_id === ST.approved || r.registration_type_id === T.reregistration;
      if (!linked) {
        expect(r.institution_id, r.institution_name).toBeNull();
        continue;
      }
      const institution = types.get(Number(r.institution_id));
      expect(institution?.name, r.institution_name).toBe(r.institution_name);
      expect(expected[r.registration_type_id]).toContain(Number(institution!.institution_type_id));
    }
  });

  it('shows the accreditation letter on every re-registration, some without the end year', () => {
    const rereg = regs.filter((r) => r.registration_type_id === T.reregistration);
    expect(rereg.every((r) => r.accreditation.accreditationLetterShown)).toBe(true);
    const missing = rereg.filter((r) => r.accreditation.letterEndYear === null);
    expect(missing.length).toBeGreaterThanOrEqual(2);
    expect(missing.length).toBeLessThan(rereg.length);
    expect(missing.some((r) => r.registration_status_id === ST.secondReview)).toBe(true);
  });

  it('gives each state its reviews by staff who may review registrations', async () => {
    // the roles that hold AdminReviewInstitutionRegistration in the demo (seeds/roles.ts)
    const staff = new Set((await sql(`select u.id from app_user u join role r on r.id = u.role_id where r.name in ('Administrator', 'Senior Analyst')`)).map((u) => Number(u.id)));
    expect(staff.size).toBeGreaterThan(0);
    for (const r of regs) {
      const mine = reviews.filter((v) => Number(v.registration_id) === Number(r.id));
      const first = mine.filter((v) => !v.is_second_review);
      const second = mine.filter((v) => v.is_second_review);
      for (const v of mine) expect(staff.has(Number(v.reviewer_id)), r.institution_name).toBe(true);
      const name = `${r.institution_name} (${r.registration_status_id})`;
      switch (r.registration_status_id) {
        case ST.submitted:
          expect(mine, name).toHaveLength(0);
          break;
        case ST.inReview:
          expect(first, name).toHaveLength(1);
          expect(first[0].decision, name).toBeNull();
          break;
        case ST.secondReview:
          expect(first, name).toHaveLength(1);
          expect(first[0].decision, name).toBe('secondReview');
          expect([1, 2], name).toContain(first[0].recommended_action_id);
          expect(second, name).toHaveLength(0);
          break;
        case ST.waitingForUpdate:
          expect(first[0].decision, name).toBe('waitingForUpdate');
          expect(first[0].decision_comment, name).toBeTruthy();
          break;
        default: {
          expect(first[0].decision, name).toBe('secondReview');
          expect(second, name).toHaveLength(1);
          expect(second[0].decision, name).toBe(r.registration_status_id === ST.approved ? 'approved' : 'notApproved');
          expect(new Date(second[0].decided_on).getTime(), name).toBe(new Date(r.decided_on).getTime());
          expect(second[0].decision_comment, name).toBeTruthy();
          expect(Number(second[0].reviewer_id), name).not.toBe(Number(first[0].reviewer_id));
          expect(new Date(first[0].decided_on).getTime(), name).toBeLessThanOrEqual(new Date(second[0].decided_on).getTime());
        }
      }
    }
    // a second reviewer sent one back: the first review reopened with its recommendation kept
    const returned = reviews.filter((v) => v.decision === 'returned');
    expect(returned).toHaveLength(1);
    const reopened = reviews.find((v) => !v.is_second_review && Number(v.registration_id) === Number(returned[0].registration_id));
    expect(reopened?.decision).toBeNull();
    expect(reopened?.recommended_action_id).not.toBeNull();
  });

  it('attaches real PDF files: two letters of intent on most, one on a few, a signed agreement on each', () => {
    for (const f of files) {
      const bytes = Buffer.from(f.content);
      expect(bytes.subarray(0, 5).toString('latin1'), f.file_name).toBe('%PDF-');
      expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
      expect(Number(f.size_bytes)).toBe(bytes.length);
      expect(f.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(f.content_type).toBe('application/pdf');
    }
    const letters = (r: Row, type: number) => files.filter((f) => Number(f.registration_id) === Number(r.id) && f.attachment_type_id === type).length;
    const intents = regs.map((r) => letters(r, ATTACHMENT_TYPE.letterOfIntent));
    expect(intents.every((n) => n === 1 || n === 2)).toBe(true);
    expect(intents.filter((n) => n === 1).length).toBeGreaterThanOrEqual(3);
    expect(intents.filter((n) => n === 2).length).toBeGreaterThan(regs.length / 2);
    expect(intents.filter((n) => n === 1).length).toBeLessThan(regs.length / 4);
    expect(regs.every((r) => letters(r, ATTACHMENT_TYPE.signedAgreement) === 1)).toBe(true);
    expect(regs.filter((r) => letters(r, ATTACHMENT_TYPE.accreditationLetter) === 1).length).toBeGreaterThan(10);
    // some still waiting for their first review have only one of the two letters (the screen says 1 of 2)
    expect(regs.some((r) => r.registration_status_id === ST.submitted && letters(r, ATTACHMENT_TYPE.letterOfIntent) === 1)).toBe(true);
  });

  it('spreads submissions and decisions over the last fourteen months', () => {
    const ago = (d: unknown) => (now.getTime() - new Date(d as string).getTime()) / DAY;
    for (const r of regs) {
      expect(ago(r.submitted_on)).toBeGreaterThan(0);
      expect(ago(r.submitted_on)).toBeLessThan(14 * 31);
      if (r.decided_on) expect(new Date(r.decided_on).getTime()).toBeGreaterThan(new Date(r.submitted_on).getTime());
      expect(Boolean(r.decided_on)).toBe(r.registration_status_id >= ST.approved);
    }
    const months = new Set(regs.filter((r) => r.decided_on).map((r) => new Date(r.decided_on).toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(8);
    // the queues hold recent work: everything waiting came in the last two months
    for (const r of regs.filter((r) => r.registration_status_id <= ST.waitingForUpdate)) expect(ago(r.submitted_on)).toBeLessThan(62);
  });
});
