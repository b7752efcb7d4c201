// Facts of the accreditation rule set (spec 2 §5, §9). Date arithmetic happens here, so the rules
// compare plain values and a test case can fix 'today'.
import type { FactsModule } from './types.js';
import { WASC_ORGANIZATION_ID } from '../../../core/spec-constants.js';

function validDate(v: unknown): Date | null {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const d = new Date(v + 'T00:00:00Z');
  return isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v ? null : d;
}

/** Calendar years from one date to another: whole anniversaries, then the fraction of the next year. */
function yearsBetween(from: Date, to: Date): number {
  if (to < from) return -yearsBetween(to, from);
  const anniversary = (years: number) => new Date(Date.UTC(from.getUTCFullYear() + years, from.getUTCMonth(), from.getUTCDate()));
  let whole = to.getUTCFullYear() - from.getUTCFullYear();
  if (anniversary(whole) > to) whole -= 1;
  const start = anniversary(whole);
  return whole + (to.getTime() - start.getTime()) / (anniversary(whole + 1).getTime() - start.getTime());
}

export const accreditationFacts: FactsModule = {
  ruleSet: 'accreditation',
  evaluators: ['AdminReviewAccreditation'],
  facts: {
    today: { label: 'Today', type: 'date', description: "Today's date (YYYY-MM-DD)", derived: true },
    accreditingOrganizationId: { label: 'Accrediting organization', type: 'number', description: `Accrediting organization id (${WASC_ORGANIZATION_ID} is WASC)` },
    accreditationExpirationDate: { label: 'Accreditation expiration date', type: 'date', description: 'When the accreditation expires' },
    isExpired: { label: 'Accreditation expired', type: 'boolean', description: 'The accreditation expired before today', derived: true },
    accreditationExplanation: { label: 'Explanation', type: 'string', description: 'Explanation written by the institution' },
    fileStatus: { label: 'File decision', type: 'string', description: 'Decision on the accreditation file', values: ['pending', 'accepted', 'notAccepted'] },
    newExpirationDate: { label: 'New expiration date', type: 'date', description: 'New expiration date entered when accepting a file' },
    newExpirationDateIsValid: { label: 'New expiration date is valid', type: 'boolean', description: 'The new expiration date is a real date', derived: true },
    newExpirationYearsFromToday: { label: 'Years from today to the new expiration date', type: 'number', description: 'Years from today to the new expiration date (negative: past)', derived: true },
    newExpirationYearFromThisYear: { label: 'Years from this year to the new expiration year', type: 'number', description: "The new expiration date's year minus this year (0: this year)", derived: true },
  },
  derive: async (input, ctx) => {
    const today = typeof input.today === 'string' ? input.today : ctx.today;
    const todayDate = validDate(today) ?? new Date();
    const expires = validDate(input.accreditationExpirationDate);
    const newDate = validDate(input.newExpirationDate);
    return {
      today,
      isExpired: input.isExpired ?? (expires ? expires < todayDate : false),
      newExpirationDateIsValid: input.newExpirationDateIsValid ?? newDate !== null,
      newExpirationYearsFromToday: input.newExpirationYearsFromToday ?? (newDate ? yearsBetween(todayDate, newDate) : null),
      newExpirationYearFromThisYear: input.newExpirationYearFromThisYear ?? (newDate ? newDate.getUTCFullYear() - todayDate.getUTCFullYear() : null),
    };
  },
};
