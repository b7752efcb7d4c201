// The rule sets on the database (both engines): shipped defaults loaded, every default rule against
// its spec sentence through the evaluate call, drafts, tests on save, activation, roll back,
// simulation, and the audit trail of every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';
import { decide } from '../../server/rules/decide.js';

let h: Harness;
let operator: string;
let analyst: string;

beforeAll(async () => {
  h = await startHarness();
  operator = await h.userWith(['AdminManageRules', 'AdminViewAudit'], 'rules-operator');
  // evaluate needs the ability of the screens that use each rule set (server/rules/facts/*.ts)
  analyst = await h.userWith(['AdminReview', 'AdminReviewAccreditation', 'AdminReviewInstitutionRegistration'], 'rules-analyst');
}, 60_000);
afterAll(() => h?.close());

const evaluate = (set: string, facts: Record<string, unknown>, extra: Record<string, unknown> = {}, who = analyst) =>
  h.call('POST', `/api/admin/rules/${set}/evaluate`, { facts, ...extra }, who);

describe(`default rules against the spec (${ENGINE})`, () => {
  it('spec 3 §5: approve only with rubric ≥ minimum (review settings), no feedback, no exclusion', async () => {
    await h.db.orm.em.fork().insert('ReviewSettings', { id: 1, minApprovalValue: 2, takeNextCourseCount: 10, expressReviewEnabled: true } as never);
    const low = await evaluate('review-decision', { decision: 'approved', rubricValue: 1, feedbackCount: 0, exclusionCount: 0 });
    expect(low.status).toBe(200);
    expect(low.body.outcome.messages).toEqual(['Course cannot be approved because the rubric value is too low']);
    expect(low.body.facts.minApprovalValue).toBe(2); // drawn from the review settings
    const ok = await evaluate('review-decision', { decision: 'approved', rubricValue: 2, feedbackCount: 0, exclusionCount: 0 });
    expect(ok.body.outcome.allowed).toBe(true);
    const feedback = await evaluate('review-decision', { decision: 'approved', rubricValue: 5, feedbackCount: 1, exclusionCount: 0 });
    expect(feedback.body.outcome.messages).toEqual(['Course cannot be approved because one or more feedback items have been selected']);
  });

  it('spec 3 §5: not approve and second review need feedback and a rubric below the minimum', async () => {
    const high = await evaluate('review-decision', { decision: 'notapproved', rubricValue: 2, feedbackCount: 3, exclusionCount: 0 });
    expect(high.body.outcome.messages).toEqual(['The rubric value is too high to not approve this course']);
    const none = await evaluate('review-decision', { decision: 'secondreview', rubricValue: 0, feedbackCount: 0, exclusionCount: 0 });
    expect(none.body.outcome.messages).toEqual(['Course must have feedback in order to not approve']);
  });

  it('explains each condition with the fact value it saw', async () => {
    const res = await evaluate('review-decision', { decision: 'approved', rubricValue: 1, feedbackCount: 0, exclusionCount: 0 });
    const rule = res.body.outcome.explanation.find((e: { rule: string }) => e.rule === 'approve-needs-rubric-at-minimum');
    expect(rule.fired).toBe(true);
    expect(rule.conditions.children).toEqual([
      { kind: 'condition', passed: true, fact: 'decision', operator: 'equal', value: 'approved', factValue: 'approved' },
      { kind: 'condition', passed: true, fact: 'rubricValue', operator: 'lessThan', value: { fact: 'minApprovalValue', resolved: 2 }, factValue: 1 },
    ]);
  });

  it('course form: the two-year course length comes from the lookup', async () => {
    const em = h.db.orm.em.fork();
    await em.insert('CourseLength', { id: 71, name: 'One year', isTwoYear: false } as never);
    await em.insert('CourseLength', { id: 72, name: 'Two years', isTwoYear: true } as never);
    const base = { context: 'course', subjectAreaCodes: ['B', 'F'], isOnlinePublisherProgram: false, disciplineIds: [5], academicYearId: 30, isCte: true };
    expect((await evaluate('course-form', { ...base, courseLengthId: 71 })).body.outcome.messages).toEqual(['A second subject area is allowed only when the course length is two years']);
    expect((await evaluate('course-form', { ...base, courseLengthId: 72 })).body.outcome.allowed).toBe(true);
    const cte = await evaluate('course-form', { ...base, subjectAreaCodes: ['C'], disciplineIds: [56], academicYearId: 28, isCte: false, courseLengthId: 71 });
    expect(cte.body.outcome).toMatchObject({ allowed: false, messages: ['Discipline 56 courses are available only beginning 2025-26'], shown: ['isMathCategory4'], cleared: ['cteIndustryId', 'ctePathwayId'] });
  });

  it('accreditation and registration answer with their messages', async () => {
    const acc = await evaluate('accreditation', { accreditingOrganizationId: 2, accreditationExpirationDate: '2020-06-30', accreditationExplanation: '' });
    expect(acc.body.outcome.messages).toEqual(['An explanation is required when the institution is accredited by a body other than WASC and the accreditation is expired']);
    // the registration's facts come from its stored sections; a caller's isPrivateSchool is ignored
    const em = h.db.orm.em.fork();
    const registration = em.create<{ id: number }>('Registration', { registrationTypeId: 1, institutionName: 'Rule Case High', submitterEmail: 'a@example.org', submittedOn: new Date(), generalInformation: { isPrivateSchool: false, districtId: -1 } } as never);
    await em.flush();
    const reg = await evaluate('registration', { action: 'approve', registrationId: registration.id, isPrivateSchool: true });
    expect(reg.body.outcome.messages).toEqual(["This school's district is 'Other': create the district before approving the registration"]);
  });

  it('refuses unknown rule sets and malformed bodies', async () => {
    expect((await evaluate('no-such-set', {})).status).toBe(404);
    expect((await h.call('POST', '/api/admin/rules/review-decision/evaluate', { facts: 'x' }, analyst)).status).toBe(400);
  });
});

