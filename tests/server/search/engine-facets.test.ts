// The engine's rules one at a time, on a handful of hand-made course years: each facet group's
// selection and counts, OR inside a group and AND across groups, counts that leave a group's own
// selection out, the submission-date range, page size 0, sorting and paging, text matching, the
// analyst viewer, and documents replaced and removed in place.
import { describe, expect, it } from 'vitest';
import { officeInstant } from '../../../core/time/office-time.js';
import { NOT_SUBMITTED } from './support/not-submitted.js';
import { FACET_GROUPS, MIN_SUBMISSION_DATE, SearchEngine, SearchQueryError, type SearchResponse } from '../../../server/search/engine/index.js';
import type { FacetField, SearchDocument } from '../../../core/contract/course-search.js';

let nextId = 1;

function doc(over: Partial<SearchDocument> = {}): SearchDocument {
  const id = over.courseYearId ?? nextId++;
  return {
    courseYearId: id,
    courseId: id,
    recordId: `C${String(id).padStart(6, '0')}`,
    title: 'English 9',
    academicYearId: 28,
    institutionId: 1,
    institutionName: 'Valley High',
    institutionTypeId: 1,
    ...NOT_SUBMITTED,
    grades: [9],
    disciplineIds: [6],
    subjectAreaIds: [2],
    ...over,
  };
}

const ALL = { viewerAnalystId: null };

function engineOf(docs: SearchDocument[]): SearchEngine {
  const engine = new SearchEngine();
  engine.upsertMany(docs);
  return engine;
}

const ids = (r: SearchResponse) => r.results.map((d) => d.courseYearId);
const counts = (r: SearchResponse, field: FacetField) => Object.fromEntries(r.facetGroups.find((g) => g.field === field)!.values.map((v) => [String(v.value), v.count]));

describe('each facet group filters and counts its values', () => {
  // for each group: a value two documents have, one a third has
  const cases: [FacetField, Partial<SearchDocument>, Partial<SearchDocument>, unknown, unknown][] = [
    ['statusGroup', { statusGroup: 'approved' }, { statusGroup: 'submitted' }, 'approved', 'submitted'],
    ['year', { academicYearId: 27 }, { academicYearId: 29 }, 27, 29],
    ['subjectArea', { subjectAreaIds: [3] }, { subjectAreaIds: [1, 2] }, 3, 1],
    ['discipline', { disciplineIds: [11] }, { disciplineIds: [13, 8] }, 11, 13],
    ['language', { languageIds: [20] }, { languageIds: [7] }, 20, 7],
    ['honorsType', { honorsTypeId: 1 }, { honorsTypeId: 3 }, 1, 3],
    ['grade', { grades: [11, 12] }, { grades: [10] }, 12, 10],
    ['cteIndustry', { cteIndustryId: 5 }, { cteIndustryId: 14 }, 5, 14],
    ['institutionType', { institutionTypeId: 4 }, { institutionTypeId: 5 }, 4, 5],
    ['submissionType', { submissionTypeId: 2 }, { submissionTypeId: 3 }, 2, 3],
    ['tag', { tagIds: [4, 9] }, { tagIds: [2] }, 9, 2],
    ['secondReview', { isSecondReview: true }, { isSecondReview: false }, true, false],
    ['rubric', { rubricId: 5 }, { rubricId: 2 }, 5, 2],
    ['analyst', { analystIds: [1001, 1002] }, { analystIds: [1003] }, 1001, 1003],
    ['selfReported', { isSelfReported: true }, { isSelfReported: false }, true, false],
    ['auditType', { auditType: 'courseAudit' }, { auditType: null }, 'courseAudit', undefined],
    ['mathCategory4', { isMathCategory4: true }, { isMathCategory4: false }, true, false],
  ];

  it('covers every group of spec 1 §2', () => {
    expect(cases.map((c) => c[0]).sort()).toEqual(FACET_GROUPS.map((g) => g.field).sort());
  });

  for (const [field, twice, once, value, other] of cases) {
    it(`${field}: selecting ${JSON.stringify(value)} finds the documents having it, as text too`, () => {
      const a = doc(twice);
      const b = doc(twice);
      const c = doc(once);
      const engine = engineOf([a, b, c]);
      const all = engine.search({ pageSize: 0 }, ALL);
      expect(counts(all, field)[String(value)]).toBe(2);
      if (other !== undefined) expect(counts(all, field)[String(other)]).toBeGreaterThanOrEqual(1);
      const selected = engine.search({ filters: [{ field, selected: [value] }], sortBy: 'recordId', sortAscending: true }, ALL);
      expect(ids(selected)).toEqual([a.courseYearId, b.courseYearId]);
      // values come from the URL as text
      expect(ids(engine.search({ filters: [{ field, selected: [String(value)] }], sortBy: 'recordId', sortAscending: true }, ALL))).toEqual([a.courseYearId, b.courseYearId]);
      expect(selected.facetGroups.find((g) => g.field === field)!.values.find((v) => v.value === value)).toEqual({ value, count: 2, selected: true });
    });
  }
});

