// The queues' clock and the office's time zone. Statistics count days and weeks as the office sees
// them (Pacific time, weeks from Monday); tests set `now` to fixed instants to check the figures.
export const OFFICE_TIME_ZONE = 'America/Los_Angeles';

export const queueClock = {
  now: (): Date => new Date(),
};
