// The queues' clock. Statistics count days and weeks as the office sees them (Pacific time, weeks from
// Monday: OFFICE_TIME_ZONE in core/time/office-time.ts); tests set `now` to fixed instants to check
// the figures.
export const queueClock = {
  now: (): Date => new Date(),
};