describe('selections and counts', () => {
  const maths27 = doc({ subjectAreaIds: [3], academicYearId: 27, statusGroup: 'approved' });
  const maths28 = doc({ subjectAreaIds: [3], academicYearId: 28, statusGroup: 'submitted' });
  const english27 = doc({ subjectAreaIds: [2], academicYearId: 27, statusGroup: 'approved' });
  const science28 = doc({ subjectAreaIds: [4], academicYearId: 28, statusGroup: 'notSubmitted' });
  const engine = engineOf([maths27, maths28, english27, science28]);

  it('ORs the values of a group and ANDs the groups', () => {
    const r = engine.search({ filters: [{ field: 'subjectArea', selected: [3, 2] }, { field: 'year', selected: [27] }], sortBy: 'recordId', sortAscending: true }, ALL);
    expect(ids(r)).toEqual([maths27.courseYearId, english27.courseYearId]);
    expect(r.totalResults).toBe(2);
  });

  it("counts a selected group without its own selection, so the selection can be widened", () => {
    const r = engine.search({ filters: [{ field: 'subjectArea', selected: [3] }], pageSize: 0 }, ALL);
    // subject areas: every document counts (no other selection)
    expect(counts(r, 'subjectArea')).toEqual({ 2: 1, 3: 2, 4: 1 });
    // other groups: only the mathematics courses
    expect(counts(r, 'year')).toEqual({ 27: 1, 28: 1 });
    expect(counts(r, 'statusGroup')).toEqual({ approved: 1, submitted: 1 });

    const both = engine.search({ filters: [{ field: 'subjectArea', selected: [3] }, { field: 'year', selected: [28] }], pageSize: 0 }, ALL);
    expect(counts(both, 'subjectArea')).toEqual({ 3: 1, 4: 1 }); // year 28 applied, subject area not
    expect(counts(both, 'year')).toEqual({ 27: 1, 28: 1 }); // subject area C applied, year not
    expect(counts(both, 'statusGroup')).toEqual({ submitted: 1 });
    expect(both.totalResults).toBe(1);
  });

  it('keeps a selected value with no documents, at 0', () => {
    const r = engine.search({ filters: [{ field: 'year', selected: [31] }], pageSize: 0 }, ALL);
    expect(r.totalResults).toBe(0);
    expect(r.facetGroups.find((g) => g.field === 'year')!.values).toContainEqual({ value: 31, count: 0, selected: true });
  });

  it('answers the facets only for page size 0', () => {
    const r = engine.search({ pageSize: 0 }, ALL);
    expect(r).toMatchObject({ results: [], totalResults: 4, totalPages: 0 });
    expect(counts(r, 'statusGroup')).toEqual({ approved: 2, submitted: 1, notSubmitted: 1 });
    // status groups in the spec's order
    expect(r.facetGroups.find((g) => g.field === 'statusGroup')!.values.map((v) => v.value)).toEqual(['approved', 'submitted', 'notSubmitted']);
  });

  it('refuses fields, values and sorts it does not know', () => {
    expect(() => engine.search({ filters: [{ field: 'colour', selected: [1] }] }, ALL)).toThrow(SearchQueryError);
    expect(() => engine.search({ filters: [{ field: 'year', selected: ['soon'] }] }, ALL)).toThrow(SearchQueryError);
    expect(() => engine.search({ filters: [{ field: 'statusGroup', selected: ['lost'] }] }, ALL)).toThrow(SearchQueryError);
    expect(() => engine.search({ sortBy: 'colour' }, ALL)).toThrow(SearchQueryError);
    expect(() => engine.search({ pageSize: -1 }, ALL)).toThrow(SearchQueryError);
    expect(() => engine.search({ submissionDateFilter: { min: 'yesterday' } }, ALL)).toThrow(SearchQueryError);
  });
});

