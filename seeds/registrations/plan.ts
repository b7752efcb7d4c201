// The registrations demo built in memory (no database access): which applicant registered when, where
// each registration stands, its sections, reviews and files. Dates count back from `now`; the rest is fixed.
import { createHash } from 'node:crypto';
import { ACCREDITATION_STATUS } from '../../resources/_accreditation.js';
import { INSTITUTION_TYPE } from '../../resources/_enums.js';
import { ATTACHMENT_TYPE, RECOMMENDED_ACTION, REGISTRATION_STATUS as ST, REGISTRATION_TYPE as T } from '../../resources/_registrations.js';
import { OTHER_DISTRICT_ID, WASC_ORGANIZATION_ID } from '../../core/spec-constants.js';
import { GOVERNANCE } from '../lookups/institution-details.js';
import { letterPdf } from '../accreditation/sample-files.js';
import { APPROVED_SCHOOL_CDS, NEW_NETWORKS, NEW_PROGRAMS, NEW_PUBLISHERS, NEW_ROPS, NEW_SCHOOLS, PUBLISHER_ACCREDITATION, STREETS, type AccreditationSeed, type NewApplicant } from './applicants.js';
import {
  SECTIONS_SHOWN, certification, phone, selfAssessment,
  type Accreditation, type ContactInformation, type GeneralInformation, type ProgramInformation, type ProgramSchools, type ProgramStructure, type SchoolType,
} from './sections.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** An institution the seed holds, as the registration seed reads it. */
export type InstitutionRecord = Record<string, unknown> & { id: number; name: string };

export interface Person {
  id: number;
  name: string;
}

export interface RegistrationDemoInput {
  now: Date;
  /** first reviewers now, second reviewers now, and a senior analyst who has since left */
  reviewers: { first: Person[]; second: Person[]; former: Person | null };
  districtIdByCds: Map<string, number>;
  /** the demo's networks, programs, ROPs and publishers by name; directory schools by CDS code */
  byName: Map<string, InstitutionRecord>;
  byCds: Map<string, InstitutionRecord>;
  /** a network's directory schools, by the network's name */
  networkSchools: Map<string, InstitutionRecord[]>;
  /** active high schools by county, for the schools programs and ROPs serve */
  schoolsByCounty: Map<number, InstitutionRecord[]>;
}

export interface DemoAttachment {
  /** index of its registration in `registrations` */
  registration: number;
  row: Record<string, unknown>;
  content: Buffer;
}

export interface DemoReview {
  registration: number;
  row: Record<string, unknown>;
}

export interface RegistrationDemo {
  registrations: Record<string, unknown>[];
  reviews: DemoReview[];
  attachments: DemoAttachment[];
}

type Status = (typeof ST)[keyof typeof ST];

interface Planned {
  type: number;
  status: Status;
  /** days before now it was submitted */
  days: number;
  /** a new applicant's name, a demo institution's name, or a directory school's CDS code */
  who: string;
  /** letters of intent uploaded (2 expected) */
  letters?: 1 | 2;
  recommend?: number;
  /** a re-registration whose letter section lacks the end year */
  noEndYear?: boolean;
  /** the second reviewer sent it back once before (the first review reopened, its recommendation kept) */
  returned?: boolean;
  comment?: string;
}

const NOT_APPROVED = {
  grades: 'The school does not yet offer the full high school program (grades 9 through 12). Please register again once grade 12 is offered.',
  accreditation: 'The accreditation term ended last June and the accrediting body has not renewed it. Please register again with a current accreditation letter.',
  tutoring: 'The program is a test preparation service; it does not offer courses of study taught for high school credit, which a-g courses require.',
  network: 'Each learning center enrols students as its own independent study school; the centers should register as schools rather than as a network.',
  publisher: 'The courses submitted for review are not yet complete: fewer than half of the units have content and assessments.',
  rop: 'The courses offered are non-credit evening courses for adults; the ROP does not serve high school students for credit.',
  reregistration: 'The accreditation letter provided expired in June and the accrediting body lists the publisher as lapsed.',
};

