// The review screen's clock. Leases expire by it; tests move it forward to see a lease run out
// without waiting five minutes (tests/server/review/screen/lease.test.ts).
export const reviewClock = {
  now: (): Date => new Date(),
};
