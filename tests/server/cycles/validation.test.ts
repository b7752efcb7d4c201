// Saving refused with one clear message per field (spec 3 §4, §5): bodies of the wrong shape, phases
// that overlap, leave a gap or run backwards, a first phase away from the cycle start or a last one
// away from the cycle end, cycles overlapping their neighbours; and the phase links the screen makes
// (a change to a middle, the first and the last phase) saved as the server expects them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { linkDates, toBody, toShown, type StoredCycle } from '../../../custom-screens/cycles/cycle-dates.js';
import { REGISTRATION, SUBMISSION, demoBody, demoRegistrationBody, startCycleFixture, yearId, type CycleFixture } from './fixture.js';

let f: CycleFixture;
const post = (body: unknown, path = SUBMISSION) => f.h.call('POST', path, body, f.admin);
const Y = 2027; // the 2027-28 cycle: 1 Oct 2026 to 30 Sep 2027

/** The stored cycle of 2027-28 as GET answers it. */
async function stored(): Promise<StoredCycle> {
  const rows = await f.h.db.orm.em.fork().find<{ id: number }>('SubmissionCycle', { academicYearId: yearId(Y) } as never);
  expect(rows).toHaveLength(1);
  const { allSubmissionCycles } = await import('../../../server/cycles/cycle-json.js');
  return (await allSubmissionCycles(f.h.db.orm.em.fork())).find((c) => c.academicYearId === yearId(Y))!;
}

beforeAll(async () => {
  f = await startCycleFixture();
  for (const y of [Y - 1, Y, Y + 1]) expect((await post(demoBody(y))).status).toBe(200);
  expect((await post(demoRegistrationBody(2026), REGISTRATION)).status).toBe(200);
  expect((await post(demoRegistrationBody(2028), REGISTRATION)).status).toBe(200);
}, 120_000);
afterAll(() => f?.h.close());

