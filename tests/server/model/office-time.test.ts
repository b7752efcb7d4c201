// The office's clock (core/time/office-time.ts): instants read in America/Los_Angeles with the zone
// named, across both daylight-saving changes; calendar days read as written; date-and-time inputs
// round-trip through the office's wall clock. The process's own zone plays no part (checked by
// running the same figures with TZ set to Asia/Tokyo in a child process).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateTimeText,
  dayLongWords,
  dayText,
  dayWords,
  fromOfficeInput,
  monthDayText,
  officeDateText,
  officeInputValue,
  officeInstant,
  officeToday,
  officeWallClock,
  shortDateTimeText,
  timeText,
  toDay,
  weekdayOf,
} from '../../../core/time/office-time.js';

describe('instants in office time', () => {
  it('names the zone, in summer (PDT) and winter (PST) time', () => {
    expect(dateTimeText('2026-03-10T06:30:00Z')).toBe('03/09/2026, 11:30 PM PDT');
    expect(dateTimeText(new Date('2026-01-15T07:45:00Z'))).toBe('01/14/2026, 11:45 PM PST');
    expect(timeText(Date.parse('2026-07-01T19:05:00Z'))).toBe('12:05 PM PDT');
    expect(officeDateText('2026-03-10T06:30:00Z')).toBe('03/09/2026');
  });

  it('says nothing for no time or a text that is none', () => {
    for (const none of [null, undefined, '', 'not a time']) {
      expect(dateTimeText(none)).toBe('');
      expect(timeText(none)).toBe('');
      expect(officeDateText(none)).toBe('');
      expect(shortDateTimeText(none)).toBe('');
    }
  });

  it('shortens to month and day within the office’s year', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(shortDateTimeText('2026-03-10T06:30:00Z', now)).toBe('Mar 9, 11:30 PM PDT');
    // 1 January in UTC is still 31 December 2025 in the office
    expect(shortDateTimeText('2026-01-01T05:00:00Z', now)).toBe('Dec 31, 2025, 9:00 PM PST');
  });

  it('finds the office’s day and wall clock across the daylight-saving changes', () => {
    expect(officeWallClock(new Date('2026-03-08T09:59:00Z'))).toEqual({ day: '2026-03-08', minutes: 60 + 59, offsetMinutes: -480 });
    expect(officeWallClock(new Date('2026-03-08T10:00:00Z'))).toEqual({ day: '2026-03-08', minutes: 3 * 60, offsetMinutes: -420 });
    expect(officeToday(new Date('2026-11-30T07:59:00Z'))).toBe('2026-11-29');
    expect(officeToday(new Date('2026-11-30T08:00:00Z'))).toBe('2026-11-30');
    expect(officeInstant('2026-03-09').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(officeInstant('2026-11-02', 9 * 60).toISOString()).toBe('2026-11-02T17:00:00.000Z');
    // 2:30 AM does not exist on 8 March: 1:30 AM PST; 1:30 AM on 1 November comes twice: the first (PDT)
    expect(officeInstant('2026-03-08', 150).toISOString()).toBe('2026-03-08T09:30:00.000Z');
    expect(officeInstant('2026-11-01', 90).toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('round-trips a date-and-time input through the office’s wall clock', () => {
    expect(officeInputValue('2026-03-10T06:30:00Z')).toBe('2026-03-09T23:30');
    expect(fromOfficeInput('2026-03-09T23:30')).toBe('2026-03-10T06:30:00.000Z');
    expect(fromOfficeInput('2026-01-14T23:45')).toBe('2026-01-15T07:45:00.000Z');
    expect(officeInputValue(null)).toBe('');
    // what the input holds already is kept (react-admin formats twice)
    expect(officeInputValue('2026-03-09T23:30')).toBe('2026-03-09T23:30');
    expect(fromOfficeInput('')).toBeNull();
    // half-typed or impossible: kept as typed, for the validator to point at
    expect(fromOfficeInput('2026-02-30T10:00')).toBe('2026-02-30T10:00');
  });
});

describe('calendar days', () => {
  it('reads a day as written, never shifted', () => {
    expect(dayText('2026-08-01')).toBe('08/01/2026');
    expect(dayWords('2026-08-01')).toBe('Aug 1, 2026');
    expect(dayLongWords('2026-08-01T00:00:00.000Z')).toBe('August 1, 2026');
    expect(monthDayText('2026-11-02')).toBe('11/2');
    expect(dayText(null)).toBe('');
    expect(dayWords('2026-02-30')).toBe('');
  });

  it('checks, moves and names days', () => {
    expect(toDay('2026-02-01T15:30:00Z')).toBe('2026-02-01');
    expect(toDay('2026-02-30')).toBeUndefined();
    expect(toDay(42)).toBeUndefined();
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekdayOf('2026-11-29')).toBe(0);
  });
});

it('gives the same texts whatever zone the process runs in', () => {
  const script = `
    import { dateTimeText, dayText, officeInputValue, fromOfficeInput, officeToday } from './core/time/office-time.ts';
    console.log(JSON.stringify([dateTimeText('2026-03-10T06:30:00Z'), dayText('2026-08-01'), officeInputValue('2026-03-10T06:30:00Z'), fromOfficeInput('2026-03-09T23:30'), officeToday(new Date('2026-11-30T07:59:00Z'))]));`;
  const root = path.resolve(import.meta.dirname, '../../..');
  for (const TZ of ['Asia/Tokyo', 'Pacific/Honolulu', 'UTC']) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, env: { ...process.env, TZ }, encoding: 'utf8' });
    expect(JSON.parse(out), TZ).toEqual(['03/09/2026, 11:30 PM PDT', '08/01/2026', '2026-03-09T23:30', '2026-03-10T06:30:00.000Z', '2026-11-29']);
  }
});
