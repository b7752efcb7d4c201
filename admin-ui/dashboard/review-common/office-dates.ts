// Dates on the queue screens read in the office's time zone: the server counts days and weeks there
// (the completed list's day filters, the statistics), so a reviewer elsewhere sees the same day.
import { OFFICE_TIME_ZONE } from '../../../server/review/queues/clock.js';

const day = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "03/09/2026"; empty for no date. */
export const formatDay = (value: string | null | undefined): string => {
  const date = parse(value);
  return date ? day.format(date) : '';
};

/** "03/09/2026, 2:05 PM PDT" (the zone named, since it may not be the reader's); empty for no date. */
export const formatDayAndTime = (value: string | null | undefined): string => {
  const date = parse(value);
  return date ? dayAndTime.format(date) : '';
};