describe(`cycle validation and phase links (${ENGINE})`, () => {
  it('names every malformed field of the body', async () => {
    const res = await post({ academicYearId: 'x', cycleBegins: '', cycleEnds: '2027-02-30', auditCycleBegins: 'soon', phaseUpdates: [{ phase: 1, phaseName: ' ', beginDate: '2026-10-01', endDate: '2027-10-01', extra: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.modelState).toEqual({
      academicYearId: ['Choose an academic year.'],
      cycleBegins: ['Enter a date.'],
      cycleEnds: ['Enter a real date, like 2026-02-01.'],
      auditCycleBegins: ['Enter a real date, like 2026-02-01.'],
      auditCycleEnds: ['Enter a date.'],
      'phaseUpdates[0].phaseName': ['Required.'],
      'phaseUpdates[0].extra': ['Unknown field.'],
    });
    expect((await post({ ...demoBody(Y), phaseUpdates: [] })).body.modelState).toEqual({ phaseUpdates: ['A cycle needs at least one phase.'] });
    expect((await post({ ...demoBody(Y), academicYearId: 999 })).body.modelState).toEqual({ academicYearId: ['Choose an academic year from the list.'] });
  });

  it('refuses overlapping, gapped and inverted phases with a message on the phase to correct', async () => {
    const body = demoBody(Y);
    // the hiatus begins a week before Phase 1 ends (overlap); Phase 2 begins two days after the hiatus ends (gap)
    body.phaseUpdates[1] = { ...body.phaseUpdates[1], beginDate: '2027-01-25' };
    body.phaseUpdates[2] = { ...body.phaseUpdates[2], beginDate: '2027-02-17' };
    let res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.modelState).toEqual({
      'phaseUpdates[1].beginDate': ['Hiatus overlaps Phase 1 submissions, which ends on Jan 31, 2027: begin it on Feb 1, 2027.'],
      'phaseUpdates[2].beginDate': ['Phase 2 submissions must begin the day after Hiatus ends (Feb 15, 2027), leaving no gap.'],
    });
    const inverted = demoBody(Y);
    inverted.phaseUpdates[1] = { ...inverted.phaseUpdates[1], endDate: '2027-02-01' };
    inverted.phaseUpdates[2] = { ...inverted.phaseUpdates[2], beginDate: '2027-02-01' };
    res = await post(inverted);
    expect(res.body.modelState).toEqual({ 'phaseUpdates[1].endDate': ['Hiatus must end on or after the day it begins.'] });
    const numbered = demoBody(Y);
    numbered.phaseUpdates[3] = { ...numbered.phaseUpdates[3], phase: 7 };
    expect((await post(numbered)).body.modelState).toEqual({ 'phaseUpdates[3].phase': ['Number the phases 1, 2, 3… in order: this one is phase 4.'] });
    // nothing was written
    expect((await stored()).phases.map((p) => p.beginDate)).toEqual(demoBody(Y).phaseUpdates.map((p) => p.beginDate));
  });

  it('keeps the first phase at the cycle start and the last at the cycle end', async () => {
    const body = demoBody(Y);
    body.phaseUpdates[0] = { ...body.phaseUpdates[0], beginDate: '2026-10-05' };
    body.phaseUpdates[3] = { ...body.phaseUpdates[3], endDate: '2027-09-15' };
    const res = await post(body);
    expect(res.body.modelState).toEqual({
      'phaseUpdates[0].beginDate': ['The first phase must begin on the cycle start (Oct 1, 2026).'],
      'phaseUpdates[3].endDate': ['The last phase must end on the cycle end (Sep 30, 2027).'],
    });
  });

  it('refuses a cycle ending before it begins, an inverted audit, and overlap with the neighbouring years', async () => {
    const inverted = { ...demoBody(Y), cycleEnds: '2026-10-01', auditCycleEnds: '2026-11-01' };
    const res = await post(inverted);
    expect(res.body.modelState.cycleEnds).toContain('The cycle must end on or after the day it begins.');
    expect(res.body.modelState.auditCycleEnds).toEqual(['The course audit must end on or after the day it begins.']);
    // begins before the 2026-27 cycle has ended and ends after the 2028-29 one has begun
    const wide = demoBody(Y);
    wide.cycleBegins = wide.phaseUpdates[0].beginDate = '2026-09-01';
    wide.cycleEnds = wide.phaseUpdates[3].endDate = '2027-10-15';
    expect((await post(wide)).body.modelState).toEqual({
      cycleBegins: ['The 2026-27 cycle runs until Sep 30, 2026: begin this cycle on Oct 1, 2026 or later.'],
      cycleEnds: ['The 2028-29 cycle begins on Oct 1, 2027: end this cycle on Sep 30, 2027 or earlier.'],
    });
  });

  it('saves a moved middle phase begin with the previous phase following it', async () => {
    const shown = toShown(await stored());
    // the hiatus now begins on 8 February: Phase 1 ends on the 7th
    const linked = linkDates(shown, { field: 'beginDate', index: 1 }, '2027-02-08');
    expect(linked.phases[0].endDate).toBe('2027-02-07');
    expect((await post(toBody(linked))).status).toBe(200);
    const after = await stored();
    expect(after.phases.slice(0, 2).map((p) => [p.beginDate, p.endDate])).toEqual([
      ['2026-10-01', '2027-02-08'],
      ['2027-02-08', '2027-02-15'],
    ]);
    // moved without its neighbour, the same change is refused
    const unlinked = toBody(toShown(after));
    unlinked.phaseUpdates[2].beginDate = '2027-02-20';
    expect((await post(unlinked)).body.modelState).toEqual({ 'phaseUpdates[2].beginDate': ['Phase 2 submissions must begin the day after Hiatus ends (Feb 15, 2027), leaving no gap.'] });
  });

  it('saves a change to the first phase, which moves the cycle start', async () => {
    const linked = linkDates(toShown(await stored()), { field: 'beginDate', index: 0 }, '2026-10-15');
    expect(linked.cycleStartDate).toBe('2026-10-15');
    const res = await post(toBody(linked));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ cycleStartDate: '2026-10-15' });
    expect(res.body.phases[0].beginDate).toBe('2026-10-15');
  });

  it('saves a change to the last phase, which moves the cycle end (stored a day later)', async () => {
    const linked = linkDates(toShown(await stored()), { field: 'endDate', index: 3 }, '2027-09-20');
    expect(linked.cycleEndDate).toBe('2027-09-20');
    const res = await post(toBody(linked));
    expect(res.status).toBe(200);
    expect(res.body.cycleEndDate).toBe('2027-09-21');
    expect(res.body.phases[3]).toMatchObject({ beginDate: '2027-08-01', endDate: '2027-09-21' });
  });

  it('refuses registration end dates that run backwards, leave the cycle or overlap the neighbouring periods', async () => {
    let res = await post({ periodId: 2027, startDate: '2027-01-01', endDate: '2026-12-01', programEndDate: '2026-11-01', schoolNetworkEndDate: '2028-02-01' }, REGISTRATION);
    expect(res.body.modelState).toEqual({
      endDate: ['The cycle must end on or after the day it begins.'],
      programEndDate: ['Program registration must end on or after the day the cycle begins (Jan 1, 2027).'],
      schoolNetworkEndDate: ['School network registration must end by the cycle end (Nov 30, 2026).'],
    });
    res = await post({ periodId: 2027, startDate: '2026-12-15', endDate: '2028-01-10', programEndDate: '2027-11-01', schoolNetworkEndDate: '2027-12-01' }, REGISTRATION);
    expect(res.body.modelState).toEqual({
      startDate: ['The 2026 cycle runs until Dec 31, 2026: begin this cycle on Jan 1, 2027 or later.'],
      endDate: ['The 2028 cycle begins on Jan 1, 2028: end this cycle on Dec 31, 2027 or earlier.'],
    });
    res = await post({ periodId: 1999, startDate: 'x', endDate: '2027-01-01', programEndDate: '2027-01-01', schoolNetworkEndDate: '2027-01-01', isCurrent: true }, REGISTRATION);
    expect(res.body.modelState).toEqual({ periodId: ['Enter a year from 2000 to 2100.'], startDate: ['Enter a real date, like 2026-02-01.'], isCurrent: ['Unknown field.'] });
    expect((await post(demoRegistrationBody(2027), REGISTRATION)).status).toBe(200);
  });
});