describe(`rule set versions (${ENGINE})`, () => {
  it('edits a draft, refuses unknown facts and operators, runs tests on save, activates, rolls back, and audits it all', async () => {
    expect((await h.call('GET', '/api/admin/rules', undefined, analyst)).status).toBe(403);
    const set = await h.call('GET', '/api/admin/rules/review-decision', undefined, operator);
    expect(set.body.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([[1, 'active']]);

    // a decided case for the simulation to replay: only the server's deciding calls record one
    const recorded = { body: await decide(h.rules, 'review-decision', { decision: 'approved', rubricValue: 2, feedbackCount: 0, exclusionCount: 0 }, { em: h.db.orm.em.fork(), userName: 'rules-analyst', context: 'review 7 approve' }) };
    expect(recorded.body.evaluationId).toBeGreaterThan(0);

    const draft = await h.call('POST', '/api/admin/rules/review-decision/drafts', { comment: 'Raise the bar' }, operator);
    expect(draft.body).toMatchObject({ version: 2, status: 'draft', basedOnVersion: 1 });
    const definition = structuredClone(draft.body.definition);

    const broken = structuredClone(definition);
    broken.rules[0].conditions.all[1].fact = 'rubricScore';
    broken.rules[1].conditions.all[1].operator = 'atLeast';
    const refused = await h.call('PUT', `/api/admin/rules/review-decision/versions/${draft.body.id}`, { definition: broken }, operator);
    expect(refused.status).toBe(400);
    expect(refused.body.modelState['rules[0].conditions.all[1].fact'][0]).toMatch(/^Unknown fact "rubricScore"/);
    expect(refused.body.modelState['rules[1].conditions.all[1].operator'][0]).toMatch(/^Unknown operator "atLeast"/);

    // approval now needs a rubric of at least the minimum plus one: a shipped test case fails
    definition.rules[0].conditions.all[1] = { fact: 'rubricValue', operator: 'lessThanInclusive', value: { fact: 'minApprovalValue' } };
    const saved = await h.call('PUT', `/api/admin/rules/review-decision/versions/${draft.body.id}`, { definition }, operator);
    expect(saved.status).toBe(200);
    expect(saved.body.version.testsPassed).toBe(false);
    expect(saved.body.tests.filter((t: { passed: boolean }) => !t.passed).map((t: { name: string }) => t.name)).toContain('approve with rubric at the minimum and nothing checked');
    const blocked = await h.call('POST', `/api/admin/rules/review-decision/versions/${draft.body.id}/activate`, {}, operator);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/test case\(s\) fail/);

    const sim = await h.call('POST', `/api/admin/rules/review-decision/versions/${draft.body.id}/simulate`, { limit: 10 }, operator);
    const flipped = sim.body.cases.find((c: { evaluationId: number }) => c.evaluationId === recorded.body.evaluationId);
    expect(flipped).toMatchObject({ changed: true, active: { allowed: true }, draft: { allowed: false } });
    // unsaved edits replay too: the shipped rules again change nothing
    const unsaved = await h.call('POST', `/api/admin/rules/review-decision/versions/${draft.body.id}/simulate`, { limit: 10, definition: set.body.versions[0].definition }, operator);
    expect(unsaved.body.changed).toBe(0);
    const badUnsaved = await h.call('POST', `/api/admin/rules/review-decision/versions/${draft.body.id}/simulate`, { definition: broken }, operator);
    expect(badUnsaved.status).toBe(400);

    // fix the test case to the new policy, then activation goes through
    const t = definition.tests.find((x: { name: string }) => x.name === 'approve with rubric at the minimum and nothing checked');
    t.expect = { allowed: false, messages: ['Course cannot be approved because the rubric value is too low'] };
    definition.tests.push({ name: 'approve one above the minimum', facts: { decision: 'approved', rubricValue: 3, minApprovalValue: 2, feedbackCount: 0, exclusionCount: 0 }, expect: { allowed: true } });
    const fixed = await h.call('PUT', `/api/admin/rules/review-decision/versions/${draft.body.id}`, { definition }, operator);
    expect(fixed.body.version.testsPassed).toBe(true);
    expect(fixed.body.version.diff.rules.changed).toEqual(['approve-needs-rubric-at-minimum']);
    expect((await h.call('POST', `/api/admin/rules/review-decision/versions/${draft.body.id}/activate`, {}, operator)).status).toBe(200);

    const now = await evaluate('review-decision', { decision: 'approved', rubricValue: 2, feedbackCount: 0, exclusionCount: 0 });
    expect(now.body).toMatchObject({ version: 2, outcome: { allowed: false } });

    const back = await h.call('POST', '/api/admin/rules/review-decision/rollback', {}, operator);
    expect(back.body).toEqual({ activeVersion: 1 });
    expect((await evaluate('review-decision', { decision: 'approved', rubricValue: 2, feedbackCount: 0, exclusionCount: 0 })).body).toMatchObject({ version: 1, outcome: { allowed: true } });

    expect((await h.call('DELETE', `/api/admin/rules/review-decision/versions/${draft.body.id}`, undefined, operator)).status).toBe(409);
    expect(set.body.id).toBeGreaterThan(0);
    const compare = await h.call('GET', `/api/admin/rules/review-decision/compare?a=${set.body.versions[0].id}&b=${draft.body.id}`, undefined, operator);
    expect(compare.body.diff.rules.changed).toEqual(['approve-needs-rubric-at-minimum']);

    const audit = await h.call('GET', `/api/admin/audit/rule-set-versions/${draft.body.id}`, undefined, operator);
    const types = audit.body.entries.map((e: { auditType: string; userName: string }) => `${e.auditType}:${e.userName}`);
    expect(types.at(-1)).toBe('I:rules-operator');
    expect(types.filter((x: string) => x.startsWith('U')).length).toBeGreaterThanOrEqual(4);
  });
});