describe('the submission-date range', () => {
  // submitted at the office's wall clock: a bare day in the filter is the office's day (docs/decisions.md, One clock)
  const at = (day: string, minutes = 0) => doc({ submittedOn: officeInstant(day, minutes), statusGroup: 'submitted' });
  const old = at('2015-01-20', 10 * 60);
  const feb = at('2015-02-03', 10 * 60);
  const mayStart = at('2024-05-01');
  const mayEnd = at('2024-05-31', 23 * 60 + 30);
  const june = at('2024-06-01');
  const years = at('2019-07-15', 12 * 60);
  const never = doc();
  const engine = engineOf([old, feb, mayStart, mayEnd, june, years, never]);
  const found = (min: string | null, max: string | null) =>
    engine
      .search({ submissionDateFilter: { min, max }, sortBy: 'submittedOn', sortAscending: true }, ALL)
      .results.map((d) => d.courseYearId);

  it('takes both ends, a bare max day as the whole day', () => {
    expect(found('2024-05-01', '2024-05-31')).toEqual([mayStart.courseYearId, mayEnd.courseYearId]);
    // an instant with its time is taken as given: up to the office's midnight starting May 31
    expect(found(officeInstant('2024-05-01').toISOString(), officeInstant('2024-05-31').toISOString())).toEqual([mayStart.courseYearId]);
  });

  it('spans whole years and months, and never finds a course year without a submission', () => {
    expect(found('2015-02-01', '2024-06-01')).toEqual([feb, years, mayStart, mayEnd, june].map((d) => d.courseYearId));
    expect(found(null, '2030-01-01')).toEqual([feb, years, mayStart, mayEnd, june].map((d) => d.courseYearId));
  });

  it('starts no earlier than February 2015', () => {
    expect(MIN_SUBMISSION_DATE).toBe(Date.UTC(2015, 1, 1));
    expect(found('2010-01-01', '2015-12-31')).toEqual([feb.courseYearId]);
  });
});

