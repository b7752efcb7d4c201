// The soak's clicks (bench/soak.ts): the institution staff clicks of bench/staff-clicks.ts, and what a
// reviewing staff member adds to them: the header figures, a review queue, the course search.
import { CLICKS, nextClick, type Click, type ClickKind, type Random } from './staff-clicks.js';

export type SoakKind = ClickKind | 'header figures' | 'review queues' | 'course search';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface SoakClick {
  kind: SoakKind;
  /** calls sent together (as the UI's parallel queries) */
  first: Call[];
  /** calls sent once the first answered, built from their bodies */
  then?: (bodies: unknown[]) => Call[];
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const get = (path: string): Call => ({ method: 'GET', path });
const REVIEW = '/api/admin/review';
/** What staff type into the course search: subjects, levels, and nothing (browsing the facets). */
const COURSE_WORDS = ['', '', 'english', 'algebra', 'biology', 'chemistry', 'spanish', 'history', 'physics', 'art', 'integrated', 'world', 'honors', 'ap', 'geometry', 'music'];

const staffClick = ({ kind, first, then }: Click): SoakClick => ({ kind, first: first.map(get), then: then && ((bodies) => then(bodies).map(get)) });

const REVIEW_CLICKS: Record<Exclude<SoakKind, ClickKind>, (random: Random) => SoakClick> = {
  // the shell asks for them on every page it opens
  'header figures': () => ({ kind: 'header figures', first: [get('/api/admin/stats/header')] }),
  // a dashboard queue tab with the unassigned counts beside it, or the submitted queue with its count
  'review queues': (random) =>
    random() < 0.6
      ? { kind: 'review queues', first: [{ method: 'POST', path: `${REVIEW}/assigned`, body: { pagedDetails: { page: 1, pageSize: 50 }, queueType: pick(random, ['main', 'main', 'audit', 'second']) } }, get(`${REVIEW}/unassigned/counts`)] }
      : { kind: 'review queues', first: [get(`${REVIEW}/submitted?pageNumber=${random() < 0.8 ? 1 : 2}&pageSize=10`), get(`${REVIEW}/submitted/count`)] },
  // the infinite scroll asks 50 at a time
  'course search': (random) => ({ kind: 'course search', first: [{ method: 'POST', path: '/api/search/admin', body: { query: pick(random, COURSE_WORDS), page: random() < 0.8 ? 1 : 2, pageSize: 50 } }] }),
};

/** Each kind of click, its choices drawn with `random` (the probe makes one of each in turn). */
export const SOAK_CLICKS: Record<SoakKind, (random: Random) => SoakClick> = {
  ...(Object.fromEntries(Object.entries(CLICKS).map(([kind, click]) => [kind, (random: Random) => staffClick(click(random))])) as Record<ClickKind, (random: Random) => SoakClick>),
  ...REVIEW_CLICKS,
};
export const SOAK_KINDS = Object.keys(SOAK_CLICKS) as SoakKind[];

/** One click of a staff member who browses institutions and reviews: about half of each. */
export function nextSoakClick(random: Random): SoakClick {
  const roll = random();
  if (roll < 0.5) return staffClick(nextClick(random));
  return REVIEW_CLICKS[roll < 0.65 ? 'header figures' : roll < 0.83 ? 'review queues' : 'course search'](random);
}
