// Facts of the registration rule set (spec 2 §5).
import type { FactsModule } from './types.js';

export const registrationFacts: FactsModule = {
  ruleSet: 'registration',
  evaluators: ['AdminReviewInstitutionRegistration', 'AdminRegistrationSecondReview'],
  facts: {
    action: { type: 'string', description: 'What the reviewer asks for', values: ['approve', 'secondreview', 'notapprove'] },
    registrationType: { type: 'string', description: 'New registration or online publisher re-registration', values: ['registration', 'reregistration'] },
    isPrivateSchool: { type: 'boolean', description: 'The school is private' },
    districtId: { type: 'number', description: "District id (-1 is 'Other')" },
    recommendedActionId: { type: 'number', description: 'Recommended action: 1 approve, 2 not approve' },
    accreditationLetterShown: { type: 'boolean', description: 'The accreditation-letter section is shown' },
    letterEndDay: { type: 'number', description: 'Accreditation letter end day' },
    letterEndMonth: { type: 'number', description: 'Accreditation letter end month' },
    letterEndYear: { type: 'number', description: 'Accreditation letter end year' },
  },
  derive: async () => ({}),
};
