// Calendar days of the cycles, as 'YYYY-MM-DD' strings (which sort like the dates). Pure: the server
// and the Submission Cycles screen both import it; the days themselves (checking, moving, naming them)
// are the office clock's (core/time/office-time.ts).
//
// Spec 3 §4: dates are normalised to midnight, and stored end dates are one day later than the
// displayed ones. So a stored end is exclusive (the first day after the period), a displayed end is
// the period's last day, and a phase's stored end equals the next phase's begin.
import { addDays } from './office-time.js';

/** The stored (exclusive) end of a period whose last day is `shownEnd`. */
export const storedEnd = (shownEnd: string) => addDays(shownEnd, 1);

/** The last day of a period whose stored (exclusive) end is `stored`: what screens show. */
export const shownEnd = (stored: string) => addDays(stored, -1);
