// The operator console on the office's clock (docs/decisions.md "One clock"), through AdminJS's JSON
// API as its pages call it: a list and a show page get a date and time as its office-time text and a
// calendar day as its day; the edit form gets the office's wall clock and its save stores the instant
// that wall clock names in the office; a refused save keeps the wall clock as typed; a day filter on
// a date and time is the office's day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAs } from '../../server/audit/context.js';
import { CSRF_HEADER, csrfTokenFor } from '../../server/http/security/csrf-token.js';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';

let h: Harness;
let operator: string;
let courseId: number;
let eventId: number;

const writer = (cookie: string) => ({ cookie, [CSRF_HEADER]: csrfTokenFor(cookie.replace(/^ag_sid=/, '')) });

async function form(p: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const res = await fetch(h.url + p, { method: 'POST', body, headers: writer(operator), redirect: 'manual' });
  return { status: res.status, body: await res.json() };
}

const get = (p: string) => h.call('GET', p, undefined, operator);
const EVENTS = '/ops/api/resources/course-events';

beforeAll(async () => {
  h = await startHarness({ ops: true });
  operator = await h.userWith(['AdminOperatorConsole', 'AdminManageCourses', 'AdminManageLookups'], 'ops-clock');
  const em = h.db.orm.em.fork();
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const institution = em.create('Institution', { name: 'Console Clock High', institutionTypeId: 1, isActive: true } as never) as { id: number };
    await em.flush();
    const course = em.create('Course', { recordId: 'OPS-CLOCK-1', institutionId: institution.id, createdOn: new Date() } as never) as { id: number };
    await em.flush();
    courseId = course.id;
    // 11:30 PM PDT on 03/09/2026 in the office
    const event = em.create('CourseEvent', { courseId, action: 'Console clock: submitted', actionDate: new Date('2026-03-10T06:30:00Z') } as never) as { id: number };
    await em.flush();
    eventId = event.id;
  });
  expect((await get(`${EVENTS}/actions/list`)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

describe(`the operator console in office time (${ENGINE})`, () => {
  it('lists and shows a date and time as its office-time text', async () => {
    const list = await get(`${EVENTS}/actions/list?filters.courseId=${courseId}`);
    expect(list.body.records.map((r: { params: { actionDate: string } }) => r.params.actionDate)).toEqual(['03/09/2026, 11:30 PM PDT']);
    const show = await get(`${EVENTS}/records/${eventId}/show`);
    expect(show.body.record.params.actionDate).toBe('03/09/2026, 11:30 PM PDT');
  });

  it('edits the office’s wall clock and stores the instant it names', async () => {
    const opened = await get(`${EVENTS}/records/${eventId}/edit`);
    expect(opened.body.record.params.actionDate).toBe('2026-03-09T23:30');

    const saved = await form(`${EVENTS}/records/${eventId}/edit`, { courseId: String(courseId), action: 'Console clock: submitted', actionDate: '2026-03-10T00:15', isSecondReview: 'false' });
    expect(saved.body.notice?.type, JSON.stringify(saved.body)).toBe('success');
    expect((await h.call('GET', `/api/rest/course-events/${eventId}`, undefined, operator)).body.actionDate).toBe('2026-03-10T07:15:00.000Z');

    // a refusal answers the form as typed, wall clock included
    const refused = await form(`${EVENTS}/records/${eventId}/edit`, { courseId: String(courseId), action: '', actionDate: '2026-03-10T01:45', isSecondReview: 'false' });
    expect(refused.body.record.errors.action).toBeDefined();
    expect(refused.body.record.params.actionDate).toBe('2026-03-10T01:45');
  });

  it('filters a date and time by the office’s days', async () => {
    const on = async (day: string) =>
      (await get(`${EVENTS}/actions/list?filters.courseId=${courseId}&filters.actionDate~~from=${day}&filters.actionDate~~to=${day}`)).body.records.length;
    expect(await on('2026-03-10')).toBe(1); // 12:15 AM PDT on 03/10 since the edit above
    expect(await on('2026-03-09')).toBe(0);
  });
});
