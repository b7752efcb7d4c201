// What one side of bench:rebuild (bench/search-rebuild-run.ts) measures and hands back to bench/search-rebuild.ts.
import { percentile, round } from './stats.js';

/** a search is issued this often, quiet and during the rebuild */
export const SEARCH_EVERY_MS = 50;
/** the event-loop delay histogram's sampling resolution */
export const LOOP_RESOLUTION_MS = 2;

export interface Figures {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface RebuildSide {
  codeDir: string;
  documents: number;
  loadBefore: number[];
  loadAfter: number[];
  quiet: { search: Figures; answeredIn: Figures; loopDelay: Figures };
  rebuild: { wallMs: number; upsertMs: number; prepareMs: number; cpuMs: number; search: Figures; answeredIn: Figures; loopDelay: Figures; gcPauses: Figures };
}

export function figures(values: number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: round(percentile(sorted, 50), 3), p99: round(percentile(sorted, 99), 3), max: round(sorted[sorted.length - 1] ?? NaN, 3) };
}

