// The rules evaluate call: it needs the ability of the screens that use the rule set, the server
// works out derived facts whatever the caller sends, and a client cannot record evaluations into the
// corpus the rule editor's simulation replays; only the server's deciding calls (decide) record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { decide } from '../../../server/rules/decide.js';

let h: Harness;
let analyst: string; // AdminReview: the review screens
let browser: string; // signed in, but no screen that uses the rules
let registrations: string;

beforeAll(async () => {
  h = await startHarness();
  analyst = await h.userWith(['AdminReview'], 'evaluate-analyst');
  browser = await h.userWith(['AdminViewInstitutions'], 'evaluate-browser');
  registrations = await h.userWith(['AdminReviewInstitutionRegistration'], 'evaluate-registrations');
  const em = h.db.orm.em.fork();
  const settings = (await em.findOne('ReviewSettings', { id: 1 } as never)) ?? em.create('ReviewSettings', { id: 1 } as never);
  (settings as { minApprovalValue: number }).minApprovalValue = 2;
  await em.flush();
}, 60_000);
afterAll(() => h?.close());

const evaluate = (set: string, body: unknown, cookie: string) => h.call('POST', `/api/admin/rules/${set}/evaluate`, body, cookie);
const LOW_RUBRIC = { decision: 'approved', rubricValue: 1, feedbackCount: 0, exclusionCount: 0 };
const recordedCount = () => h.db.orm.em.fork().count('RuleEvaluation', {});

describe(`rules evaluate call (${ENGINE})`, () => {
  it('needs the ability of the screens that use the rule set', async () => {
    expect((await evaluate('review-decision', { facts: LOW_RUBRIC }, browser)).status).toBe(403);
    expect((await evaluate('course-form', { facts: {} }, browser)).status).toBe(403);
    expect((await evaluate('review-decision', { facts: LOW_RUBRIC }, analyst)).status).toBe(200);
    // registration rules belong to the registration reviewers, accreditation to its reviewers
    expect((await evaluate('registration', { facts: { action: 'approve' } }, analyst)).status).toBe(403);
    expect((await evaluate('registration', { facts: { action: 'approve' } }, registrations)).status).toBe(200);
    expect((await evaluate('accreditation', { facts: {} }, analyst)).status).toBe(403);
  });

  it('works out derived facts itself: a minimum of 0 or another date from the caller changes nothing', async () => {
    const res = await evaluate('review-decision', { facts: { ...LOW_RUBRIC, minApprovalValue: 0 } }, analyst);
    expect(res.status).toBe(200);
    expect(res.body.facts.minApprovalValue).toBe(2);
    expect(res.body.outcome).toMatchObject({ allowed: false, messages: ['Course cannot be approved because the rubric value is too low'] });

    const accreditation = await h.userWith(['AdminReviewAccreditation'], 'evaluate-accreditation');
    const expired = { accreditingOrganizationId: 3, accreditationExpirationDate: '2020-06-30', accreditationExplanation: '' };
    const backdated = await evaluate('accreditation', { facts: { ...expired, today: '2019-01-01', isExpired: false } }, accreditation);
    expect(backdated.body.facts.today).not.toBe('2019-01-01'); // the server's date
    expect(backdated.body.facts.isExpired).toBe(true);
    expect(backdated.body.outcome.allowed).toBe(false);
  });

  it('records nothing a client sends: record and context are refused by name', async () => {
    const before = await recordedCount();
    const res = await evaluate('review-decision', { facts: { ...LOW_RUBRIC, rubricValue: 2 }, record: true, context: 'review 7 approve' }, analyst);
    expect(res.status).toBe(400);
    expect(res.body.modelState).toBeDefined();
    expect(await recordedCount()).toBe(before);
  });

  it('records the server’s own decisions, with the facts it derived', async () => {
    const before = await recordedCount();
    const result = await decide(h.rules, 'review-decision', { ...LOW_RUBRIC, minApprovalValue: 0 }, { em: h.db.orm.em.fork(), userName: 'evaluate-analyst', context: 'review 9 approve' });
    expect(result.outcome.allowed).toBe(false);
    expect(await recordedCount()).toBe(before + 1);
    const row = (await h.db.orm.em.fork().findOneOrFail('RuleEvaluation', { id: result.evaluationId } as never)) as { facts: Record<string, unknown>; allowed: boolean; userName: string; context: string };
    expect(row).toMatchObject({ allowed: false, userName: 'evaluate-analyst', context: 'review 9 approve' });
    expect(row.facts.minApprovalValue).toBe(2);
  });
});
