// The feedback statements the review screen offers a course are those of its subject area and of
// every area, never another area's (issue 20 §6: a History course was offered mathematics' modelling
// and laboratory science's lab statements): statements?subjectAreaId for revision feedback and
// statements/type/{typeId}?subjectAreaId for approval feedback; without the parameter the type call
// answers every statement of the type, as the spec's call does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../support/server-harness.js';
import { ENGINE } from '../../../support/test-db.js';
import { ReviewFixtures, type StaffUser } from '../fixtures.js';

let h: Harness;
let f: ReviewFixtures;
let analyst: StaffUser;
let ids: Record<'everyRevision' | 'historyRevision' | 'mathRevision' | 'everyApproval' | 'historyApproval' | 'mathApproval' | 'labApproval' | 'removedApproval', number>;
let history: number;

beforeAll(async () => {
  h = await startHarness();
  f = new ReviewFixtures(h);
  analyst = await f.analyst({ firstName: 'Ana', lastName: 'Lyst' });
  history = await f.insert('SubjectArea', { id: 911, code: 'A', name: 'History / Social Science', yearsRequired: 2 });
  const math = await f.insert('SubjectArea', { id: 913, code: 'C', name: 'Mathematics', yearsRequired: 3 });
  const lab = await f.insert('SubjectArea', { id: 914, code: 'D', name: 'Laboratory Science', yearsRequired: 2 });
  const statement = (reviewStatementTypeId: number, subjectAreaId: number | null, text: string, isDeleted = false) =>
    f.insert('FeedbackStatement', { reviewStatementTypeId, subjectAreaId, sectionId: reviewStatementTypeId === 2 ? '-1' : '3', statement: text, isDeleted });
  ids = {
    everyRevision: await statement(1, null, 'Each unit must describe its topics.'),
    historyRevision: await statement(1, history, 'Use primary and secondary sources.'),
    mathRevision: await statement(1, math, 'Show mathematical modeling with real data.'),
    everyApproval: await statement(2, null, 'Thank you for a well-organized submission.'),
    historyApproval: await statement(2, history, 'Approved. The sources are well chosen.'),
    mathApproval: await statement(2, math, 'Approved. The course integrates modeling throughout.'),
    labApproval: await statement(2, lab, 'Approved. The laboratory activities are well documented.'),
    removedApproval: await statement(2, history, 'Approved (retired wording).', true),
  };
}, 240_000);
afterAll(() => h?.close());

const get = (path: string) => h.call('GET', `/api/admin/review${path}`, undefined, analyst.cookie);
const offered = async (path: string) => {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return (res.body as { reviewStatementId: number }[]).map((s) => s.reviewStatementId).sort((a, b) => a - b);
};
const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

describe(`feedback statements by subject area (${ENGINE})`, () => {
  it('offers a History course History’s revision feedback and every area’s, no other area’s', async () => {
    expect(await offered(`/statements?subjectAreaId=${history}`)).toEqual(sorted(ids.everyRevision, ids.historyRevision));
    expect(await offered('/statements')).toEqual([ids.everyRevision]);
  });

  it('offers a History course History’s approval feedback and every area’s, not mathematics’ or laboratory science’s', async () => {
    expect(await offered(`/statements/type/2?subjectAreaId=${history}`)).toEqual(sorted(ids.everyApproval, ids.historyApproval));
    expect(await offered(`/statements/type/1?subjectAreaId=${history}`)).toEqual(sorted(ids.everyRevision, ids.historyRevision));
  });

  it('answers every statement of the type without the parameter (the spec’s call), removed ones left out', async () => {
    expect(await offered('/statements/type/2')).toEqual(sorted(ids.everyApproval, ids.historyApproval, ids.mathApproval, ids.labApproval));
    expect(await offered('/statements/type/2?subjectAreaId=')).toEqual(sorted(ids.everyApproval, ids.historyApproval, ids.mathApproval, ids.labApproval));
  });

  it('refuses a subject area that is not an id, by name', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      for (const path of [`/statements?subjectAreaId=${bad}`, `/statements/type/2?subjectAreaId=${bad}`]) {
        const res = await get(path);
        expect(res.status, path).toBe(400);
        expect(res.body.modelState, path).toEqual({ subjectAreaId: ['Choose a subject area.'] });
      }
    }
  });
});
