// Which academic year "today" is, and the year windows the lookup calls answer (1 July – 30 June).
import { describe, it, expect } from 'vitest';
import {
  WINDOWS,
  currentYear,
  localDay,
  nextYear,
  startYearOf,
  toDay,
  yearName,
  yearsAround,
} from '../../core/academic-years/year-window.js';
import { ACADEMIC_YEARS } from '../../seeds/lookups/academic-years.js';

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const around = (day: string, w: { back: number; ahead: number }) => ids(yearsAround(ACADEMIC_YEARS, day, w.back, w.ahead));

describe('startYearOf', () => {
  it('puts July to December in the year starting that calendar year', () => {
    expect(startYearOf('2026-11-21')).toBe(2026);
    expect(startYearOf('2026-07-01')).toBe(2026);
  });
  it('puts January to June in the year that started the calendar year before', () => {
    expect(startYearOf('2027-06-30')).toBe(2026);
    expect(startYearOf('2026-01-01')).toBe(2025);
  });
});

describe('yearName', () => {
  it('writes the spec form', () => {
    expect(yearName(2025)).toBe('2025-26');
    expect(yearName(2009)).toBe('2009-10');
    expect(yearName(2099)).toBe('2099-00');
  });
});

describe('currentYear', () => {
  it('finds 2026-27 (id 30) on 2026-11-21', () => {
    expect(currentYear(ACADEMIC_YEARS, '2026-11-21')).toMatchObject({ id: 30, name: '2026-27' });
  });
  it('changes year between 30 June and 1 July', () => {
    expect(currentYear(ACADEMIC_YEARS, '2026-06-30')?.id).toBe(29);
    expect(currentYear(ACADEMIC_YEARS, '2026-07-01')?.id).toBe(30);
  });
  it('answers nothing outside the table', () => {
    expect(currentYear(ACADEMIC_YEARS, '2040-01-01')).toBeUndefined();
  });
  it('reads dates that the driver answers as Date objects (PGlite)', () => {
    const asDates = ACADEMIC_YEARS.map((y) => ({ ...y, startDate: new Date(`${y.startDate}T00:00:00Z`), endDate: new Date(`${y.endDate}T00:00:00Z`) }));
    expect(currentYear(asDates, '2026-11-21')?.id).toBe(30);
    expect(toDay(asDates[0].startDate)).toBe('2016-07-01');
  });
});

describe('nextYear', () => {
  it('is the year after the current one', () => {
    expect(nextYear(ACADEMIC_YEARS, '2026-11-21')?.id).toBe(31);
    expect(nextYear(ACADEMIC_YEARS, '2026-06-30')?.id).toBe(30);
  });
  it('answers nothing after the last year of the table', () => {
    expect(nextYear(ACADEMIC_YEARS, '2029-08-01')).toBeUndefined();
  });
});

describe('year windows on 2026-11-21 (current year id 30)', () => {
  it('CurrentAndLastThree: three back and the current year, oldest first', () => {
    expect(around('2026-11-21', WINDOWS.currentAndLastThree)).toEqual([27, 28, 29, 30]);
  });
  it('currentlastthreeandonefuture adds the next year', () => {
    expect(around('2026-11-21', WINDOWS.currentLastThreeAndOneFuture)).toEqual([27, 28, 29, 30, 31]);
  });
  it('FiveYearWindow: two back, the current year, two ahead', () => {
    expect(around('2026-11-21', WINDOWS.fiveYearWindow)).toEqual([28, 29, 30, 31, 32]);
  });
  it('is cut short at the edge of the table', () => {
    expect(around('2029-09-01', WINDOWS.fiveYearWindow)).toEqual([31, 32, 33]);
  });
  it('sorts whatever order the rows come in', () => {
    expect(ids(yearsAround([...ACADEMIC_YEARS].reverse(), '2026-11-21', 1, 1))).toEqual([29, 30, 31]);
  });
});

describe('localDay', () => {
  it('is the office’s calendar day (America/Los_Angeles), not the UTC day or the server’s', () => {
    expect(localDay(new Date('2026-11-22T07:59:00Z'))).toBe('2026-11-21');
    expect(localDay(new Date('2026-11-22T08:00:00Z'))).toBe('2026-11-22');
    expect(localDay(new Date('2026-01-01T00:00:00Z'))).toBe('2025-12-31');
  });
});
