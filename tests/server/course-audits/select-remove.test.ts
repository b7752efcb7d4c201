// Select for audit and remove from audit (spec 1 §4, §7, §8): the audit record, the duplicate course
// audit title refused with the server's own message, removal of one course and of all the publisher's
// courses for the year with the spec's message and note, the Course Audit queue, and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { AUDIT_MESSAGES } from '../../../resources/_course-audits.js';
import { ACADEMIC_YEARS } from '../../../seeds/lookups/academic-years.js';
import { REMOVE, SELECT, startAuditFixture, type AuditFixture } from './fixture.js';

let f: AuditFixture;
const post = (path: string, body: unknown, cookie = f.analyst) => f.h.call('POST', path, body, cookie);
const submission = (id: number) => f.h.db.orm.em.fork().findOneOrFail<Record<string, unknown>>('CourseSubmission', { id } as never);

beforeAll(async () => {
  f = await startAuditFixture();
}, 120_000);
afterAll(() => f?.h.close());

describe(`select for audit and remove from audit (${ENGINE})`, () => {
  it('selects a course for audit in its latest year with its title, and opens its submission in the Course Audit queue', async () => {
    const res = await post(SELECT(f.courses.biology), undefined);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ courseId: f.courses.biology, academicYearId: f.years[2], institutionId: f.publisher, title: 'Biology', status: 'selected', isActive: true, selectedBy: 'Test audit-analyst' });
    const s = await submission(res.body.courseSubmissionId);
    expect(s).toMatchObject({ courseId: f.courses.biology, academicYearId: f.years[2], status: 'inQueue', queueType: 'audit', assignedAnalystId: null, submissionTypeId: 2 });
    const events = await f.h.db.orm.em.fork().find<{ action: string }>('CourseEvent', { courseSubmissionId: s.id } as never);
    expect(events.map((e) => e.action)).toEqual(['Selected for audit: submitted to the Course Audit queue']);
  });

  it('refuses a second running audit of the same course and year with the spec message', async () => {
    const res = await post(SELECT(f.courses.biology), { academicYearId: f.years[2] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(AUDIT_MESSAGES.selectFailed);
    expect(res.body.modelState.courseId).toEqual(['Already selected for audit.']);
  });

  it('refuses a duplicate course audit title of the publisher in the year with its own message', async () => {
    const res = await post(SELECT(f.courses.biologyTwin), {});
    expect(res.status).toBe(400);
    const year = ACADEMIC_YEARS.find((y) => y.id === f.years[2])!.name;
    expect(res.body.message).toBe(`A course audit titled "biology" is already running for Aurora Online Courses in ${year}. Give this audit another title.`);
    expect(res.body.modelState.title).toEqual([res.body.message]);
    // another title is accepted; the same title in another year too
    expect((await post(SELECT(f.courses.biologyTwin), { title: 'Biology (lab edition)' })).status).toBe(201);
    expect((await post(SELECT(f.courses.biology), { academicYearId: f.years[1] })).status).toBe(201);
  });

  it('refuses bad bodies, other institutions\' courses and unknown courses with the spec message', async () => {
    for (const body of [{ academicYearId: 'x' }, { title: '' }, { title: 'x'.repeat(201) }, { color: 'red' }]) {
      const res = await post(SELECT(f.courses.algebra), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(AUDIT_MESSAGES.selectFailed);
      expect(Object.keys(res.body.modelState).length).toBeGreaterThan(0);
    }
    const school = await post(SELECT(f.courses.schoolCourse), {});
    expect(school.status).toBe(400);
    expect(school.body).toMatchObject({ message: AUDIT_MESSAGES.selectFailed, modelState: { courseId: ['This course is not an online publisher course.'] } });
    const noYear = await post(SELECT(f.courses.closedCourse), { academicYearId: f.years[2] });
    expect(noYear.status).toBe(400);
    expect(noYear.body.modelState.academicYearId).toBeDefined();
    const missing = await post(SELECT(999999), {});
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(AUDIT_MESSAGES.selectFailed);
  });

  it('links an undecided submission instead of opening one, moving it from the main queue while nobody has it', async () => {
    const em = f.h.db.orm.em.fork();
    const main = em.create<{ id: number }>('CourseSubmission', { courseId: f.courses.algebra, academicYearId: f.years[2], institutionId: f.publisher, submissionTypeId: 2, scenario: 'revisionMinor', submittedOn: new Date(), status: 'inQueue', queueType: 'main' } as never);
    await em.flush();
    const res = await post(SELECT(f.courses.algebra), {});
    expect(res.status).toBe(201);
    expect(res.body.courseSubmissionId).toBe(main.id);
    expect(await submission(main.id)).toMatchObject({ queueType: 'audit', status: 'inQueue' });
    // removing it sends the submission back to the main queue (the audit did not open it)
    const removed = await post(REMOVE, { courseId: f.courses.algebra, scope: 'course' });
    expect(removed.status).toBe(200);
    expect(await submission(main.id)).toMatchObject({ queueType: 'main', status: 'inQueue' });
  });

  it('removes one course from audit with the spec message and withdraws the submission it opened', async () => {
    const selected = await post(SELECT(f.courses.chemistry), {});
    const res = await post(REMOVE, { courseId: f.courses.chemistry, scope: 'course' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Course removed from publisher audit list', note: null, scope: 'course' });
    expect(res.body.removed).toHaveLength(1);
    expect(res.body.removed[0]).toMatchObject({ courseId: f.courses.chemistry, status: 'removed', isActive: false, removalScope: 'course', removedBy: 'Test audit-analyst' });
    expect(await submission(selected.body.courseSubmissionId)).toMatchObject({ status: 'withdrawn' });
    // selected again later: a new audit, the title free again
    expect((await post(SELECT(f.courses.chemistry), {})).status).toBe(201);
  });

  it('removes all the publisher\'s audited courses of the year with the note about school-level removal', async () => {
    const res = await post(REMOVE, { courseId: f.courses.biology, scope: 'all', academicYearId: f.years[2] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: AUDIT_MESSAGES.removed, note: AUDIT_MESSAGES.removedAllNote, scope: 'all' });
    expect(res.body.removed.map((a: { title: string }) => a.title)).toEqual(['Biology', 'Biology (lab edition)', 'Chemistry']);
    expect(res.body.removed.every((a: { status: string; removalScope: string }) => a.status === 'removed' && a.removalScope === 'all')).toBe(true);
    // the other year's audit of Biology still runs
    const em = f.h.db.orm.em.fork();
    expect(await em.count('CourseAudit', { isActive: true } as never)).toBe(1);
    expect(await em.count('CourseAudit', { isActive: true, academicYearId: f.years[1] } as never)).toBe(1);
  });

  it('refuses removing a course that is not audited, and bad scopes, with the spec message', async () => {
    for (const body of [{ courseId: f.courses.chemistry, scope: 'course' }, { courseId: f.courses.algebra, scope: 'everything' }, { scope: 'course' }, { courseId: f.courses.algebra, scope: 'course', extra: 1 }]) {
      const res = await post(REMOVE, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(AUDIT_MESSAGES.removeFailed);
      expect(res.body.modelState).toBeDefined();
    }
    expect((await post(REMOVE, { courseId: 999999, scope: 'course' })).status).toBe(404);
  });

  it('keeps an audit trail of each audit: inserted, then updated by the removal', async () => {
    const em = f.h.db.orm.em.fork();
    const audit = await em.findOneOrFail<{ id: number }>('CourseAudit', { courseId: f.courses.chemistry, status: 'removed', removalScope: 'course' } as never);
    const trail = await f.h.call('GET', `/api/admin/audit/course-audits/${audit.id}`, undefined, await f.h.userWith(['AdminViewAudit', 'AdminReview'], 'audit-auditor'));
    expect(trail.status).toBe(200);
    const text = JSON.stringify(trail.body);
    expect(text).toContain('"I"');
    expect(text).toContain('"U"');
    expect(text).toContain('removalScope');
  });

  it('lets only one of two simultaneous selections with the same title through', async () => {
    const [a, b] = await Promise.all([post(SELECT(f.courses.biology), { title: 'Biology' }), post(SELECT(f.courses.biologyTwin), { title: 'BIOLOGY' })]);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const refused = a.status === 400 ? a : b;
    expect(refused.body.message).toMatch(/^A course audit titled "(Biology|BIOLOGY)" is already running for Aurora Online Courses/);
    expect(await f.h.db.orm.em.fork().count('CourseAudit', { isActive: true, academicYearId: f.years[2] } as never)).toBe(1);
  });
});
