// Each workflow event a template describes queues its template with the placeholders filled, in
// the transaction of the change (issue 11 §3): review decisions and reversals, course audit
// selections and cancellation answers, accreditation decisions. A refused change queues nothing.
// (Verification mails: tests/server/membership; registration notices: registrations.test.ts here.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../support/server-harness.js';
import { startHarness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ReviewFixtures, type StaffUser } from '../review/fixtures.js';
import { courseLookups, rubricOf } from '../review/screen/screen-support.js';
import { RESPOND, SELECT, requestCancellation, startAuditFixture, type AuditFixture } from '../course-audits/fixture.js';
import { pendingFile, startAccreditationFixture, thisYear, type AccreditationFixture } from '../accreditation/fixture.js';
import { cycleYearPlaceholder } from '../../../server/notifications/enqueue.js';
import { outboxRows, type OutboxRow } from './support.js';

const contacts = async (h: Harness, institutionId: number, tag: string) => {
  const em = h.db.orm.em.fork();
  const row = await em.findOneOrFail<Record<string, unknown>>('Institution', { id: institutionId } as never);
  Object.assign(row, { headContactFirstName: 'Hana', headContactLastName: `Head-${tag}`, headContactEmail: `head-${tag}@example.org`, courseListContactName: 'Cole List', courseListContactEmail: `list-${tag}@example.org` });
  await em.flush();
};

const queuedFor = (h: Harness, entity: string, id: number): Promise<OutboxRow[]> => outboxRows(h.db.orm, 'entity = ? and entity_id = ?', [entity, String(id)]);