describe('sorting and paging', () => {
  const docs = ['Biology', 'algebra 2', 'Algebra 1', 'Chemistry', 'biology'].map((title, i) =>
    doc({ title, academicYearId: 25 + i, institutionName: i % 2 ? 'Bayview' : 'Mesa', institutionId: 100 + (i % 2), submittedOn: i === 3 ? null : new Date(Date.UTC(2020, i, 1)) }),
  );
  const engine = engineOf(docs);
  const titles = (sortBy: string, sortAscending: boolean, page = 1, pageSize = 25) => engine.search({ sortBy, sortAscending, page, pageSize }, ALL).results.map((d) => d.title);

  it('sorts titles case-insensitively, in either direction', () => {
    expect(titles('title', true)).toEqual(['Algebra 1', 'algebra 2', 'Biology', 'biology', 'Chemistry']);
    expect(titles('title', false)).toEqual(['Chemistry', 'biology', 'Biology', 'algebra 2', 'Algebra 1']);
  });

  it('puts documents without a submission date last either way; newest first by default', () => {
    expect(titles('submittedOn', true).at(-1)).toBe('Chemistry');
    expect(titles('submittedOn', false)).toEqual(['biology', 'Algebra 1', 'algebra 2', 'Biology', 'Chemistry']);
    expect(engine.search({}, ALL).results.map((d) => d.title)).toEqual(['biology', 'Algebra 1', 'algebra 2', 'Biology', 'Chemistry']);
  });

  it('sorts by institution name and year, and pages', () => {
    expect(titles('institutionName', true)).toEqual(['algebra 2', 'Chemistry', 'Biology', 'Algebra 1', 'biology']);
    expect(titles('academicYear', false)).toEqual(['biology', 'Chemistry', 'Algebra 1', 'algebra 2', 'Biology']);
    expect(titles('academicYear', true, 2, 2)).toEqual(['Algebra 1', 'Chemistry']);
    expect(titles('academicYear', true, 4, 2)).toEqual([]);
    expect(engine.search({ pageSize: 2 }, ALL)).toMatchObject({ totalResults: 5, totalPages: 3 });
  });
});

describe('text', () => {
  const algebra = doc({ title: 'Algebra 1 Honors', transcriptAbbreviations: ['ALG 1H'], transcriptCodes: ['31415'], recordId: 'C000777' });
  const district = doc({ title: 'Écologie', institutionId: 7, institutionName: 'Harbor Unified', offeringInstitutions: [{ institutionId: 8, name: 'Seaside High' }] });
  const engine = engineOf([algebra, district]);
  const find = (query: string) => ids(engine.search({ query }, ALL));

  it('matches the start of title, abbreviation and institution words, every word of the query', () => {
    expect(find('alg')).toEqual([algebra.courseYearId]);
    expect(find('alg hon')).toEqual([algebra.courseYearId]);
    expect(find('alg harbor')).toEqual([]);
    expect(find('1h')).toEqual([algebra.courseYearId]);
    expect(find('ecol')).toEqual([district.courseYearId]); // accents dropped
    expect(find('seasi')).toEqual([district.courseYearId]); // an offering school's name
    expect(find('valley')).toEqual([algebra.courseYearId]);
  });

  it('matches record numbers and transcript codes as whole words', () => {
    expect(find('c000777')).toEqual([algebra.courseYearId]);
    expect(find('C000')).toEqual([]);
    expect(find('31415')).toEqual([algebra.courseYearId]);
    expect(find('314')).toEqual([]);
  });

  it('filters by institution: the owner or a school offering the course', () => {
    expect(ids(engine.search({ institutionId: 8 }, ALL))).toEqual([district.courseYearId]);
    expect(ids(engine.search({ institutionId: 7 }, ALL))).toEqual([district.courseYearId]);
    expect(ids(engine.search({ institutionId: 99 }, ALL))).toEqual([]);
  });
});

describe('an analyst without AdminReportAnalystReviewProgress', () => {
  const mine = doc({ analystIds: [1001], statusGroup: 'submitted' });
  const shared = doc({ analystIds: [1001, 1002], statusGroup: 'approved' });
  const theirs = doc({ analystIds: [1002], statusGroup: 'approved' });
  const nobody = doc();
  const engine = engineOf([mine, shared, theirs, nobody]);

  it('sees only their own reviews, and only themselves in the analyst group', () => {
    const r = engine.search({ sortBy: 'recordId', sortAscending: true }, { viewerAnalystId: 1001 });
    expect(ids(r)).toEqual([mine.courseYearId, shared.courseYearId]);
    expect(r.facetGroups.find((g) => g.field === 'analyst')!.values).toEqual([{ value: 1001, count: 2, selected: false }]);
    expect(counts(r, 'statusGroup')).toEqual({ approved: 1, submitted: 1 });
    // selecting another analyst finds nothing of theirs
    expect(engine.search({ filters: [{ field: 'analyst', selected: [1002] }] }, { viewerAnalystId: 1001 }).results.map((d) => d.courseYearId)).toEqual([shared.courseYearId]);
    expect(engine.search({}, { viewerAnalystId: 5555 }).totalResults).toBe(0);
  });

  it('while AdminReportAnalystReviewProgress sees every analyst', () => {
    expect(counts(engine.search({ pageSize: 0 }, ALL), 'analyst')).toEqual({ 1001: 2, 1002: 2 });
  });
});

