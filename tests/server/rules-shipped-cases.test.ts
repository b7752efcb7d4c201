// Every shipped test case (each one a spec sentence) through the evaluate call of a running server,
// so the rules are checked on both database engines with the active version loaded from the database.
// The evaluate call works out derived facts itself and ignores them from callers, so each case
// first sets up what the server derives them from (review settings, the course length, the date),
// sends only the facts a screen may send, and the answer must carry the case's derived values.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';
import { shippedRuleSets } from '../../server/rules/defaults.js';
import { FACTS_MODULES } from '../../server/rules/facts/index.js';
import { callerFacts } from '../../server/rules/facts/caller-facts.js';

let h: Harness;
let staff: string;

const ONE_YEAR = 9101;
const TWO_YEARS = 9102;

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith(['AdminManageRules'], 'case-runner');
  const em = h.db.orm.em.fork();
  em.create('CourseLength', { id: ONE_YEAR, name: 'Case one year', isTwoYear: false } as never);
  em.create('CourseLength', { id: TWO_YEARS, name: 'Case two years', isTwoYear: true } as never);
  await em.flush();
}, 60_000);
afterAll(() => h?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Puts in place what the server derives the case's derived facts from; returns the facts to send. */
async function arrange(ruleSet: string, facts: Record<string, unknown>): Promise<Record<string, unknown>> {
  const sent = callerFacts(FACTS_MODULES[ruleSet], facts);
  if ('minApprovalValue' in facts) {
    const em = h.db.orm.em.fork();
    const settings = (await em.findOne('ReviewSettings', { id: 1 } as never)) ?? em.create('ReviewSettings', { id: 1 } as never);
    (settings as { minApprovalValue: unknown }).minApprovalValue = facts.minApprovalValue;
    await em.flush();
  }
  if ('isTwoYearCourse' in facts) sent.courseLengthId = facts.isTwoYearCourse ? TWO_YEARS : ONE_YEAR;
  // a registration's facts are read from its stored sections
  if (ruleSet === 'registration') {
    const em = h.db.orm.em.fork();
    const registration = em.create<{ id: number }>('Registration', {
      registrationTypeId: facts.registrationType === 'reregistration' ? 6 : 1,
      institutionName: 'Case registration',
      submitterEmail: 'case@example.org',
      submittedOn: new Date(),
      generalInformation: { isPrivateSchool: facts.isPrivateSchool, districtId: facts.districtId },
      accreditation: { accreditationLetterShown: facts.accreditationLetterShown ?? false, letterEndDay: facts.letterEndDay ?? null, letterEndMonth: facts.letterEndMonth ?? null, letterEndYear: facts.letterEndYear ?? null },
    } as never);
    await em.flush();
    sent.registrationId = registration.id;
  }
  // the server's date: only Date is faked, timers and I/O run as usual
  if (typeof facts.today === 'string') vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${facts.today}T12:00:00Z`) });
  return sent;
}

/** `value`'s entries named in `keys`, lists sorted (the outcome's lists are sets: their order says nothing) */
const stated = (value: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, Array.isArray(value[k]) ? [...(value[k] as unknown[])].sort() : value[k]]));

describe.each(shippedRuleSets().map((s) => [s.name, s] as const))(`shipped cases of %s (${ENGINE})`, (name, set) => {
  it.each(set.tests.map((t) => [t.name, t] as const))('%s', async (_case, t) => {
    const sent = await arrange(name, t.facts);
    const res = await h.call('POST', `/api/admin/rules/${name}/evaluate`, { facts: sent }, staff);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    // the server derived the facts the case states
    const derived = Object.entries(FACTS_MODULES[name].facts).filter(([fact, def]) => def.derived && fact in t.facts).map(([fact]) => fact);
    expect(stated(res.body.facts, derived)).toEqual(stated(t.facts, derived));
    // the outcome is what the case expects, in every part it names (each case names one at least)
    const expected = Object.keys(t.expect);
    expect(expected.length).toBeGreaterThan(0);
    expect(stated(res.body.outcome, expected)).toEqual(stated(t.expect as Record<string, unknown>, expected));
  });
});
