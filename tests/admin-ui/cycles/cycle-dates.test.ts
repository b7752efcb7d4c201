// The Submission Cycles form's phase linking (spec 3 §4) and its end dates one day later when sent.
import { describe, expect, it } from 'vitest';
import { formFieldOf, linkDates, toBody, toShown, type ShownCycle, type StoredCycle } from '../../../custom-screens/cycles/cycle-dates.js';
import { registrationFieldOf, toRegistrationBody, toShownRegistration } from '../../../custom-screens/cycles/registration-dates.js';

const stored: StoredCycle = {
  submissionCycleId: 1,
  academicYearId: 32,
  academicYear: '2028-29',
  isCurrentYear: false,
  cycleStartDate: '2027-10-01',
  cycleEndDate: '2028-10-01',
  courseAuditStartDate: '2027-11-01',
  courseAuditEndDate: '2028-05-01',
  phases: [
    { phase: 1, phaseName: 'Phase 1 submissions', beginDate: '2027-10-01', endDate: '2028-02-01', isHiatusPeriod: false },
    { phase: 2, phaseName: 'Hiatus', beginDate: '2028-02-01', endDate: '2028-02-15', isHiatusPeriod: true },
    { phase: 3, phaseName: 'Phase 2 submissions', beginDate: '2028-02-15', endDate: '2028-10-01', isHiatusPeriod: false },
  ],
};
const shown = toShown(stored);
const dates = (c: ShownCycle) => [c.cycleStartDate, ...c.phases.flatMap((p) => [p.beginDate, p.endDate]), c.cycleEndDate];

describe('shown and stored end dates', () => {
  it('shows each end as the last day: the stored end minus one day', () => {
    expect(dates(shown)).toEqual(['2027-10-01', '2027-10-01', '2028-01-31', '2028-02-01', '2028-02-14', '2028-02-15', '2028-09-30', '2028-09-30']);
    expect(shown.courseAuditEndDate).toBe('2028-04-30');
  });

  it('sends each end one day later, across month and leap-day boundaries', () => {
    const body = toBody(linkDates(shown, { field: 'endDate', index: 1 }, '2028-02-29'));
    expect(body).toMatchObject({ academicYearId: 32, cycleBegins: '2027-10-01', cycleEnds: '2028-10-01', auditCycleBegins: '2027-11-01', auditCycleEnds: '2028-05-01' });
    expect(body.phaseUpdates.map((p) => [p.phase, p.beginDate, p.endDate])).toEqual([
      [1, '2027-10-01', '2028-02-01'],
      [2, '2028-02-01', '2028-03-01'],
      [3, '2028-03-01', '2028-10-01'],
    ]);
    expect(toBody(shown)).toEqual({ ...toBody(shown), phaseUpdates: stored.phases });
  });
});

describe('phase linking', () => {
  it("moves the previous phase's end when a phase's begin changes", () => {
    const c = linkDates(shown, { field: 'beginDate', index: 2 }, '2028-02-20');
    expect(c.phases[1].endDate).toBe('2028-02-19');
    expect(c.phases[2].beginDate).toBe('2028-02-20');
    expect(c.phases[0]).toEqual(shown.phases[0]);
  });

  it("moves the next phase's begin when a phase's end changes", () => {
    const c = linkDates(shown, { field: 'endDate', index: 0 }, '2028-01-15');
    expect(c.phases[1].beginDate).toBe('2028-01-16');
    expect(c.phases[1].endDate).toBe('2028-02-14');
    // the month rolls over
    expect(linkDates(shown, { field: 'endDate', index: 0 }, '2028-01-31').phases[1].beginDate).toBe('2028-02-01');
  });

  it('keeps the first phase at the cycle start, whichever of the two changes', () => {
    expect(linkDates(shown, { field: 'beginDate', index: 0 }, '2027-10-15').cycleStartDate).toBe('2027-10-15');
    const c = linkDates(shown, { field: 'cycleStartDate' }, '2027-09-20');
    expect(c.phases[0].beginDate).toBe('2027-09-20');
    expect(c.phases[0].endDate).toBe('2028-01-31');
  });

  it('keeps the last phase at the cycle end, whichever of the two changes', () => {
    expect(linkDates(shown, { field: 'endDate', index: 2 }, '2028-09-15').cycleEndDate).toBe('2028-09-15');
    const c = linkDates(shown, { field: 'cycleEndDate' }, '2028-09-10');
    expect(c.phases[2].endDate).toBe('2028-09-10');
    expect(toBody(c).cycleEnds).toBe('2028-09-11');
    expect(toBody(c).phaseUpdates[2].endDate).toBe('2028-09-11');
  });

  it('leaves the neighbours alone while a date is not a day yet, and the audit dates always', () => {
    const c = linkDates(shown, { field: 'beginDate', index: 1 }, '');
    expect(c.phases[1].beginDate).toBe('');
    expect(c.phases[0].endDate).toBe('2028-01-31');
    expect(toBody(c).phaseUpdates[1].beginDate).toBe('');
    const audit = linkDates(shown, { field: 'courseAuditStartDate' }, '2027-12-01');
    expect(dates(audit)).toEqual(dates(shown));
  });

  it('does not change the cycle it was given', () => {
    const before = JSON.stringify(shown);
    linkDates(shown, { field: 'beginDate', index: 1 }, '2028-02-05');
    expect(JSON.stringify(shown)).toBe(before);
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(['cycleBegins', 'cycleEnds', 'auditCycleBegins', 'auditCycleEnds', 'phaseUpdates[2].beginDate', 'phaseUpdates[10].phaseName'].map(formFieldOf)).toEqual([
      'cycleStartDate',
      'cycleEndDate',
      'courseAuditStartDate',
      'courseAuditEndDate',
      'phases.2.beginDate',
      'phases.10.phaseName',
    ]);
  });
});

describe('registration cycle dates', () => {
  it('shows the ends as last days and sends them a day later under the spec names', () => {
    const shownReg = toShownRegistration({ registrationCycleId: 1, periodId: 2027, cycleStartDate: '2027-01-01', cycleEndDate: '2028-01-01', programCycleEndDate: '2027-11-01', schoolNetworkCycleEndDate: '2027-12-01', isCurrent: false });
    expect(shownReg).toEqual({ periodId: 2027, cycleStartDate: '2027-01-01', cycleEndDate: '2027-12-31', programCycleEndDate: '2027-10-31', schoolNetworkCycleEndDate: '2027-11-30' });
    expect(toRegistrationBody(shownReg)).toEqual({ periodId: 2027, startDate: '2027-01-01', endDate: '2028-01-01', programEndDate: '2027-11-01', schoolNetworkEndDate: '2027-12-01' });
    expect(registrationFieldOf('schoolNetworkEndDate')).toBe('schoolNetworkCycleEndDate');
  });
});
