// The course search over HTTP on a real database: courses written through the course calls are
// found (the write marks the change, the feed applies it), facets carry labels and disjunctive
// counts, a bare request answers the facets only, bad requests are 400s naming the field; the index
// screen's list and rebuild; on PostgreSQL a course written through one instance is found on another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { AREA, catalogueCourse, startCourseFixture, type CourseFixture } from '../courses/course-fixture.js';
import { startCourseSearchIndex } from '../../../server/search/service.js';
import { startSecondInstance, type Instance } from '../auth/session-cache-support.js';

const YEAR = 29;
let f: CourseFixture;
let operator: string;

type Caller = (method: string, path: string, body?: unknown, cookie?: string) => Promise<{ status: number; body: any }>;

const search = (body: Record<string, unknown>, cookie = f.analyst, call: Caller = f.h.call) => call('POST', '/api/search/admin', body, cookie);

/** Searches until `found` holds of the answer: a write reaches the index by notification, a moment later. */
async function searchUntil(body: Record<string, unknown>, found: (answer: any) => boolean, call: Caller = f.h.call): Promise<any> {
  let answer: any;
  for (let i = 0; i < 200; i++) {
    answer = await search(body, f.analyst, call);
    if (answer.status === 200 && found(answer.body)) return answer.body;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the search never answered as expected: ${JSON.stringify(answer?.body).slice(0, 400)}`);
}

const titles = (answer: any) => answer.results.map((r: { title: string }) => r.title).sort();
const group = (answer: any, field: string) => answer.facetGroups.find((g: { field: string }) => g.field === field);
const countOf = (answer: any, field: string, value: unknown) => group(answer, field).values.find((v: { value: unknown }) => v.value === value)?.count ?? 0;

beforeAll(async () => {
  f = await startCourseFixture();
  operator = await f.h.userWith(['AdminOperatorConsole'], 'search-operator');
  await startCourseSearchIndex(f.h.db.orm).ready;
  const math = (title: string) => ({ title, disciplines: [{ subjectAreaId: AREA.C, disciplineId: 15, languageId: null, otherLanguage: null }] });
  await catalogueCourse(f, f.school, YEAR, math('Algebra I'));
  await catalogueCourse(f, f.otherSchool, YEAR, math('Algebra II'));
  await catalogueCourse(f, f.school, YEAR - 1, math('Algebra Readiness'));
  await catalogueCourse(f, f.school, YEAR, { title: 'English 9' });
  await searchUntil({ query: 'algebra', pageSize: 25 }, (a) => a.totalResults === 3);
}, 120_000);
afterAll(() => f?.h.close());

describe(`course search (${ENGINE})`, () => {
  it('finds the courses written through the course calls, with names people read', async () => {
    const answer = await searchUntil({ query: 'algebra', sortBy: 'title', sortAscending: true }, (a) => a.totalResults === 3);
    expect(answer.results.map((r: { title: string }) => r.title)).toEqual(['Algebra I', 'Algebra II', 'Algebra Readiness']);
    expect(answer.totalPages).toBe(1);
    const first = answer.results[0];
    expect(first).toMatchObject({ title: 'Algebra I', institutionId: f.school, institutionName: 'Valley High', academicYearId: YEAR, statusGroup: 'notSubmitted', statusLabel: 'Not Submitted' });
    expect(first.academicYear).toMatch(/^\d{4}-\d{2}$/);
    const subjects = group(answer, 'subjectArea');
    expect(subjects.title).toBe('Subject area');
    expect(subjects.values.find((v: { value: number }) => v.value === AREA.C).label).toMatch(/^C – /);
  });

  it('counts each group with the other groups selected but not its own, so a selection can widen', async () => {
    const all = await search({ query: '', filters: [{ field: 'year', selected: [YEAR] }] });
    expect(all.status).toBe(200);
    expect(titles(all.body)).toEqual(['Algebra I', 'Algebra II', 'English 9']);
    const narrowed = await search({ filters: [{ field: 'year', selected: [YEAR] }, { field: 'subjectArea', selected: [AREA.C] }] });
    expect(titles(narrowed.body)).toEqual(['Algebra I', 'Algebra II']);
    // its own group still counts English (B) in that year, and the years count C only
    expect(countOf(narrowed.body, 'subjectArea', AREA.B)).toBe(1);
    expect(countOf(narrowed.body, 'year', YEAR)).toBe(2);
    expect(countOf(narrowed.body, 'year', YEAR - 1)).toBe(1);
    const widened = await search({ filters: [{ field: 'year', selected: [YEAR, YEAR - 1] }, { field: 'subjectArea', selected: [AREA.C] }] });
    expect(titles(widened.body)).toEqual(['Algebra I', 'Algebra II', 'Algebra Readiness']);
    expect(group(widened.body, 'year').values.filter((v: { selected: boolean }) => v.selected).map((v: { value: number }) => v.value).sort()).toEqual([YEAR - 1, YEAR]);
  });

  it('answers the facets only to a request with page size 0', async () => {
    const facets = await search({ pageSize: 0 });
    expect(facets.status).toBe(200);
    expect(facets.body.results).toEqual([]);
    expect(facets.body.totalResults).toBe(4);
    expect(countOf(facets.body, 'subjectArea', AREA.C)).toBe(3);
  });

  it('refuses a bad request with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ filters: [{ field: 'colour', selected: ['red'] }] }, 'filters'],
      [{ filters: [{ field: 'year', selected: [{ $ne: null }] }] }, 'filters'],
      [{ filters: 'year' }, 'filters'],
      [{ pageSize: 5000 }, 'pageSize'],
      [{ page: 0 }, 'page'],
      [{ sortBy: 'password' }, 'sortBy'],
      [{ submissionDateFilter: { min: 'not a date' } }, 'submissionDateFilter.min'],
      [{ institutionId: 'Valley High' }, 'institutionId'],
      [{ query: 'algebra', everything: true }, 'everything'],
    ];
    for (const [body, fieldName] of cases) {
      const refused = await search(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body.modelState ?? {}), JSON.stringify(body)).toContain(fieldName);
    }
  });

  it('lists the index and rebuilds it on request', async () => {
    const list = await f.h.call('GET', '/api/admin/elasticsearch/index/list', undefined, operator);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    const index = list.body.result[0];
    expect(index).toMatchObject({ indexName: 'courses', state: 'ready', documentCount: 4 });
    expect(index.memoryBytes).toBeGreaterThan(0);
    expect((await f.h.call('POST', '/api/admin/elasticsearch/index/delete', { indexName: 'nothing' }, operator)).status).toBe(404);
    expect((await f.h.call('POST', '/api/admin/elasticsearch/index/delete', {}, operator)).status).toBe(400);
    const deleted = await f.h.call('POST', '/api/admin/elasticsearch/index/delete/', { indexName: 'courses' }, operator);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Elasticsearch index deleted successfully');
    let rebuilt = index;
    for (let i = 0; i < 400 && rebuilt.builtAt === index.builtAt; i++) {
      await new Promise((r) => setTimeout(r, 25));
      rebuilt = (await f.h.call('GET', '/api/admin/elasticsearch/index/list', undefined, operator)).body.result[0];
    }
    expect(rebuilt.builtAt).not.toBe(index.builtAt);
    expect(rebuilt.documentCount).toBe(4);
    expect((await search({ query: 'algebra' })).body.totalResults).toBe(3);
  });
});

describe.runIf(ENGINE === 'postgresql')('course search across two instances (postgresql)', () => {
  let b: Instance;
  beforeAll(async () => {
    b = await startSecondInstance(f.h);
    await startCourseSearchIndex(b.orm).ready;
  }, 120_000);
  afterAll(() => b?.close());

  it('finds on one instance a course written through another', async () => {
    const started = Date.now();
    await catalogueCourse(f, f.otherSchool, YEAR, { title: 'Geometry Across Instances', disciplines: [{ subjectAreaId: AREA.C, disciplineId: 15, languageId: null, otherLanguage: null }] });
    const answer = await searchUntil({ query: 'geometry across' }, (a) => a.totalResults === 1, b.call);
    console.log(`searchable on the second instance ${Date.now() - started} ms after the write was sent`);
    expect(answer.results[0].institutionName).toBe('Mesa High');
  });
});
