// The section documents of a registration (docs/registrations.md "Section documents"), one strict
// zod schema each: an unknown field is refused by name, every problem lands on its field path
// (headContact.email, schools[2].institutionId). Which sections a registration shows depends on
// its type. The rules of spec 2 §5 and §9 that concern one section are checked here: the explanation
// of an expired accreditation by a body other than WASC, school type Other, exactly two agreement
// letters, a school not twice in the list, grades 9 to 12.
import { z } from 'zod';
import { OTHER_SCHOOL_TYPE_ID } from '../../resources/_institution-values.js';
import { AGREEMENT_LETTERS_CHECKED } from '../../resources/_registrations.js';
import { OTHER_DISTRICT_ID, WASC_ORGANIZATION_ID } from '../../core/spec-constants.js';
import { flag, idValue, optionalFlag, optionalId, requiredText, text } from '../courses/params.js';
import { officeToday } from '../../core/time/office-time.js';

export type SectionName =
  | 'generalInformation'
  | 'accreditation'
  | 'schoolType'
  | 'contactInformation'
  | 'onlineSelfAssessment'
  | 'programInformation'
  | 'programStructure'
  | 'certification'
  | 'programSchools';


/** docs/registrations.md "Sections shown per type" (one table for the server and the seed). */
export { SECTIONS_SHOWN } from '../../resources/_registrations.js';

export const AGREEMENT_MESSAGE = 'Check exactly two agreement letters.';
export const DUPLICATE_SCHOOL_MESSAGE = 'This school is already in the list.';
export const EXPLANATION_MESSAGE = 'An explanation is required when the institution is accredited by a body other than WASC and the accreditation is expired.';

const isoDay = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};
/** A calendar day YYYY-MM-DD, or null. */
const day = () =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? v.slice(0, 10) : v),
    z.string({ error: 'Enter a date as YYYY-MM-DD.' }).refine(isoDay, { error: 'Enter a real date as YYYY-MM-DD.' }).nullish(),
  ).transform((v) => v ?? null);
const digits = (n: string, what: string) =>
  z.preprocess((v) => (v === '' ? null : typeof v === 'string' ? v.trim() : v), z.string({ error: `Enter ${what}.` }).regex(new RegExp(`^\\d{${n}}$`), { error: `Enter ${what}.` }).nullish()).transform((v) => v ?? null);
const int = (min: number, max: number, what: string) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\s*-?\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: `Enter ${what}.` }).int({ error: `Enter ${what}.` }).min(min, { error: `Enter ${what}.` }).max(max, { error: `Enter ${what}.` }).nullish(),
  ).transform((v) => v ?? null);
const grade = () => int(9, 12, 'a grade from 9 to 12');
const email = (max = 255) =>
  z.string({ error: 'Enter an e-mail address.' }).trim().max(max, { error: `Use at most ${max} characters.` }).email({ error: 'Enter a valid e-mail address.' });

function gradesInOrder(v: { lowestGrade: number | null; highestGrade: number | null }, ctx: z.RefinementCtx) {
  if (v.lowestGrade !== null && v.highestGrade !== null && v.lowestGrade > v.highestGrade)
    ctx.addIssue({ code: 'custom', path: ['highestGrade'], message: 'The highest grade cannot be below the lowest grade.' });
}

