// How the cycle screens write days and periods.
import { dayWords } from '../../core/time/office-time.js';

/** "Oct 1, 2026 – Jan 31, 2027": a period from its first to its last (shown) day. */
export const periodWords = (first: string, last: string) => `${dayWords(first)} – ${dayWords(last)}`;

export { dayWords };
