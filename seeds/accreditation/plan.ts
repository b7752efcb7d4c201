// The accreditation demo built in memory (no database access): which schools carry which
// accreditation, their files (pending, accepted, not accepted) with real bytes, and staff comments.
// Deterministic from its seed; dates count from `now`.
import { ACCREDITATION_STATUS, FILE_STATUS } from '../../resources/_accreditation.js';
import { WASC_ORGANIZATION_ID } from '../../core/spec-constants.js';
import { Random } from '../courses/random.js';
import { letterPdf, scanPng } from './sample-files.js';

export const ACCREDITATION_DEMO_SEED = 20_261_126;
/** schools with files waiting for review: a few dozen, so the pending list has two pages */
export const PENDING_SCHOOLS = 36;

export interface DemoSchool {
  id: number;
  name: string;
}
export interface DemoPerson {
  id: number;
  name: string;
}

export interface AccreditationDemoInput {
  now: Date;
  schools: DemoSchool[];
  reviewers: DemoPerson[];
  currentYearId: number | null;
}

export interface AccreditationDemo {
  accreditations: Record<string, unknown>[];
  files: Record<string, unknown>[];
  contents: { file: number; content: Buffer }[];
  comments: Record<string, unknown>[];
}

/** Bodies other than WASC that accredit California high schools (seeds/lookups/places.ts). */
const OTHER_BODIES = [7, 8, 9, 10];
const HEADS = ['Maria Lopez', 'David Kim', 'Angela Brooks', 'Robert Nguyen', 'Susan Patel', 'James Carter', 'Linda Flores', 'Kevin Osei'];
const EXPLANATIONS = [
  'The self-study visit was postponed by the accrediting body; the renewal visit is scheduled for the spring.',
  'Our accreditation term ended during a change of school leadership; the renewal application has been filed.',
  'The accrediting body granted an extension while it reviews our updated self-study.',
];
const NOT_ACCEPTED = [
  'The letter does not show the term of accreditation. Please upload the full accreditation letter.',
  'This is the self-study report, not the accreditation letter from the accrediting body.',
  'The letter is for a different campus of the school network.',
  'The scan is unreadable; please upload a clearer copy.',
];
const STAFF_COMMENTS = [
  'Called the principal: the signed letter will follow by e-mail.',
  'Checked the accrediting body’s directory: the school is listed as accredited.',
  'Asked the school for the visiting committee report.',
  'Reminder sent about the expiring term.',
  'Confirmed the new term with the regional office.',
];

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const juneThirtieth = (year: number) => `${year}-06-30`;
const daysBefore = (now: Date, days: number, random: Random) => new Date(now.getTime() - days * 86_400_000 - random.int(0, 8 * 3600) * 1000);

export function buildAccreditationDemo(input: AccreditationDemoInput): AccreditationDemo {
  const random = new Random(ACCREDITATION_DEMO_SEED);
  const year = input.now.getUTCFullYear();
  const out: AccreditationDemo = { accreditations: [], files: [], contents: [], comments: [] };
  let nextFileId = 1;
  const reviewer = () => random.pick(input.reviewers);

  const addFile = (school: DemoSchool, statusId: number, uploadedOn: Date, decided?: { newExpirationDate?: string; comment?: string }) => {
    const id = nextFileId++;
    const asPng = random.chance(0.25);
    const content = asPng
      ? scanPng([random.int(10, 120), random.int(40, 140), random.int(90, 200)])
      : letterPdf([`${school.name}`, 'Accreditation status letter', `Issued ${dayOf(uploadedOn)}`, decided?.newExpirationDate ? `Term of accreditation ends ${decided.newExpirationDate}` : 'Term of accreditation: see attached']);
    const by = decided ? reviewer() : null;
    out.files.push({
      id,
      institutionId: school.id,
      fileName: asPng ? `accreditation-scan-${id}.png` : `${school.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-accreditation-letter.pdf`,
      contentType: asPng ? 'image/png' : 'application/pdf',
      sizeBytes: content.length,
      sha256: null,
      statusId,
      uploadedById: null,
      uploadedByName: random.pick(HEADS),
      uploadedOn,
      newExpirationDate: decided?.newExpirationDate ?? null,
      decisionComment: decided?.comment ?? null,
      decidedById: by?.id ?? null,
      decidedOn: decided ? new Date(uploadedOn.getTime() + random.int(1, 6) * 86_400_000) : null,
      explanation: null,
    });
    out.contents.push({ file: id, content });
    if (decided?.comment && by)
      out.comments.push({ institutionId: school.id, accreditationFileId: id, comment: decided.comment, createdById: by.id, createdByName: by.name, createdOn: new Date(uploadedOn.getTime() + 86_400_000) });
    return id;
  };

  const schools = random.shuffle(input.schools);
  schools.forEach((school, i) => {
    const kind = i % 20; // a fixed mix: mostly WASC, some candidates, not accredited, other bodies
    let row: Record<string, unknown>;
    if (kind < 13) {
      const expires = juneThirtieth(year + random.int(0, 6));
      row = { accreditationStatusId: ACCREDITATION_STATUS.fullyAccredited, accreditingOrganizationId: WASC_ORGANIZATION_ID, accreditationExpirationDate: expires };
      if (random.chance(0.3)) addFile(school, FILE_STATUS.accepted, daysBefore(input.now, random.int(60, 700), random), { newExpirationDate: expires });
    } else if (kind < 15) {
      row = { accreditationStatusId: ACCREDITATION_STATUS.candidate, accreditingOrganizationId: WASC_ORGANIZATION_ID, accreditationExpirationDate: juneThirtieth(year + random.int(1, 2)) };
    } else if (kind < 16) {
      row = { accreditationStatusId: ACCREDITATION_STATUS.notAccredited, accreditingOrganizationId: null, accreditationExpirationDate: null, notAccreditedAsOfAcademicYearId: input.currentYearId };
    } else if (kind < 18) {
      // expired by a body other than WASC: half have written their explanation
      row = {
        accreditationStatusId: ACCREDITATION_STATUS.fullyAccredited,
        accreditingOrganizationId: random.pick(OTHER_BODIES),
        accreditationExpirationDate: juneThirtieth(year - random.int(1, 2)),
        accreditationExplanation: random.chance(0.5) ? random.pick(EXPLANATIONS) : null,
      };
    } else {
      row = { accreditationStatusId: ACCREDITATION_STATUS.fullyAccredited, accreditingOrganizationId: random.pick(OTHER_BODIES), accreditationExpirationDate: juneThirtieth(year + random.int(1, 5)) };
    }
    out.accreditations.push({ institutionId: school.id, accreditationExplanation: null, notAccreditedAsOfAcademicYearId: null, updatedOn: null, ...row });

    if (i < PENDING_SCHOOLS) {
      // a refused letter first for some, then the one (or two) waiting now
      if (random.chance(0.25)) addFile(school, FILE_STATUS.notAccepted, daysBefore(input.now, random.int(40, 90), random), { comment: random.pick(NOT_ACCEPTED) });
      const files = random.chance(0.3) ? 2 : 1;
      for (let n = 0; n < files; n++) addFile(school, FILE_STATUS.pending, daysBefore(input.now, random.int(0, 30), random));
    }
    if (random.chance(0.12)) {
      const by = reviewer();
      out.comments.push({ institutionId: school.id, accreditationFileId: null, comment: random.pick(STAFF_COMMENTS), createdById: by.id, createdByName: by.name, createdOn: daysBefore(input.now, random.int(1, 120), random) });
    }
  });
  return out;
}