const generalInformation = z
  .strictObject({
    institutionName: requiredText(200),
    cdsCode: digits('14', 'the 14 digits of the CDS code'),
    atpCode: digits('6', 'the 6 digits of the ATP code'),
    streetAddress: text(200),
    streetCity: text(100),
    streetState: z
      .preprocess((v) => (v === null || v === undefined || v === '' ? 'CA' : typeof v === 'string' ? v.trim().toUpperCase() : v), z.string({ error: 'Enter the two letters of the state.' }).regex(/^[A-Z]{2}$/, { error: 'Enter the two letters of the state.' })),
    streetZip: z
      .preprocess((v) => (v === '' ? null : typeof v === 'string' ? v.trim() : v), z.string({ error: 'Enter a ZIP code of 5 or 9 digits.' }).regex(/^\d{5}(-?\d{4})?$/, { error: 'Enter a ZIP code of 5 or 9 digits.' }).nullish())
      .transform((v) => v ?? null),
    countyId: optionalId('a county').transform((v) => v ?? null),
    phone: text(30),
    website: text(255),
    isPrivateSchool: optionalFlag(),
    isCharterSchool: optionalFlag(),
    districtId: z
      .preprocess(
        (v) => (v === '' ? null : typeof v === 'string' && /^\s*-?\d{1,10}\s*$/.test(v) ? Number(v) : v),
        z
          .number({ error: 'Choose a district, or Other.' })
          .int({ error: 'Choose a district, or Other.' })
          .min(OTHER_DISTRICT_ID, { error: 'Choose a district, or Other.' })
          .max(2147483647, { error: 'Choose a district, or Other.' })
          .refine((n) => n !== 0, { error: 'Choose a district, or Other.' })
          .nullish(),
      )
      .transform((v) => v ?? null),
    otherDistrictName: text(200),
    /** the district's directory name as the answer shows it; sent back by a form, never stored (save-section.ts) */
    districtName: z.string().max(200).nullish(),
    schoolNetworkId: optionalId('a school network').transform((v) => v ?? null),
    governanceId: optionalId('a governance').transform((v) => v ?? null),
    lowestGrade: grade(),
    highestGrade: grade(),
    institutionOperatingScheduleId: optionalId('an operating schedule').transform((v) => v ?? null),
    openDate: day(),
  })
  .superRefine((v, ctx) => {
    gradesInOrder(v, ctx);
    if (v.districtId === OTHER_DISTRICT_ID && !v.otherDistrictName) ctx.addIssue({ code: 'custom', path: ['otherDistrictName'], message: "Name the district when it is 'Other'." });
  });

