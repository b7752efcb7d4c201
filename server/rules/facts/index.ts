import { accreditationFacts } from './accreditation.js';
import { courseFormFacts } from './course-form.js';
import { registrationFacts } from './registration.js';
import { reviewDecisionFacts } from './review-decision.js';
import type { FactsModule } from './types.js';

export const FACTS_MODULES: Record<string, FactsModule> = Object.fromEntries(
  [reviewDecisionFacts, courseFormFacts, accreditationFacts, registrationFacts].map((m) => [m.ruleSet, m]),
);
