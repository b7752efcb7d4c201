// What one staff member's click in the back office asks the server for, as the admin UI asks it:
// an institution list page (filters, sort, page) followed by the many-records fetches of the
// references its columns show, a text search, the tags screen, or the lookups a form offers.
import { COUNTIES } from './data.js';

export type ClickKind = 'institution list' | 'text search' | 'tags' | 'lookups';

export interface Click {
  kind: ClickKind;
  /** requests sent together (as the UI's parallel queries) */
  first: string[];
  /** requests sent once the first answered, built from their bodies (references of the rows shown) */
  then?: (bodies: unknown[]) => string[];
}

export type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const LA = COUNTIES.findIndex(([name]) => name === 'Los Angeles') + 1;

function restList(resource: string, filter: Record<string, unknown>, sort: [string, 'ASC' | 'DESC'], page: number, perPage: number): string {
  const start = (page - 1) * perPage;
  return `/api/rest/${resource}?filter=${q(filter)}&range=${q([start, start + perPage - 1])}&sort=${q(sort)}`;
}

/** react-admin's getMany of the records a list page references (one call per referenced resource). */
function referencesOf(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  const ids = (field: string) => [...new Set(rows.map((r) => (r as Record<string, unknown>)[field]).filter((v): v is number => typeof v === 'number'))];
  const out: string[] = [];
  const counties = ids('countyId');
  const districts = ids('districtId');
  if (counties.length) out.push(`/api/rest/counties?filter=${q({ id: counties })}`);
  if (districts.length) out.push(`/api/rest/institutions?filter=${q({ id: districts })}`);
  return out;
}

const FILTERS: ((random: Random) => Record<string, unknown>)[] = [
  () => ({}),
  () => ({ isActive: true }),
  () => ({ institutionTypeId: 1 }),
  () => ({ institutionTypeId: 5, isActive: true }),
  () => ({ countyId: LA, isActive: true }),
  (random) => ({ countyId: 1 + Math.floor(random() * COUNTIES.length) }),
  () => ({ institutionTypeId: 1, isHighSchool: true }),
  () => ({ isCharterSchool: true, isActive: true }),
];
/** Sorts as staff use them: mostly the default (name), now and then a column header. */
const SORTS: [string, 'ASC' | 'DESC'][] = [
  ...Array.from({ length: 12 }, () => ['name', 'ASC'] as [string, 'ASC']),
  ['name', 'DESC'],
  ['name', 'DESC'],
  ['cdsCode', 'ASC'],
  ['cdsCode', 'DESC'],
  ['institutionTypeId', 'ASC'],
  ['streetCity', 'ASC'],
  ['countyId', 'ASC'],
  ['districtId', 'ASC'],
];
/** What staff type into the search box: school names, cities, kinds, CDS code starts. */
export const SEARCHES = ['valley', 'lincoln', 'oakland', 'fresno unified', 'washington high', 'mountain view', 'academy', 'sierra vista middle', 'riverside', '19', '0712', 'virtual', 'del mar', 'continuation', 'san'];
const PAGES = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 8];
const LOOKUPS: [string, [string, 'ASC' | 'DESC'], number][] = [
  ['counties', ['name', 'ASC'], 200],
  ['school-types', ['name', 'ASC'], 200],
  ['district-management-types', ['name', 'ASC'], 200],
  ['academic-years', ['id', 'DESC'], 200],
  ['languages', ['name', 'ASC'], 200],
  ['subject-areas', ['name', 'ASC'], 200],
];

/** Each kind of click, its choices drawn with `random`. */
export const CLICKS: Record<ClickKind, (random: Random) => Click> = {
  'institution list': (random) => {
    const perPage = random() < 0.85 ? 25 : 50;
    return { kind: 'institution list', first: [restList('institutions', pick(random, FILTERS)(random), pick(random, SORTS), pick(random, PAGES), perPage)], then: ([rows]) => referencesOf(rows) };
  },
  'text search': (random) => {
    const filter = random() < 0.7 ? { q: pick(random, SEARCHES) } : { q: pick(random, SEARCHES), isActive: true };
    return { kind: 'text search', first: [restList('institutions', filter, ['name', 'ASC'], random() < 0.85 ? 1 : 2, 25)], then: ([rows]) => referencesOf(rows) };
  },
  // the tags screen: its page, sometimes a search in it
  tags: (random) => {
    const filter = random() < 0.3 ? { q: pick(random, ['data', 'studies', 'bench tag 01', 'science']) } : {};
    return { kind: 'tags', first: [restList('tags', filter, ['name', 'ASC'], random() < 0.8 ? 1 : 2, 25)] };
  },
  // a form's reference selects load their choices together
  lookups: (random) => {
    const first = [pick(random, LOOKUPS), pick(random, LOOKUPS)].map(([resource, sort, perPage]) => restList(resource, {}, sort, 1, perPage));
    return { kind: 'lookups', first: [...new Set(first)] };
  },
};

/** One click, drawn with the weights of a staff member browsing institutions. */
export function nextClick(random: Random): Click {
  const roll = random();
  return CLICKS[roll < 0.45 ? 'institution list' : roll < 0.7 ? 'text search' : roll < 0.85 ? 'tags' : 'lookups'](random);
}
