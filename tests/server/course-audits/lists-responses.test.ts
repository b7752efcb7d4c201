// The self-reported summary (10 a page, filters, closed publishers on request), a publisher's courses
// of a year (20 a page) with their audits, the answer to a cancellation request (approve, reject with
// a reason), the pending cancellations count (its call and the header's figure), the publisher picker,
// and access: 401 for strangers, 403 without AdminReview on every call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { AUDIT_MESSAGES } from '../../../resources/_course-audits.js';
import { PUBLISHER, REMOVE, RESPOND, SELECT, SUMMARY, requestCancellation, startAuditFixture, type AuditFixture } from './fixture.js';

let f: AuditFixture;
const get = (path: string, cookie = f.analyst) => f.h.call('GET', path, undefined, cookie);
const post = (path: string, body: unknown, cookie = f.analyst) => f.h.call('POST', path, body, cookie);
const pending = async () => (await get('/api/admin/stats/auditCancellations')).body.pending;

beforeAll(async () => {
  f = await startAuditFixture();
  for (const c of [f.courses.algebra, f.courses.biology, f.courses.chemistry]) expect((await post(SELECT(c), {})).status).toBe(201);
}, 120_000);
afterAll(() => f?.h.close());

describe(`self-reported lists, cancellation responses and counts (${ENGINE})`, () => {
  it('lists the online publishers with their courses and audits of the current year, active ones only unless asked', async () => {
    const res = await get(SUMMARY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, academicYearId: f.years[2] });
    expect(res.body.result).toEqual([{ institutionId: f.publisher, name: 'Aurora Online Courses', isActive: true, courses: 4, audited: 3, pendingCancellations: 0 }]);
    const all = await get(`${SUMMARY}?includeClosedPublishers=true`);
    expect(all.body.total).toBe(2);
    expect(all.body.result[1]).toEqual({ institutionId: f.closedPublisher, name: 'Borealis Digital Learning', isActive: false, courses: 0, audited: 0, pendingCancellations: 0 });
  });

  it('counts another academic year, filters by publisher, pages and sorts', async () => {
    const q = (s: string) => get(`${SUMMARY}?includeClosedPublishers=true&${s}`);
    const earlier = await q(`academicYearId=${f.years[1]}`);
    expect(earlier.body).toMatchObject({ academicYearId: f.years[1], total: 2 });
    expect(earlier.body.result.map((r: { courses: number; audited: number }) => [r.courses, r.audited])).toEqual([[3, 0], [1, 0]]);
    expect((await q(`institutionId=${f.closedPublisher}`)).body.result.map((r: { name: string }) => r.name)).toEqual(['Borealis Digital Learning']);
    const page2 = await q('page=2&size=1');
    expect(page2.body.total).toBe(2);
    expect(page2.body.result.map((r: { name: string }) => r.name)).toEqual(['Borealis Digital Learning']);
    expect((await q('sorting=name desc')).body.result[0].name).toBe('Borealis Digital Learning');
    expect((await q('sorting=audited desc')).body.result[0].name).toBe('Aurora Online Courses');
    expect((await q('sorting=courses asc')).body.result[0].name).toBe('Borealis Digital Learning');
    for (const bad of ['sorting=secret', 'sorting=name sideways', 'page=0', 'size=x', 'institutionId=-2', 'includeClosedPublishers=maybe']) expect((await q(bad)).status, bad).toBe(400);
    expect((await q('academicYearId=999')).status).toBe(404);
  });

  it("lists a publisher's courses of a year with their audits, 20 a page, and the years it has courses in", async () => {
    const res = await get(PUBLISHER(f.publisher, f.years[2]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ institutionId: f.publisher, name: 'Aurora Online Courses', academicYearId: f.years[2], total: 4 });
    expect(res.body.years.map((y: { academicYearId: number }) => y.academicYearId)).toEqual([f.years[2], f.years[1], f.years[0]]);
    expect(res.body.result.map((r: { title: string }) => r.title)).toEqual(['Algebra I', 'Biology', 'biology', 'Chemistry']);
    expect(res.body.result[0]).toMatchObject({ courseId: f.courses.algebra, audit: { status: 'selected', title: 'Algebra I' }, submission: { status: 'inQueue', queueType: 'audit' } });
    expect(res.body.result[1]).toMatchObject({ courseId: f.courses.biology });
    expect(res.body.result[2]).toMatchObject({ courseId: f.courses.biologyTwin, audit: null, submission: null });
    expect((await get(`${PUBLISHER(f.publisher, f.years[2])}?page=2&size=3`)).body.result.map((r: { title: string }) => r.title)).toEqual(['Chemistry']);
    expect((await get(`${PUBLISHER(f.publisher, f.years[2])}?q=chem`)).body.total).toBe(1);
    expect((await get(PUBLISHER(f.publisher, f.years[0]))).body.result.every((r: { audit: unknown }) => r.audit === null)).toBe(true);
    expect((await get(PUBLISHER(f.school, f.years[2]))).status).toBe(404);
    expect((await get(PUBLISHER(f.publisher, 999))).status).toBe(404);
    expect((await get(`${PUBLISHER(f.publisher, f.years[2])}?size=0`)).status).toBe(400);
  });

  it('counts pending cancellation requests in its call and in the header statistics', async () => {
    expect(await pending()).toBe(0);
    await requestCancellation(f, f.courses.algebra);
    await requestCancellation(f, f.courses.biology, 'Replaced by a new edition.');
    await requestCancellation(f, f.courses.chemistry);
    expect(await pending()).toBe(3);
    const header = await get('/api/admin/stats/header');
    expect(header.body.stats).toContainEqual({ key: 'auditCancellations', label: 'Pending audit cancellations', value: 3 });
    const other = await get('/api/admin/stats/header', f.other);
    expect(other.body.stats.map((s: { key: string }) => s.key)).not.toContain('auditCancellations');
    const summary = await get(SUMMARY);
    expect(summary.body.result[0]).toMatchObject({ pendingCancellations: 3, audited: 3 });
  });

  it('approves a cancellation request: the audit is cancelled and its untaken submission withdrawn', async () => {
    const res = await post(RESPOND, { courseId: f.courses.algebra, response: 'approve', reason: 'Agreed.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Course audit cancellation request has been approved or rejected', courseAudit: { status: 'cancelled', isActive: false, response: 'approve', responseReason: 'Agreed.', respondedBy: 'Test audit-analyst', cancellationReason: 'The course is being retired.' } });
    const s = await f.h.db.orm.em.fork().findOneOrFail<{ status: string }>('CourseSubmission', { id: res.body.courseAudit.courseSubmissionId } as never);
    expect(s.status).toBe('withdrawn');
    expect(await pending()).toBe(2);
  });

  it('rejects a cancellation request only with a reason: the audit stays selected', async () => {
    const noReason = await post(RESPOND, { courseId: f.courses.biology, response: 'reject', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toEqual({ message: AUDIT_MESSAGES.respondFailed, modelState: { reason: ['Say why the cancellation request is rejected.'] } });
    const res = await post(RESPOND, { courseId: f.courses.biology, response: 'reject', reason: 'The audit is half done.' });
    expect(res.status).toBe(200);
    expect(res.body.courseAudit).toMatchObject({ status: 'selected', isActive: true, response: 'reject', responseReason: 'The audit is half done.' });
    expect(await pending()).toBe(1);
  });

  it('refuses an answer where no request waits, and bad bodies, with the spec message', async () => {
    for (const body of [{ courseId: f.courses.biology, response: 'approve' }, { courseId: f.courses.algebra, response: 'approve' }, { courseId: f.courses.chemistry, response: 'maybe' }, { courseId: 'x', response: 'approve' }]) {
      const res = await post(RESPOND, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(AUDIT_MESSAGES.respondFailed);
      expect(res.body.modelState).toBeDefined();
    }
    expect(await pending()).toBe(1);
  });

  it('searches online publishers for the picker, closed ones on request', async () => {
    const res = await get('/api/admin/institution/publisher/search/?query=a');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ institutionId: f.publisher, name: 'Aurora Online Courses', isActive: true }]);
    expect((await get('/api/admin/institution/publisher/search/?includeClosed=true')).body.map((p: { name: string }) => p.name)).toEqual(['Aurora Online Courses', 'Borealis Digital Learning']);
  });

  it('answers 401 to strangers and 403 without AdminReview on every call, in any letter case', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', SUMMARY],
      ['GET', SUMMARY.toLowerCase()],
      ['GET', PUBLISHER(f.publisher, f.years[2])],
      ['POST', SELECT(f.courses.biologyTwin), {}],
      ['POST', REMOVE, { courseId: f.courses.chemistry, scope: 'all' }],
      ['POST', RESPOND, { courseId: f.courses.chemistry, response: 'approve' }],
      ['GET', '/api/admin/stats/auditCancellations'],
      ['GET', '/api/admin/institution/publisher/search/'],
    ];
    for (const [method, path, body] of calls) {
      expect((await f.h.call(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await f.h.call(method, path, body, f.nobody)).status, `${method} ${path}`).toBe(403);
      expect((await f.h.call(method, path, body, f.other)).status, `${method} ${path}`).toBe(403);
    }
    expect((await get(SUMMARY.toUpperCase())).status).toBe(200);
    // nothing changed
    expect(await pending()).toBe(1);
  });

  it("shows the spec's 10 publishers a page unless another size is asked for", async () => {
    const em = f.h.db.orm.em.fork();
    for (let i = 1; i <= 10; i++) {
      const p = em.create<{ id: number }>('Institution', { name: `Zephyr Online ${i}`, institutionTypeId: 4, isActive: true } as never);
      await em.flush();
      const c = em.create<{ id: number }>('Course', { recordId: `ZEP-${i}`, institutionId: p.id } as never);
      await em.flush();
      em.create('CourseYear', { courseId: c.id, academicYearId: f.years[2], title: `Course ${i}` } as never);
      await em.flush();
    }
    const first = await get(SUMMARY);
    expect(first.body.total).toBe(11);
    expect(first.body.result).toHaveLength(10);
    expect((await get(`${SUMMARY}?page=2`)).body.result.map((r: { name: string }) => r.name)).toEqual(['Zephyr Online 9']);
    expect((await get(`${SUMMARY}?includeClosedPublishers=true&page=2`)).body.result).toHaveLength(2);
  });
});
