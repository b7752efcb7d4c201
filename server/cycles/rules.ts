// The date rules of a cycle (spec 3 §4), checked on the days of a parsed body. Pure. End dates are the
// stored, exclusive ones; messages name the days a screen shows (an end as its last day). Each
// broken rule is one message on the field to correct, keyed as the spec's body names it.
import type { ModelState } from '../http/errors.js';
import { addDays, dayWords } from '../../core/time/office-time.js';
import { shownEnd } from '../../core/time/days.js';
import type { RegistrationCycleBody, SubmissionCycleBody } from './bodies.js';

/** The neighbouring years' cycles, which this one may not overlap. */
export interface Neighbours {
  previous?: { academicYear: string; end: string };
  next?: { academicYear: string; start: string };
}

export function submissionCycleProblems(b: SubmissionCycleBody, neighbours: Neighbours = {}): ModelState {
  const problems: ModelState = Object.create(null);
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);
  const ends = (end: string) => dayWords(shownEnd(end));

  if (b.cycleEnds <= b.cycleBegins) add('cycleEnds', 'The cycle must end on or after the day it begins.');
  if (b.auditCycleEnds <= b.auditCycleBegins) add('auditCycleEnds', 'The course audit must end on or after the day it begins.');
  if (neighbours.previous && b.cycleBegins < neighbours.previous.end)
    add('cycleBegins', `The ${neighbours.previous.academicYear} cycle runs until ${ends(neighbours.previous.end)}: begin this cycle on ${dayWords(neighbours.previous.end)} or later.`);
  if (neighbours.next && b.cycleEnds > neighbours.next.start)
    add('cycleEnds', `The ${neighbours.next.academicYear} cycle begins on ${dayWords(neighbours.next.start)}: end this cycle on ${dayWords(addDays(neighbours.next.start, -1))} or earlier.`);

  const phases = b.phaseUpdates;
  phases.forEach((p, i) => {
    const key = `phaseUpdates[${i}]`;
    if (p.phase !== i + 1) add(`${key}.phase`, `Number the phases 1, 2, 3… in order: this one is phase ${i + 1}.`);
    if (p.endDate <= p.beginDate) add(`${key}.endDate`, `${p.phaseName} must end on or after the day it begins.`);
    if (i === 0) {
      if (p.beginDate !== b.cycleBegins) add(`${key}.beginDate`, `The first phase must begin on the cycle start (${dayWords(b.cycleBegins)}).`);
    } else {
      const before = phases[i - 1];
      if (p.beginDate < before.endDate)
        add(`${key}.beginDate`, `${p.phaseName} overlaps ${before.phaseName}, which ends on ${ends(before.endDate)}: begin it on ${dayWords(before.endDate)}.`);
      else if (p.beginDate > before.endDate)
        add(`${key}.beginDate`, `${p.phaseName} must begin the day after ${before.phaseName} ends (${dayWords(before.endDate)}), leaving no gap.`);
    }
    if (i === phases.length - 1 && p.endDate !== b.cycleEnds) add(`${key}.endDate`, `The last phase must end on the cycle end (${ends(b.cycleEnds)}).`);
  });
  return problems;
}

export function registrationCycleProblems(b: RegistrationCycleBody, neighbours: { previous?: { periodId: number; end: string }; next?: { periodId: number; start: string } } = {}): ModelState {
  const problems: ModelState = Object.create(null);
  const add = (key: string, message: string) => (problems[key] ??= []).push(message);
  if (b.endDate <= b.startDate) add('endDate', 'The cycle must end on or after the day it begins.');
  for (const [key, what] of [
    ['programEndDate', 'Program registration'],
    ['schoolNetworkEndDate', 'School network registration'],
  ] as const) {
    if (b[key] <= b.startDate) add(key, `${what} must end on or after the day the cycle begins (${dayWords(b.startDate)}).`);
    else if (b[key] > b.endDate) add(key, `${what} must end by the cycle end (${dayWords(shownEnd(b.endDate))}).`);
  }
  if (neighbours.previous && b.startDate < neighbours.previous.end)
    add('startDate', `The ${neighbours.previous.periodId} cycle runs until ${dayWords(shownEnd(neighbours.previous.end))}: begin this cycle on ${dayWords(neighbours.previous.end)} or later.`);
  if (neighbours.next && b.endDate > neighbours.next.start)
    add('endDate', `The ${neighbours.next.periodId} cycle begins on ${dayWords(neighbours.next.start)}: end this cycle on ${dayWords(addDays(neighbours.next.start, -1))} or earlier.`);
  return problems;
}
