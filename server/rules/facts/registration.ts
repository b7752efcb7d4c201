// Facts of the registration rule set (spec 2 §5). The caller names the registration and what the
// reviewer asks for; everything about the registration itself (its type, the school's district and
// whether it is private, the accreditation letter) is read here from its stored sections, so a
// reviewer cannot approve by claiming a district the registration does not have.
import type { FactsModule } from './types.js';
import registrations from '../../../resources/registrations.js';
import { REGISTRATION_TYPE } from '../../../resources/_registrations.js';
import { OTHER_DISTRICT_ID } from '../../../core/spec-constants.js';

const INT4_MAX = 2147483647;

type Section = Record<string, unknown> | null | undefined;
interface StoredRegistration {
  registrationTypeId: number;
  generalInformation: Section;
  accreditation: Section;
}

const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export const registrationFacts: FactsModule = {
  ruleSet: 'registration',
  evaluators: ['AdminReviewInstitutionRegistration', 'AdminRegistrationSecondReview'],
  facts: {
    action: { label: 'Action asked for', type: 'string', description: 'What the reviewer asks for', values: ['approve', 'secondreview', 'notapprove'] },
    registrationId: { label: 'Registration', type: 'number', description: 'The registration decided on; the facts below are read from its sections' },
    registrationType: { label: 'Kind of registration', type: 'string', description: 'New registration or online publisher re-registration', values: ['registration', 'reregistration'], derived: true },
    isPrivateSchool: { label: 'Private school', type: 'boolean', description: 'The school is private (general information)', derived: true },
    districtId: { label: 'District', type: 'number', description: `District id (${OTHER_DISTRICT_ID} is 'Other') (general information)`, derived: true },
    recommendedActionId: { label: 'Recommended action', type: 'number', description: 'Recommended action: 1 approve, 2 not approve' },
    accreditationLetterShown: { label: 'Accreditation letter asked for', type: 'boolean', description: 'The accreditation-letter section is shown (accreditation)', derived: true },
    letterEndDay: { label: 'Letter end day', type: 'number', description: 'Accreditation letter end day (accreditation)', derived: true },
    letterEndMonth: { label: 'Letter end month', type: 'number', description: 'Accreditation letter end month (accreditation)', derived: true },
    letterEndYear: { label: 'Letter end year', type: 'number', description: 'Accreditation letter end year (accreditation)', derived: true },
  },
  derive: async (input, { em }) => {
    const id = typeof input.registrationId === 'number' ? input.registrationId : typeof input.registrationId === 'string' && /^\d{1,10}$/.test(input.registrationId) ? Number(input.registrationId) : NaN;
    const stored =
      em && Number.isSafeInteger(id) && id >= 1 && id <= INT4_MAX
        ? ((await em.findOne(registrations.entity, { id, isDeleted: false } as never, { disableIdentityMap: true })) as StoredRegistration | null)
        : null;
    const general = stored?.generalInformation ?? {};
    const accreditation = stored?.accreditation ?? {};
    const derived: Record<string, unknown> = {
      registrationType: stored ? (stored.registrationTypeId === REGISTRATION_TYPE.reregistration ? 'reregistration' : 'registration') : null,
      isPrivateSchool: stored ? general.isPrivateSchool === true : null,
      districtId: stored ? numberOrNull(general.districtId) : null,
      accreditationLetterShown: stored ? accreditation.accreditationLetterShown === true : null,
      letterEndDay: numberOrNull(accreditation.letterEndDay),
      letterEndMonth: numberOrNull(accreditation.letterEndMonth),
      letterEndYear: numberOrNull(accreditation.letterEndYear),
    };
    // a rule editor's test case (or a replayed evaluation) states them itself; callers never can
    // (server/rules/facts/caller-facts.ts takes them out before this runs)
    for (const name of Object.keys(derived)) if (name in input) derived[name] = input[name];
    return derived;
  },
};