/** No {{placeholder}} left unfilled, in the subject or the text. */
const filled = (r: OutboxRow) => expect(`${r.subject}\n${r.text}`).not.toMatch(/\{\{/);

describe(`review decisions and reversals queue their notifications (${ENGINE})`, () => {
  let h: Harness;
  let f: ReviewFixtures;
  let analyst: StaffUser;
  let reverser: StaffUser;
  beforeAll(async () => {
    h = await startHarness();
    f = new ReviewFixtures(h);
    await courseLookups(f);
    analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst' });
    reverser = await f.staff({ abilities: ['AdminReview', 'AdminReverse'], firstName: 'Rev', lastName: 'Erser', userKind: 'ucop' });
  }, 240_000);
  afterAll(() => h?.close());
  const post = (path: string, who: StaffUser, body?: unknown) => h.call('POST', `/api/admin/review${path}`, body, who.cookie);

  it('approved, not approved, reversed: the institution contacts each get the template with its placeholders', async () => {
    const b = await f.assignedBatch({ analystId: analyst.id, count: 3 });
    await contacts(h, b.institution.id, 'rev');
    const [yes, no, second] = b.reviewIds;
    const [yesSub, noSub, secondSub] = b.submissions;

    // a refused decision (no rubric) queues nothing
    expect((await post(`/${yes}/complete/approved`, analyst)).status).toBe(400);
    expect(await queuedFor(h, 'course-submissions', yesSub.id)).toEqual([]);

    await post(`/${yes}/rubric/${await rubricOf(f, 3)}`, analyst);
    expect((await post(`/${yes}/complete/approved`, analyst)).status).toBe(200);
    const approved = await queuedFor(h, 'course-submissions', yesSub.id);
    expect(approved.map((r) => [r.recipient, r.template_key, r.acting_user_id])).toEqual([
      ['head-rev@example.org', 'course-review-approved', analyst.id],
      ['list-rev@example.org', 'course-review-approved', analyst.id],
    ]);
    approved.forEach(filled);
    expect(approved[0].subject).toMatch(new RegExp(`^A–G courses approved for ${b.institution.name} \\(\\d{4}-\\d{2}\\)$`));
    expect(approved[0].text).toContain('Dear Hana Head-rev,');
    expect(approved[1].text).toContain('Dear Cole List,');
    expect(approved[0].text).toContain(`- ${yesSub.course.title}`);
    expect(approved[0].html).toContain(`<li>${yesSub.course.title}</li>`);

    await post(`/${no}/rubric/${await rubricOf(f, 1)}`, analyst);
    await f.reviewStatement({ reviewId: no, statementId: await f.feedbackStatement(), notes: 'needs work' });
    expect((await post(`/${no}/complete/notapproved`, analyst)).status).toBe(200);
    const refused = await queuedFor(h, 'course-submissions', noSub.id);
    expect(refused.map((r) => r.template_key)).toEqual(['course-review-not-approved', 'course-review-not-approved']);
    refused.forEach(filled);
    expect(refused[0].text).toContain(noSub.course.title);

    // sent to 2nd review: nothing to tell the institution yet
    await post(`/${second}/rubric/${await rubricOf(f, 1)}`, analyst);
    await f.reviewStatement({ reviewId: second, statementId: await f.feedbackStatement(), notes: 'unsure' });
    expect((await post(`/${second}/secondreview`, analyst)).status).toBe(200);
    expect(await queuedFor(h, 'course-submissions', secondSub.id)).toEqual([]);

    const reversed = await post('/decisionReversal/', reverser, { courseSubmissionReviewId: yes, reason: 'The lab component was documented after review.' });
    expect(reversed.status).toBe(200);
    const after = (await queuedFor(h, 'course-submissions', yesSub.id)).filter((r) => r.template_key === 'decision-reversed');
    expect(after.map((r) => [r.recipient, r.acting_user_id])).toEqual([
      ['head-rev@example.org', reverser.id],
      ['list-rev@example.org', reverser.id],
    ]);
    after.forEach(filled);
    expect(after[0].subject).toBe(`Review decision changed: ${yesSub.course.title}`);
    expect(after[0].text).toContain('Reason: The lab component was documented after review.');
    expect(after[0].text).toContain(`at ${b.institution.name} has been reversed`);
  });
});

describe(`course audit selections and cancellation answers queue their notifications (${ENGINE})`, () => {
  let f: AuditFixture;
  beforeAll(async () => {
    f = await startAuditFixture();
    await contacts(f.h, f.publisher, 'pub');
  }, 240_000);
  afterAll(() => f?.h.close());

  it('selected for audit, then a rejected and an approved cancellation request', async () => {
    const selected = await f.h.call('POST', SELECT(f.courses.algebra), {}, f.analyst);
    expect(selected.status).toBe(201);
    const auditId = selected.body.courseAuditId ?? selected.body.id;
    const rows = await queuedFor(f.h, 'course-audits', auditId);
    expect(rows.map((r) => [r.recipient, r.template_key])).toEqual([
      ['head-pub@example.org', 'program-course-audit'],
      ['list-pub@example.org', 'program-course-audit'],
    ]);
    rows.forEach(filled);
    expect(rows[0].subject).toBe('Aurora Online Courses: courses selected for audit');
    expect(rows[0].text).toContain('- Algebra I');
    expect(rows[0].text).toMatch(/upload the course materials by \w+ \d+, \d{4}|by the end of the course audit period/);

    // a duplicate selection is refused and queues nothing more
    expect((await f.h.call('POST', SELECT(f.courses.algebra), {}, f.analyst)).status).toBe(400);
    expect(await queuedFor(f.h, 'course-audits', auditId)).toHaveLength(2);

    await requestCancellation(f, f.courses.algebra);
    const rejected = await f.h.call('POST', RESPOND, { courseId: f.courses.algebra, response: 'reject', reason: 'The audit has already started.' }, f.analyst);
    expect(rejected.status).toBe(200);
    const answers = (await queuedFor(f.h, 'course-audits', auditId)).filter((r) => r.template_key === 'audit-cancellation-answered');
    expect(answers).toHaveLength(2);
    answers.forEach(filled);
    expect(answers[0].subject).toBe('Audit cancellation request for Algebra I');
    expect(answers[0].text).toContain('Your request was rejected: the course stays selected for audit. Reason: The audit has already started.');

    await requestCancellation(f, f.courses.algebra);
    expect((await f.h.call('POST', RESPOND, { courseId: f.courses.algebra, response: 'approve' }, f.analyst)).status).toBe(200);
    const approved = (await queuedFor(f.h, 'course-audits', auditId)).filter((r) => r.template_key === 'audit-cancellation-answered').slice(2);
    expect(approved.map((r) => r.text.includes('Your request was approved: the course is no longer selected for audit.'))).toEqual([true, true]);
  });
});

describe(`accreditation decisions queue their notifications (${ENGINE})`, () => {
  let f: AccreditationFixture;
  beforeAll(async () => {
    f = await startAccreditationFixture();
    await contacts(f.h, f.wascSchool, 'acc');
  }, 240_000);
  afterAll(() => f?.h.close());
  const decide = (fileId: number, body: unknown) => f.h.call('POST', `/api/admin/institution/${f.wascSchool}/AccreditationFile/${fileId}`, body, f.reviewer);

  it('accepted and not accepted, each with its template; a refused decision queues nothing', async () => {
    const fileId = await pendingFile(f, f.wascSchool);
    expect((await decide(fileId, { institutionId: f.wascSchool, statusId: 2, accreditationExpirationDate: '' })).status).toBe(400);
    expect(await queuedFor(f.h, 'accreditation-files', fileId)).toEqual([]);
    const date = `${thisYear() + 5}-06-30`;
    expect((await decide(fileId, { institutionId: f.wascSchool, statusId: 2, accreditationExpirationDate: date })).status).toBe(200);
    const accepted = await queuedFor(f.h, 'accreditation-files', fileId);
    expect(accepted.map((r) => [r.recipient, r.template_key])).toEqual([
      ['head-acc@example.org', 'accreditation-accepted'],
      ['list-acc@example.org', 'accreditation-accepted'],
    ]);
    accepted.forEach(filled);
    expect(accepted[0].subject).toBe('Accreditation accepted: Valley High');
    // a calendar day in a letter's words, as the deadlines are
    expect(accepted[0].text).toContain(`recorded until June 30, ${thisYear() + 5}`);

    const other = await pendingFile(f, f.wascSchool);
    expect((await decide(other, { institutionId: f.wascSchool, statusId: 3, comment: 'The letter is unsigned.' })).status).toBe(200);
    const refused = await queuedFor(f.h, 'accreditation-files', other);
    expect(refused.map((r) => r.template_key)).toEqual(['accreditation-not-accepted', 'accreditation-not-accepted']);
    expect(refused[0].text).toContain('The accreditation file was not accepted. The letter is unsigned.');
  });

  it('names the current cycle year, or the academic year of today without cycles', async () => {
    expect(await cycleYearPlaceholder(f.h.db.orm.em.fork())).toMatch(/^\d{4}-\d{2}$/);
  });
});
