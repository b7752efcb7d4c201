// Completed reviews (spec 3 §2, §7, §9): the list (50 a page, latest decision first, by analyst,
// decision, day and text), one review's details with the stored rule explanation, and the history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ReviewFixtures, type StaffUser } from '../fixtures.js';

let h: Harness;
let f: ReviewFixtures;
let ana: StaffUser;
let ben: StaffUser;
let lead: StaffUser;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  ana = await f.analyst({ firstName: 'Ana', lastName: 'Alpha' });
  ben = await f.analyst({ firstName: 'Ben', lastName: 'Beta' });
  lead = await f.staff({ abilities: ['AdminReview', 'AdminReportAnalystReviewProgress'], userKind: 'ucop', firstName: 'Lea', lastName: 'Der' });
}, 240_000);
afterAll(() => h?.close());

const pacific = (iso: string) => new Date(iso);

describe(`completed reviews (${ENGINE})`, () => {
  let anaOld: number;
  let anaNew: number;
  let benMid: number;
  let explained: number;
  let course: { id: number; title: string };

  it('lists decided reviews, latest first: own ones for an analyst, anyone’s for a lead', async () => {
    // 2026-03-01 23:30 Pacific is already 03-02 in UTC: the day filters count in the office's time
    const old = await f.assignedBatch({ analystId: ana.id, decided: [{ decision: 'approved', decidedOn: pacific('2026-03-02T07:30:00Z') }] });
    const mid = await f.assignedBatch({ analystId: ben.id, decided: [{ decision: 'notapproved', decidedOn: pacific('2026-03-03T18:00:00Z') }] });
    const recent = await f.assignedBatch({ analystId: ana.id, count: 2, decided: [{ decision: 'secondreview', decidedOn: pacific('2026-03-04T18:00:00Z') }] });
    anaOld = old.reviewIds[0];
    benMid = mid.reviewIds[0];
    anaNew = recent.reviewIds[0];
    course = { id: old.submissions[0].course.courseId, title: old.submissions[0].course.title };

    const mine = await h.call('GET', '/api/admin/review/completed', undefined, ana.cookie);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.result.map((r: any) => r.courseSubmissionReviewId)).toEqual([anaNew, anaOld]);
    expect(mine.body.result[1]).toMatchObject({
      courseSubmissionId: old.submissions[0].id,
      title: course.title,
      institutionName: old.institution.name,
      analystId: ana.id,
      analystName: 'Ana Alpha',
      decision: 'approved',
      isSecondReview: false,
    });
    expect(new Date(mine.body.result[1].actionDate).toISOString()).toBe('2026-03-02T07:30:00.000Z');

    const all = await h.call('GET', '/api/admin/review/completed', undefined, lead.cookie);
    expect(all.body.result.map((r: any) => r.courseSubmissionReviewId)).toEqual([anaNew, benMid, anaOld]);
    const oldestFirst = await h.call('GET', '/api/admin/review/completed?sorting=actionDate%20asc', undefined, lead.cookie);
    expect(oldestFirst.body.result.map((r: any) => r.courseSubmissionReviewId)).toEqual([anaOld, benMid, anaNew]);
    expect((await h.call('GET', `/api/admin/review/completed?analystId=${ben.id}`, undefined, lead.cookie)).body.result.map((r: any) => r.courseSubmissionReviewId)).toEqual([benMid]);
    // an analyst asking for another's reviews is refused; asking for their own is fine
    expect((await h.call('GET', `/api/admin/review/completed?analystId=${ben.id}`, undefined, ana.cookie)).status).toBe(403);
    expect((await h.call('GET', `/api/admin/review/completed?analystId=${ana.id}`, undefined, ana.cookie)).body.total).toBe(2);
  });

  it('filters by decision, by the day of the decision in the office’s time zone and by text, and pages', async () => {
    const ids = async (q: string) => (await h.call('GET', `/api/admin/review/completed?${q}`, undefined, lead.cookie)).body.result.map((r: any) => r.courseSubmissionReviewId);
    expect(await ids('decision=notapproved')).toEqual([benMid]);
    expect(await ids('from=2026-03-01&to=2026-03-01')).toEqual([anaOld]);
    expect(await ids('from=2026-03-02&to=2026-03-03')).toEqual([benMid]);
    expect(await ids('from=2026-03-04')).toEqual([anaNew]);
    expect(await ids(`query=${encodeURIComponent(course.title)}`)).toEqual([anaOld]);
    const page = await h.call('GET', '/api/admin/review/completed?pageSize=1&pageNumber=2', undefined, lead.cookie);
    expect(page.body).toMatchObject({ total: 3, result: [{ courseSubmissionReviewId: benMid }] });
    const beyond = await h.call('GET', '/api/admin/review/completed?pageSize=1&pageNumber=7', undefined, lead.cookie);
    expect(beyond.body).toEqual({ total: 3, result: [] });
    for (const bad of ['decision=maybe', 'from=2026-02-30', 'from=2026-03-05&to=2026-03-01', 'sorting=title', 'analystId=abc', 'pageSize=1001'])
      expect((await h.call('GET', `/api/admin/review/completed?${bad}`, undefined, lead.cookie)).status, bad).toBe(400);
  });

  it('answers one completed review with the stored rule explanation, feedback and reversal', async () => {
    const s = await f.submission({ title: 'Marine Biology', status: 'notApproved' });
    const statement = await f.feedbackStatement({ statement: 'Add lab hours' });
    const explanation = { ruleSet: 'review-decision', outcome: 'notApproved', rules: [{ id: 'rubric-too-low', passed: false }] };
    // the shipped review-decision rules, loaded as version 1 when the app starts
    const [version] = await f.rows('RuleSetVersion', {});
    expect(version?.id).toEqual(expect.any(Number));
    explained = await f.review({
      courseSubmissionId: s.id,
      analystId: ana.id,
      decision: 'notapproved',
      decidedOn: pacific('2026-03-05T18:00:00Z'),
      startedOn: pacific('2026-03-05T17:40:00Z'),
      rubricValue: 1,
      ruleSetVersionId: version.id,
      explanation,
    });
    await f.reviewStatement({ reviewId: explained, statementId: statement, section: '3', notes: 'Units 2 and 3' });
    const res = await h.call('GET', `/api/admin/review/completed/details/${explained}`, undefined, ana.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      courseSubmissionReviewId: explained,
      courseSubmissionId: s.id,
      title: 'Marine Biology',
      analystName: 'Ana Alpha',
      decision: 'notapproved',
      rubricValue: 1,
      ruleSetVersionId: version.id,
      explanation,
      statements: [{ reviewStatementId: statement, section: '3', notes: 'Units 2 and 3', statement: 'Add lab hours' }],
      exclusions: [],
      reversedOn: null,
    });
    expect((await h.call('GET', `/api/admin/review/completed/details/${explained}`, undefined, lead.cookie)).status).toBe(200);
    const plain = await h.call('GET', `/api/admin/review/completed/details/${anaOld}`, undefined, ana.cookie);
    expect(plain.body).toMatchObject({ decision: 'approved', statements: [], exclusions: [], explanation: null, ruleSetVersionId: null });
    expect((await h.call('GET', `/api/admin/review/completed/details/${explained}`, undefined, ben.cookie)).status).toBe(403);
    // undecided and unknown reviews are no completed review
    const open = await f.assignedBatch({ analystId: ana.id });
    expect((await h.call('GET', `/api/admin/review/completed/details/${open.reviewIds[0]}`, undefined, ana.cookie)).status).toBe(404);
    expect((await h.call('GET', '/api/admin/review/completed/details/999999', undefined, ana.cookie)).status).toBe(404);
    expect((await h.call('GET', '/api/admin/review/completed/details/x', undefined, ana.cookie)).status).toBe(400);
  });

  it('answers the course history of a submission, newest first, with the analyst’s name', async () => {
    const s = await f.submission({ title: 'Statistics' });
    await h.call('POST', `/api/admin/review/${s.id}/assign/${ana.id}`, undefined, (await f.staff({ abilities: ['AdminAssign'], userKind: 'ucop', firstName: 'As', lastName: 'Signer' })).cookie);
    await h.call('POST', '/api/admin/review/' + (await f.row('CourseSubmission', s.id))!.reviewBatchId + '/start', undefined, ana.cookie);
    const res = await h.call('GET', `/api/admin/review/history/${s.id}`, undefined, ben.cookie);
    expect(res.status).toBe(200);
    expect(res.body.map((e: any) => [e.action, e.analystName, e.isSecondReview, e.courseSubmissionId])).toEqual([
      ['Review started by Ana Alpha', 'Ana Alpha', false, s.id],
      ['Assigned to Ana Alpha', 'As Signer', false, s.id],
    ]);
    expect(res.body[0].actionDate).toEqual(expect.any(String));
    expect((await h.call('GET', '/api/admin/review/history/999999', undefined, ana.cookie)).status).toBe(404);
    expect((await h.call('GET', '/api/admin/review/history/-1', undefined, ana.cookie)).status).toBe(400);
  });

  it('needs AdminReview (401 / 403)', async () => {
    const nobody = await f.staff({ abilities: ['AdminReportAnalystReviewProgress'], userKind: 'ucop' });
    for (const path of ['/api/admin/review/completed', `/api/admin/review/completed/details/${explained}`, '/api/admin/review/history/1']) {
      expect((await h.call('GET', path)).status, path).toBe(401);
      expect((await h.call('GET', path, undefined, nobody.cookie)).status, path).toBe(403);
    }
  });
});
