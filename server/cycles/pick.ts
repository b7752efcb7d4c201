// Which cycle is current and which is next on a day. Pure, so it is tested without a database.
// Days are 'YYYY-MM-DD'; `end` is the stored, exclusive end (core/time/days.ts).

export interface Span {
  start: string;
  end: string;
}

/**
 * The current cycle: the one whose dates hold `day`; between two cycles, the one that ended last
 * (it stays current until the next begins); before every cycle, the first. The next cycle is the
 * first one beginning after the current one. `spans` in any order.
 */
export function currentAndNext<T extends Span>(spans: readonly T[], day: string): { current?: T; next?: T } {
  const sorted = [...spans].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const current = sorted.find((s) => s.start <= day && day < s.end) ?? sorted.filter((s) => s.start <= day).at(-1) ?? sorted[0];
  const next = current ? sorted.find((s) => s.start > current.start) : undefined;
  return { current, next };
}

/** The span among `spans` (phases) whose dates hold `day`. */
export function spanOn<T extends Span>(spans: readonly T[], day: string): T | undefined {
  return spans.find((s) => s.start <= day && day < s.end);
}