const accreditation = z
  .strictObject({
    accreditationStatusId: z.preprocess((v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v), z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Choose 1 (fully accredited), 2 (candidate) or 3 (not accredited).' })),
    accreditingOrganizationId: optionalId('an accrediting organization').transform((v) => v ?? null),
    accreditationExpirationDate: day(),
    accreditationExplanation: text(4000),
    accreditationLetterShown: optionalFlag(),
    letterEndDay: int(1, 31, 'a day from 1 to 31'),
    letterEndMonth: int(1, 12, 'a month from 1 to 12'),
    letterEndYear: int(2000, 2100, 'a year from 2000 to 2100'),
  })
  .superRefine((v, ctx) => {
    const today = officeToday();
    const expired = v.accreditationExpirationDate !== null && v.accreditationExpirationDate < today;
    if (v.accreditingOrganizationId !== null && v.accreditingOrganizationId !== WASC_ORGANIZATION_ID && expired && !v.accreditationExplanation)
      ctx.addIssue({ code: 'custom', path: ['accreditationExplanation'], message: EXPLANATION_MESSAGE });
  });

const schoolType = z
  .strictObject({
    schoolTypeId: idValue('a school type'),
    otherSchoolType: text(100),
    isOnlineSchool: optionalFlag(),
    isIndependentStudy: optionalFlag(),
    isTraditional: optionalFlag(),
  })
  .superRefine((v, ctx) => {
    if (v.schoolTypeId === OTHER_SCHOOL_TYPE_ID && !v.otherSchoolType) ctx.addIssue({ code: 'custom', path: ['otherSchoolType'], message: 'Name the school type when it is Other.' });
  });

const phone = z
  .strictObject({
    number: text(30),
    extension: text(10),
    isInternational: optionalFlag(),
    internationalNumber: text(30),
  })
  .superRefine((v, ctx) => {
    if (v.isInternational) {
      if (!v.internationalNumber) ctx.addIssue({ code: 'custom', path: ['internationalNumber'], message: 'Enter the international number with its country code.' });
    } else if (!v.number || v.number.replace(/\D/g, '').length !== 10) ctx.addIssue({ code: 'custom', path: ['number'], message: 'Enter the 10 digits of the phone number.' });
  });

const contact = z.strictObject({
  firstName: requiredText(100),
  lastName: requiredText(100),
  positionId: optionalId('a position').transform((v) => v ?? null),
  email: email(),
  phone,
});

const contactInformation = z.strictObject({ headContact: contact, courseListManager: contact });

const onlineSelfAssessment = z.strictObject({
  completedOn: day(),
  answers: z
    .array(
      z.strictObject({
        questionId: idValue('a question'),
        question: requiredText(1000),
        answer: z.enum(['yes', 'no', 'partly'], { error: 'Answer yes, no or partly.' }),
        comment: text(4000),
      }),
      { error: 'Send the answers as a list.' },
    )
    .max(200, { error: 'At most 200 answers.' }),
});

const programInformation = z.strictObject({
  programTypeId: idValue('a program type'),
  campusLocation: text(200),
  universityCampusId: optionalId('a university campus').transform((v) => v ?? null),
  connectedProgramId: optionalId('a program').transform((v) => v ?? null),
  description: text(4000),
  website: text(255),
});

const programStructure = z
  .strictObject({
    lowestGrade: grade(),
    highestGrade: grade(),
    institutionOperatingScheduleId: optionalId('an operating schedule').transform((v) => v ?? null),
    hoursPerWeek: int(0, 168, 'the hours per week (0 to 168)'),
    weeksPerYear: int(0, 52, 'the weeks per year (0 to 52)'),
    deliveryModes: z.array(z.enum(['classroom', 'online'], { error: 'Choose classroom or online.' }), { error: 'Send the delivery modes as a list.' }).max(2).default([]),
    description: text(4000),
  })
  .superRefine(gradesInOrder);

const certification = z
  .strictObject({
    certifiedByName: requiredText(200),
    certifiedByTitle: text(200),
    certifiedOn: day(),
    agreementLetters: z
      .array(z.strictObject({ id: idValue('an agreement letter'), title: requiredText(500), checked: flag() }), { error: 'Send the agreement letters as a list.' })
      .max(20, { error: 'At most 20 agreement letters.' }),
  })
  .superRefine((v, ctx) => {
    if (v.agreementLetters.filter((l) => l.checked).length !== AGREEMENT_LETTERS_CHECKED) ctx.addIssue({ code: 'custom', path: ['agreementLetters'], message: AGREEMENT_MESSAGE });
  });

const programSchools = z
  .strictObject({
    schools: z
      .array(z.strictObject({ institutionId: idValue('a school of the directory'), name: text(200), cdsCode: text(14), city: text(100) }), { error: 'Send the schools as a list.' })
      .max(1000, { error: 'At most 1000 schools.' }),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.schools.forEach((s, i) => {
      if (seen.has(s.institutionId)) ctx.addIssue({ code: 'custom', path: ['schools', i, 'institutionId'], message: DUPLICATE_SCHOOL_MESSAGE });
      seen.add(s.institutionId);
    });
  });

export const SECTION_SCHEMAS: Record<SectionName, z.ZodType> = {
  generalInformation,
  accreditation,
  schoolType,
  contactInformation,
  onlineSelfAssessment,
  programInformation,
  programStructure,
  certification,
  programSchools,
};

/** The call's path segment (lower case, as spec 2 §7 writes them) to the section. */
export const SECTION_PATHS: Record<string, SectionName> = Object.fromEntries(Object.keys(SECTION_SCHEMAS).map((s) => [s.toLowerCase(), s as SectionName]));

export type GeneralInformation = z.infer<typeof generalInformation>;
export type Accreditation = z.infer<typeof accreditation>;
export type Contact = z.infer<typeof contact>;
export type ProgramSchools = z.infer<typeof programSchools>;