const UPDATE_REQUESTS = {
  district: 'Please choose your authorizing district from the list, or send the charter petition approval naming it.',
  letters: 'Only one letter of intent was uploaded; please upload the second (from a partner school or district).',
  accreditationLetter: 'Please upload the accreditation letter showing the current term, with its end date.',
  program: 'Please describe how students earn high school credit for the program’s courses and which schools grant it.',
  publisher: 'The self-assessment says labs are partly simulated; please describe the hands-on laboratory activities of the science courses.',
};

const FIRST_REVIEW_NOTES = [
  'Checked the CDE directory and the charter petition.',
  'Letters of intent verified with the partner schools.',
  'Called the head of school to confirm the grades offered.',
  'Accreditation confirmed on the accrediting body’s directory.',
  'Reviewed the course outlines attached.',
];

/**
 * Every type in every state, about fifty in all: the queues full now, and fourteen months of decisions
 * behind them for the reports.
 */
export const PLAN: Planned[] = [
  // schools
  { type: T.school, status: ST.submitted, days: 2, who: 'Harborview Early College High' },
  { type: T.school, status: ST.submitted, days: 5, who: 'Ridgecrest Classical Academy', letters: 1 },
  { type: T.school, status: ST.submitted, days: 9, who: 'Valley Oak Preparatory Academy' },
  { type: T.school, status: ST.submitted, days: 13, who: 'Kern Valley Agricultural Academy' },
  { type: T.school, status: ST.inReview, days: 18, who: 'Delta Bridges Charter High' },
  { type: T.school, status: ST.inReview, days: 24, who: 'Desert Sun Charter High', letters: 1 },
  { type: T.school, status: ST.inReview, days: 33, who: 'Coastal Ridge Online High', returned: true, recommend: RECOMMENDED_ACTION.approve },
  { type: T.school, status: ST.secondReview, days: 27, who: 'Redwood Empire STEM Academy', recommend: RECOMMENDED_ACTION.approve },
  { type: T.school, status: ST.secondReview, days: 41, who: 'Golden Poppy Independent Study Academy', recommend: RECOMMENDED_ACTION.notApprove },
  { type: T.school, status: ST.waitingForUpdate, days: 38, who: 'Bayside Montessori High', letters: 1, comment: UPDATE_REQUESTS.letters },
  { type: T.school, status: ST.waitingForUpdate, days: 52, who: 'Holy Family Catholic High', comment: UPDATE_REQUESTS.accreditationLetter },
  { type: T.school, status: ST.approved, days: 402, who: APPROVED_SCHOOL_CDS[0] },
  { type: T.school, status: ST.approved, days: 311, who: APPROVED_SCHOOL_CDS[1] },
  { type: T.school, status: ST.approved, days: 204, who: APPROVED_SCHOOL_CDS[2] },
  { type: T.school, status: ST.approved, days: 123, who: APPROVED_SCHOOL_CDS[3] },
  { type: T.school, status: ST.approved, days: 64, who: APPROVED_SCHOOL_CDS[4] },
  { type: T.school, status: ST.notApproved, days: 248, who: 'Emerald Bay Academy', recommend: RECOMMENDED_ACTION.notApprove, comment: NOT_APPROVED.accreditation },
  { type: T.school, status: ST.notApproved, days: 96, who: 'Mount Shasta Christian High', recommend: RECOMMENDED_ACTION.notApprove, comment: NOT_APPROVED.grades },
  // school networks
  { type: T.schoolNetwork, status: ST.submitted, days: 7, who: 'Green Dot Public Schools California Network' },
  { type: T.schoolNetwork, status: ST.inReview, days: 21, who: 'Alliance College-Ready Public Schools Network' },
  { type: T.schoolNetwork, status: ST.secondReview, days: 35, who: 'High Tech High Network', recommend: RECOMMENDED_ACTION.approve },
  { type: T.schoolNetwork, status: ST.approved, days: 355, who: 'Summit Public Schools Network' },
  { type: T.schoolNetwork, status: ST.notApproved, days: 170, who: 'Options for Youth Learning Centers', recommend: RECOMMENDED_ACTION.notApprove, comment: NOT_APPROVED.network },
  // programs
  { type: T.program, status: ST.submitted, days: 3, who: 'UC Merced Central Valley Summer Science Academy' },
  { type: T.program, status: ST.submitted, days: 11, who: 'Eastside Robotics and Engineering Academy', letters: 1 },
  { type: T.program, status: ST.inReview, days: 16, who: 'Bakersfield College Early College Program' },
  { type: T.program, status: ST.secondReview, days: 30, who: 'Oakland Youth Orchestra Conservatory', recommend: RECOMMENDED_ACTION.approve },
  { type: T.program, status: ST.waitingForUpdate, days: 45, who: 'Monterey Bay Ocean Studies Program', comment: UPDATE_REQUESTS.program },
  { type: T.program, status: ST.approved, days: 280, who: 'Inland Empire College Bound Academy' },
  { type: T.program, status: ST.notApproved, days: 141, who: 'Weekend SAT Prep Bootcamp', recommend: RECOMMENDED_ACTION.notApprove, comment: NOT_APPROVED.tutoring },
  // online publishers
  { type: T.onlinePublisher, status: ST.submitted, days: 6, who: 'Lumen Path Digital Courses' },
  { type: T.onlinePublisher, status: ST.inReview, days: 19, who: 'Redwood Digital Learning' },
  { type: T.onlinePublisher, status: ST.secondReview, days: 29, who: 'Horizon Scholars Online', recommend: RECOMMENDED_ACTION.approve },
  { type: T.onlinePublisher, status: ST.waitingForUpdate, days: 48, who: 'Cypress Bay Virtual Curriculum', comment: UPDATE_REQUESTS.publisher },
  { type: T.onlinePublisher, status: ST.approved, days: 232, who: 'Sierra Open Courseware' },
  { type: T.onlinePublisher, status: ST.notApproved, days: 187, who: 'QuickCredit Online Academy', recommend: RECOMMENDED_ACTION.approve, comment: NOT_APPROVED.publisher },
  // regional occupational centers/programs
  { type: T.rop, status: ST.submitted, days: 4, who: 'Mother Lode Regional Occupational Program' },
  { type: T.rop, status: ST.inReview, days: 14, who: 'Coachella Valley Careers ROP' },
  { type: T.rop, status: ST.secondReview, days: 37, who: 'Tulare-Kings Career Pathways ROP', recommend: RECOMMENDED_ACTION.approve },
  { type: T.rop, status: ST.approved, days: 338, who: 'Livermore Valley Careers ROP' },
  { type: T.rop, status: ST.notApproved, days: 156, who: 'Gold Country Career Center ROP', recommend: RECOMMENDED_ACTION.notApprove, comment: NOT_APPROVED.rop },
  // online publisher re-registrations (of the publishers the seed holds)
  { type: T.reregistration, status: ST.submitted, days: 1, who: 'Golden State Digital Curriculum' },
  { type: T.reregistration, status: ST.submitted, days: 8, who: 'Pacific Crest Learning', noEndYear: true },
  { type: T.reregistration, status: ST.inReview, days: 15, who: 'Maple Leaf Online Secondary' },
  { type: T.reregistration, status: ST.secondReview, days: 23, who: 'Brightline Learning Studios', recommend: RECOMMENDED_ACTION.approve },
  { type: T.reregistration, status: ST.secondReview, days: 26, who: 'Summit Path Online Courses', recommend: RECOMMENDED_ACTION.approve, noEndYear: true },
  { type: T.reregistration, status: ST.waitingForUpdate, days: 43, who: 'Cascadia Virtual Curriculum', noEndYear: true, comment: UPDATE_REQUESTS.accreditationLetter },
  { type: T.reregistration, status: ST.approved, days: 392, who: 'Brightline Learning Studios' },
  { type: T.reregistration, status: ST.approved, days: 371, who: 'Golden State Digital Curriculum' },
  { type: T.reregistration, status: ST.approved, days: 347, who: 'Cascadia Virtual Curriculum' },
  { type: T.reregistration, status: ST.notApproved, days: 326, who: 'Pacific Crest Learning', recommend: RECOMMENDED_ACTION.notApprove, comment: NOT_APPROVED.reregistration },
];