describe('changes in place', () => {
  it('replaces a document: its old values, text and date leave every index', () => {
    const a = doc({ title: 'Physics', subjectAreaIds: [4], tagIds: [1], submittedOn: new Date('2023-03-03'), statusGroup: 'submitted' });
    const b = doc({ title: 'Physics', subjectAreaIds: [4] });
    const engine = engineOf([a, b]);
    engine.upsert({ ...a, title: 'Chemistry', subjectAreaIds: [7], tagIds: [], submittedOn: new Date('2024-04-04'), statusGroup: 'approved' });
    expect(engine.documentCount).toBe(2);
    expect(ids(engine.search({ query: 'physics' }, ALL))).toEqual([b.courseYearId]);
    expect(ids(engine.search({ query: 'chem' }, ALL))).toEqual([a.courseYearId]);
    const r = engine.search({ pageSize: 0 }, ALL);
    expect(counts(r, 'subjectArea')).toEqual({ 4: 1, 7: 1 });
    expect(counts(r, 'tag')).toEqual({});
    expect(counts(r, 'statusGroup')).toEqual({ approved: 1, notSubmitted: 1 });
    expect(ids(engine.search({ submissionDateFilter: { min: '2023-01-01', max: '2023-12-31' } }, ALL))).toEqual([]);
    expect(ids(engine.search({ submissionDateFilter: { min: '2024-01-01', max: '2024-12-31' } }, ALL))).toEqual([a.courseYearId]);
  });

  it('removes a document from every bitmap and the text, and reuses its slot', () => {
    const a = doc({ title: 'Zoology', grades: [12], submittedOn: new Date('2022-02-02'), statusGroup: 'submitted' });
    const b = doc({ title: 'Botany', grades: [12] });
    const engine = engineOf([a, b]);
    expect(engine.remove(a.courseYearId)).toBe(true);
    expect(engine.remove(a.courseYearId)).toBe(false);
    expect(engine.has(a.courseYearId)).toBe(false);
    expect(engine.document(a.courseYearId)).toBeUndefined();
    expect(ids(engine.search({ query: 'zoo' }, ALL))).toEqual([]);
    expect(counts(engine.search({ pageSize: 0 }, ALL), 'grade')).toEqual({ 12: 1 });
    expect(ids(engine.search({ submissionDateFilter: { min: '2022-01-01', max: '2022-12-31' } }, ALL))).toEqual([]);
    const c = doc({ title: 'Zoology II', courseId: 5 });
    engine.upsert(c);
    expect(engine.documentCount).toBe(2);
    expect(ids(engine.search({ query: 'zoo' }, ALL))).toEqual([c.courseYearId]);
    expect(engine.courseYearIdsOf([5, b.courseId])).toEqual([c.courseYearId, b.courseYearId]);
    expect(engine.document(c.courseYearId)).toEqual(c);
  });

  it('reports its size for the index screen', () => {
    const engine = engineOf([doc(), doc()]);
    const stats = engine.stats();
    expect(stats.documentCount).toBe(2);
    expect(stats.facetBytes).toBeGreaterThan(0);
    expect(stats.memoryBytes).toBe(Object.values(stats.parts).reduce((a, b) => a + b, 0));
  });
});