const NEW_BY_NAME = new Map([...NEW_SCHOOLS, ...NEW_NETWORKS, ...NEW_PROGRAMS, ...NEW_ROPS, ...NEW_PUBLISHERS].map((a) => [a.name, a]));

/** Head and course list manager positions per registration type (seeds/lookups/positions.ts). */
const POSITION: Record<number, { head: [number, string]; manager: [number, string] }> = {
  [T.school]: { head: [1, 'Principal'], manager: [3, 'Head Counselor'] },
  [T.schoolNetwork]: { head: [20, 'Executive Director'], manager: [21, 'Chief Academic Officer'] },
  [T.program]: { head: [11, 'Program Director'], manager: [12, 'Program Coordinator'] },
  [T.rop]: { head: [22, 'ROP Director'], manager: [23, 'CTE Coordinator'] },
  [T.onlinePublisher]: { head: [13, 'Chief Executive Officer'], manager: [14, 'Chief Academic Officer'] },
  [T.reregistration]: { head: [13, 'Chief Executive Officer'], manager: [14, 'Chief Academic Officer'] },
};
const ONLINE_SCHOOL_POSITION = { head: [8, 'Head of School'], manager: [9, 'Counselor'] } as const;

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const day = (d: Date) => d.toISOString().slice(0, 10);
const site = (w: string | null | undefined) => (w ? (/^https?:\/\//.test(w) ? w : `https://${w}`) : 'https://www.example.org');
const zip5 = (z: unknown) => String(z ?? '').replace(/\D/g, '').slice(0, 5);
const str = (v: unknown) => (v == null ? null : String(v));
/** "9-12", "K-12", "7-12": the high school grades offered, 9 to 12 at most. */
function highGrades(gradesOffered: unknown): [number, number] {
  const m = /(\w+)-(\d+)$/.exec(String(gradesOffered ?? '9-12'));
  const low = m && /^\d+$/.test(m[1]) ? Math.max(9, Number(m[1])) : 9;
  const high = m ? Math.min(12, Number(m[2])) : 12;
  return high >= 9 && low <= high ? [low, high] : [9, 12];
}

/** What the form needs of an applicant, whether new or already in the seeded directory. */
interface Applicant {
  name: string;
  cdsCode: string | null;
  atpCode: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  countyId: number | null;
  phone: string | null;
  internationalPhone: string | null;
  website: string;
  governanceId: number | null;
  schedule: number | null;
  isPrivate: boolean;
  isCharter: boolean;
  districtId: number | null;
  otherDistrictName: string | null;
  schoolNetworkId: number | null;
  grades: [number, number];
  openDate: string | null;
  head: [string, string];
  manager: [string, string];
  domain: string;
  schoolType: { id: number; other?: string; online?: boolean; independentStudy?: boolean } | null;
  accreditation: AccreditationSeed | null;
  program: NewApplicant['program'] | null;
  institutionId: number | null;
  record: InstitutionRecord | null;
}

function fromNew(a: NewApplicant, input: RegistrationDemoInput): Applicant {
  const other = typeof a.district === 'object' ? a.district.other : null;
  return {
    name: a.name,
    cdsCode: null,
    atpCode: null,
    street: a.street,
    city: a.city,
    state: a.state ?? 'CA',
    zip: a.zip,
    countyId: a.countyId,
    phone: a.phone,
    internationalPhone: a.internationalPhone ?? null,
    website: site(a.website),
    governanceId: a.governanceId,
    schedule: a.schedule,
    isPrivate: a.isPrivate ?? false,
    isCharter: a.isCharter ?? false,
    districtId: other ? OTHER_DISTRICT_ID : typeof a.district === 'string' ? (input.districtIdByCds.get(a.district) ?? OTHER_DISTRICT_ID) : null,
    otherDistrictName: other ?? (typeof a.district === 'string' && !input.districtIdByCds.has(a.district) ? 'District not found' : null),
    schoolNetworkId: null,
    grades: a.grades ?? [9, 12],
    openDate: a.openDate ?? null,
    head: a.head,
    manager: a.manager,
    domain: `${slug(a.name).slice(0, 16)}.example.org`,
    schoolType: a.schoolType ?? null,
    accreditation: a.accreditation ?? null,
    program: a.program ?? null,
    institutionId: null,
    record: null,
  };
}

/** The head's and manager's names from the record ("First Last, Position" for the manager). */
function fromRecord(r: InstitutionRecord, extra: { accreditation?: AccreditationSeed | null; program?: NewApplicant['program'] | null } = {}): Applicant {
  const [street, zip] = STREETS[r.name] ?? [str(r.streetAddress) ?? '1 Main Street', zip5(r.streetZip) || '95814'];
  const manager = String(r.courseListContactName ?? 'Pat Morgan').split(',')[0].trim().split(/\s+/);
  const type = r.institutionTypeId as number;
  const isSchool = type === INSTITUTION_TYPE.school || type === INSTITUTION_TYPE.onlineSchool;
  return {
    name: r.name,
    cdsCode: str(r.cdsCode),
    atpCode: str(r.atpCode),
    street,
    city: str(r.streetCity) ?? 'Sacramento',
    state: str(r.streetState) ?? 'CA',
    zip,
    countyId: (r.countyId as number | null) ?? null,
    // the course demo's publishers have no number on file: the form needs one
    phone: str(r.phone) ?? str(r.headContactPhone) ?? (r.headContactInternationalPhone ? null : `(800) 555-01${String(r.id % 100).padStart(2, '0')}`),
    internationalPhone: str(r.headContactInternationalPhone),
    website: site(str(r.website)),
    governanceId: (r.governanceId as number | null) ?? null,
    schedule: (r.institutionOperatingScheduleId as number | null) ?? null,
    isPrivate: r.governanceId === GOVERNANCE.private,
    isCharter: Boolean(r.isCharterSchool),
    districtId: isSchool ? ((r.districtId as number | null) ?? null) : null,
    otherDistrictName: null,
    schoolNetworkId: (r.schoolNetworkId as number | null) ?? null,
    grades: highGrades(r.gradesOffered),
    openDate: r.openDate == null ? null : r.openDate instanceof Date ? day(r.openDate) : String(r.openDate).slice(0, 10),
    head: [str(r.headContactFirstName) ?? 'Pat', str(r.headContactLastName) ?? 'Morgan'],
    manager: [manager[0] ?? 'Sam', manager.slice(1).join(' ') || 'Rivera'],
    domain: String(r.headContactEmail ?? `x@${slug(r.name).slice(0, 16)}.example.org`).split('@')[1],
    schoolType: isSchool ? { id: (r.schoolTypeId as number | null) ?? 1, other: str(r.otherSchoolType) ?? undefined, online: Boolean(r.isOnlineSchool), independentStudy: Boolean(r.isIndependentStudy) } : null,
    accreditation: extra.accreditation ?? (isSchool ? { statusId: ACCREDITATION_STATUS.fullyAccredited, organizationId: WASC_ORGANIZATION_ID, expiresInYears: 3 } : null),
    program: extra.program ?? null,
    institutionId: r.id,
    record: r,
  };
}

const APPROVED_PROGRAM: Record<string, NonNullable<NewApplicant['program']>> = {
  'Inland Empire College Bound Academy': { programTypeId: 5, campusLocation: 'UC Riverside, Saturday sessions', universityCampusId: 6, description: 'College preparation in English and mathematics with a-g courses taught on Saturdays for first-generation students.', hoursPerWeek: 5, weeksPerYear: 30, delivery: ['classroom'], structure: 'Saturday mornings through the school year; a two-week summer bridge.', schoolCounties: [33, 36] },
  'Livermore Valley Careers ROP': { programTypeId: 6, campusLocation: 'Regional career center and partner high schools', description: 'Career technical education in biotechnology, health careers and construction for Tri-Valley high school students.', hoursPerWeek: 10, weeksPerYear: 36, delivery: ['classroom'], structure: 'Two-period blocks at partner high schools; summer internships.', schoolCounties: [1] },
};

function applicantOf(p: Planned, input: RegistrationDemoInput): Applicant | null {
  const fresh = NEW_BY_NAME.get(p.who);
  if (fresh) return fromNew(fresh, input);
  const record = /^\d{14}$/.test(p.who) ? input.byCds.get(p.who) : input.byName.get(p.who);
  if (!record) return null; // a trimmed directory (tests) may lack it: the registration is left out
  return fromRecord(record, { accreditation: PUBLISHER_ACCREDITATION[p.who] ?? null, program: APPROVED_PROGRAM[p.who] ?? null });
}

/** Terms count from now, so a lapsed term by a body other than WASC carries the explanation spec 2 §5 asks for. */
function accreditationDoc(a: AccreditationSeed, now: Date, letterShown: boolean, noEndYear: boolean): Accreditation {
  const year = now.getUTCFullYear() + (a.expiresInYears ?? 0);
  const expires = a.expiresInYears === undefined ? null : `${year}-06-30`;
  const lapsedNotWasc = expires !== null && expires < day(now) && a.organizationId !== WASC_ORGANIZATION_ID;
  const shown = letterShown && expires !== null;
  return {
    accreditationStatusId: a.statusId,
    accreditingOrganizationId: a.organizationId,
    accreditationExpirationDate: expires,
    accreditationExplanation: a.explanation ?? (lapsedNotWasc ? 'Our renewal visit was postponed by the accrediting body; the new visit is scheduled for the fall.' : null),
    accreditationLetterShown: shown,
    letterEndDay: shown ? 30 : null,
    letterEndMonth: shown ? 6 : null,
    letterEndYear: shown && !noEndYear ? year : null,
  };
}

function contact(first: string, last: string, positionId: number, domain: string, written: string | null, ext: string, international: string | null): ContactInformation['headContact'] {
  return { firstName: first, lastName: last, positionId, email: `${slug(first)}.${slug(last)}@${domain}`, phone: phone(written, international ? null : ext, international) };
}

/** One registration of the plan, its reviews and its files. */
export function buildRegistrationDemo(input: RegistrationDemoInput): RegistrationDemo {
  const out: RegistrationDemo = { registrations: [], reviews: [], attachments: [] };
  const { first, second, former } = input.reviewers;
  const now = input.now.getTime();

  PLAN.forEach((p, n) => {
    const a = applicantOf(p, input);
    if (!a) return;
    const index = out.registrations.length;
    const submitted = new Date(now - p.days * DAY - ((n * 37) % 9) * HOUR);
    const at = (days: number, hours = 0) => new Date(Math.min(now - HOUR, submitted.getTime() + days * DAY + hours * HOUR));
    const shown = SECTIONS_SHOWN[p.type];
    const positions = a.schoolType?.online ? ONLINE_SCHOOL_POSITION : POSITION[p.type];
    const head = contact(a.head[0], a.head[1], positions.head[0], a.domain, a.phone, String(100 + (n * 13) % 800), a.internationalPhone);
    const manager = contact(a.manager[0], a.manager[1], positions.manager[0], a.domain, a.phone, String(200 + (n * 29) % 700), a.internationalPhone);
    const isReregistration = p.type === T.reregistration;

    const general: GeneralInformation = {
      institutionName: a.name,
      cdsCode: a.cdsCode,
      atpCode: a.atpCode,
      streetAddress: a.street,
      streetCity: a.city,
      streetState: a.state,
      streetZip: /^\d{5}(\d{4})?$/.test(a.zip) ? a.zip : null, // a foreign postal code is not a ZIP code
      countyId: a.countyId,
      phone: a.phone ?? a.internationalPhone ?? '',
      website: a.website,
      isPrivateSchool: a.isPrivate,
      isCharterSchool: a.isCharter,
      districtId: a.districtId,
      otherDistrictName: a.otherDistrictName,
      schoolNetworkId: a.schoolNetworkId,
      governanceId: a.governanceId,
      lowestGrade: a.program ? 9 : a.grades[0],
      highestGrade: a.grades[1],
      institutionOperatingScheduleId: a.schedule,
      openDate: a.openDate,
    };
    const accreditation = shown.includes('accreditation') && a.accreditation ? accreditationDoc(a.accreditation, input.now, isReregistration || n % 3 === 0, Boolean(p.noEndYear)) : null;
    const schoolType: SchoolType | null = shown.includes('schoolType') && a.schoolType
      ? {
          schoolTypeId: a.schoolType.id,
          otherSchoolType: a.schoolType.id === 10 ? (a.schoolType.other ?? 'Other') : null,
          isOnlineSchool: Boolean(a.schoolType.online),
          isIndependentStudy: Boolean(a.schoolType.independentStudy),
          isTraditional: a.schoolType.id === 1 && !a.schoolType.online && !a.schoolType.independentStudy,
        }
      : null;
    const program = a.program;
    const programInformation: ProgramInformation | null = shown.includes('programInformation') && program
      ? { programTypeId: program.programTypeId, campusLocation: program.campusLocation, universityCampusId: program.universityCampusId ?? null, connectedProgramId: null, description: program.description, website: a.website }
      : null;
    const programStructure: ProgramStructure | null = shown.includes('programStructure') && program
      ? { lowestGrade: 9, highestGrade: 12, institutionOperatingScheduleId: a.schedule, hoursPerWeek: program.hoursPerWeek, weeksPerYear: program.weeksPerYear, deliveryModes: program.delivery, description: program.structure }
      : null;
    let programSchools: ProgramSchools | null = null;
    if (shown.includes('programSchools')) {
      const served = program
        ? program.schoolCounties.flatMap((c) => (input.schoolsByCounty.get(c) ?? []).slice(0, 3))
        : (input.networkSchools.get(a.name) ?? []).slice(0, 6);
      programSchools = { schools: served.map((s) => ({ institutionId: s.id, name: s.name, cdsCode: str(s.cdsCode), city: str(s.streetCity) })) };
    }
    const online = shown.includes('onlineSelfAssessment') ? selfAssessment(day(new Date(submitted.getTime() - 3 * DAY)), n % 2 === 0 ? [4] : [3, 6]) : null;
    const certified = certification(`${a.head[0]} ${a.head[1]}`, positions.head[1], day(submitted));

    // reviews
    const reviewer = p.days > 200 && former ? former : first[n % first.length];
    const secondReviewer = second[n % second.length];
    const started = at(2 + (n % 4), 3);
    const firstDecided = at(5 + (n % 6), 5);
    const secondDecided = at(9 + (n % 9), 2);
    const review = (row: Record<string, unknown>) => out.reviews.push({ registration: index, row: { isSecondReview: false, reviewerId: reviewer.id, recommendedActionId: null, decisionComment: null, internalComment: null, decision: null, decidedOn: null, decidedById: null, startedOn: started, ruleSetVersionId: null, explanation: null, ...row } });
    const note = FIRST_REVIEW_NOTES[n % FIRST_REVIEW_NOTES.length];
    const recommend = p.recommend ?? RECOMMENDED_ACTION.approve;
    let decidedOn: Date | null = null;
    let lastUpdatedOn = submitted;
    switch (p.status) {
      case ST.inReview:
        if (p.returned) {
          // sent to second review, exited back: the first review is open again with its recommendation
          review({ recommendedActionId: recommend, internalComment: `${note} Second reviewer asked for the online attendance policy.` });
          out.reviews.push({ registration: index, row: { isSecondReview: true, reviewerId: secondReviewer.id, recommendedActionId: null, decisionComment: null, internalComment: 'Returned: the attendance policy of the online courses is missing.', decision: 'returned', decidedOn: at(8, 1), decidedById: secondReviewer.id, startedOn: at(8), ruleSetVersionId: null, explanation: null } });
          lastUpdatedOn = at(8, 1);
        } else {
          review({ internalComment: note });
          lastUpdatedOn = started;
        }
        break;
      case ST.secondReview:
        review({ recommendedActionId: recommend, decisionComment: null, internalComment: note, decision: 'secondReview', decidedOn: firstDecided, decidedById: reviewer.id });
        lastUpdatedOn = firstDecided;
        break;
      case ST.waitingForUpdate:
        review({ decisionComment: p.comment ?? UPDATE_REQUESTS.letters, internalComment: note, decision: 'waitingForUpdate', decidedOn: firstDecided, decidedById: reviewer.id });
        lastUpdatedOn = firstDecided;
        break;
      case ST.approved:
      case ST.notApproved: {
        const approved = p.status === ST.approved;
        review({ recommendedActionId: approved ? RECOMMENDED_ACTION.approve : recommend, internalComment: note, decision: 'secondReview', decidedOn: firstDecided, decidedById: reviewer.id });
        decidedOn = secondDecided;
        out.reviews.push({
          registration: index,
          row: {
            isSecondReview: true, reviewerId: secondReviewer.id, recommendedActionId: null,
            decisionComment: approved ? 'Welcome: your registration is approved. Your course list manager can now submit courses.' : (p.comment ?? NOT_APPROVED.grades),
            internalComment: approved ? null : recommend === RECOMMENDED_ACTION.approve ? 'Did not follow the recommendation after reading the course samples.' : null,
            decision: approved ? 'approved' : 'notApproved', decidedOn, decidedById: secondReviewer.id, startedOn: at(9 + (n % 9)), ruleSetVersionId: null, explanation: null,
          },
        });
        lastUpdatedOn = decidedOn;
        break;
      }
    }

    out.registrations.push({
      registrationTypeId: p.type,
      registrationStatusId: p.status,
      institutionName: a.name,
      cdsCode: a.cdsCode,
      countyId: a.countyId,
      // a re-registration names its publisher from the start; a new one gets its record on approval
      institutionId: isReregistration || p.status === ST.approved ? a.institutionId : null,
      submitterEmail: manager.email,
      submittedOn: submitted,
      registrationCycleYear: submitted.getUTCMonth() >= 6 ? submitted.getUTCFullYear() : submitted.getUTCFullYear() - 1,
      generalInformation: general,
      accreditation,
      schoolType,
      contactInformation: shown.includes('contactInformation') ? { headContact: head, courseListManager: manager } : null,
      onlineSelfAssessment: online,
      programInformation,
      programStructure,
      certification: certified,
      programSchools,
      lastUpdatedOn,
      decidedOn,
      notificationSentOn: decidedOn ? new Date(decidedOn.getTime() + 4 * 60_000) : null,
      isDeleted: false,
    });

    // files: the letters of intent, the signed agreement, the accreditation letter, a program's description
    const by = `${a.head[0]} ${a.head[1]}`;
    const file = (attachmentTypeId: number, fileName: string, lines: string[], minutes: number) => {
      const content = letterPdf([a.name, `${a.street}, ${a.city}, ${a.state} ${a.zip}`, '', ...lines, '', `Dated ${day(submitted)}`]);
      out.attachments.push({
        registration: index,
        content,
        row: { attachmentTypeId, fileName, contentType: 'application/pdf', sizeBytes: content.length, sha256: createHash('sha256').update(content).digest('hex'), uploadedByName: by, uploadedOn: new Date(submitted.getTime() - minutes * 60_000), isRemoved: false },
      });
    };
    const stem = a.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const partners = ['the district superintendent', 'a partner high school principal'];
    for (let k = 0; k < (p.letters ?? 2); k++)
      file(ATTACHMENT_TYPE.letterOfIntent, `${stem}-letter-of-intent-${k + 1}.pdf`, ['Letter of intent', `From ${partners[k]}, in support of this registration`, 'for the University of California a-g course list.'], 30 - k);
    file(ATTACHMENT_TYPE.signedAgreement, `${stem}-signed-agreement.pdf`, ['Signed agreement', `Certified by ${by}, ${positions.head[1]}`, 'UC a-g course list agreement, both letters checked.'], 20);
    if (accreditation && accreditation.accreditationStatusId !== ACCREDITATION_STATUS.notAccredited && p.status !== ST.waitingForUpdate)
      file(ATTACHMENT_TYPE.accreditationLetter, `${stem}-accreditation-letter.pdf`, ['Accreditation status letter', accreditation.accreditationExpirationDate ? `Term of accreditation ends ${accreditation.accreditationExpirationDate}` : 'Candidate for accreditation'], 25);
    if (program) file(ATTACHMENT_TYPE.programDescription, `${stem}-program-description.pdf`, ['Program description', program.description.slice(0, 90), program.structure.slice(0, 90)], 15);
  });
  return out;
}
