// The engine keeps the documents of recently searched words (server/search/engine/word-matches.ts):
// a change to the documents empties it, so a search after a write — through refreshCourses, as the
// change feed applies it, or a direct upsert and remove — answers from the documents as they are; it
// stays within its bound in bytes, least recently used out first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadCheckedModel } from '../../../server/boot.js';
import { INSTITUTION_TYPE } from '../../../resources/_enums.js';
import { ACADEMIC_YEARS } from '../../../seeds/lookups/academic-years.js';
import { COURSE_LENGTHS } from '../../../seeds/lookups/curriculum.js';
import { generateDocuments } from '../../../bench/search-documents.js';
import { referenceSearch } from '../../../bench/search-reference.js';
import { SearchEngine } from '../../../server/search/engine/index.js';
import { SlotCollector } from '../../../server/search/engine/slot-collector.js';
import { WordMatchCache } from '../../../server/search/engine/word-matches.js';
import { buildEngine, refreshCourses } from '../../../server/search/load-documents.js';
import { createTestDb, type TestDb } from '../../support/test-db.js';

const everyone = { viewerAnalystId: null };
const ids = (engine: SearchEngine, query: string) => engine.search({ query, pageSize: 50, sortBy: 'recordId', sortAscending: true }, everyone).results.map((d) => d.courseYearId);

describe('word match cache', () => {
  it('keeps a small match as a list and a large one as a bitmap, evicting the least recently used', () => {
    const collector = (slots: number[]) => {
      const c = new SlotCollector(1024);
      for (const s of slots) c.add(s);
      return c;
    };
    // 1,024 slots: 32 words in a bitmap; an entry costs 64 bytes and its list or bitmap
    const cache = new WordMatchCache(400);
    const small = cache.put('alg', collector([900, 3, 77]), 1024);
    expect(small.list && [...small.list]).toEqual([3, 77, 900]);
    expect(small.bits).toBeNull();
    const large = cache.put('bio', collector(Array.from({ length: 40 }, (_, i) => i * 25)), 1024);
    expect(large.list).toBeNull();
    expect(large.count).toBe(40);
    expect(large.bits!.length).toBe(32);
    cache.put('chem', collector([5]), 1024);
    expect(cache.get('alg')).toBe(small); // now the most recently used
    cache.put('dram', collector(Array.from({ length: 100 }, (_, i) => i)), 1024);
    expect(cache.byteLength).toBeLessThanOrEqual(400);
    expect(cache.size).toBe(3);
    expect(cache.get('bio')).toBeUndefined();
    expect(cache.get('alg')).toBe(small);
    cache.setLimit(0);
    expect(cache.size).toBe(0);
    expect(cache.byteLength).toBe(0);
  });

  it('is emptied by every upsert and remove, so searches see the documents as they are', () => {
    const { docs } = generateDocuments(5000, 808);
    const engine = new SearchEngine();
    engine.upsertMany(docs);
    const word = docs[0].title.split(' ')[0].slice(0, 3).toLowerCase();
    const before = engine.search({ query: word }, everyone);
    expect(before.totalResults).toBeGreaterThan(0);
    expect(before).toEqual(referenceSearch(docs, { query: word }, everyone));
    expect(engine.wordMatches.get(word)).toBeDefined();

    // another document takes the word; one that had it goes
    const current = new Map(docs.map((d) => [d.courseYearId, d]));
    const other = docs.find((d) => !d.title.toLowerCase().split(' ').some((w) => w.startsWith(word)) && !d.institutionName.toLowerCase().includes(word))!;
    const changed = { ...other, title: `${word}zzy studies` };
    engine.upsert(changed);
    current.set(changed.courseYearId, changed);
    expect(engine.wordMatches.size).toBe(0);
    engine.remove(docs[0].courseYearId);
    current.delete(docs[0].courseYearId);
    const after = engine.search({ query: word, pageSize: 0 }, everyone);
    expect(after).toEqual(referenceSearch([...current.values()], { query: word, pageSize: 0 }, everyone));
    expect(engine.search({ query: `${word}zzy` }, everyone).results.map((d) => d.courseYearId)).toEqual([changed.courseYearId]);
  });
});

describe('word match cache and the change feed’s refresh', () => {
  let db: TestDb;
  let em: EntityManager;
  let course: number;
  let courseYear: number;

  beforeAll(async () => {
    const { resources } = await loadCheckedModel();
    db = await createTestDb(resources);
    em = db.orm.em.fork() as EntityManager;
    await em.insertMany('AcademicYear', ACADEMIC_YEARS);
    await em.insertMany('CourseLength', COURSE_LENGTHS);
    const insert = (entity: string, data: Record<string, unknown>) => em.insert(entity, data) as Promise<number>;
    const school = await insert('Institution', { name: 'Valley High', institutionTypeId: INSTITUTION_TYPE.school, isActive: true });
    course = await insert('Course', { recordId: 'C000201', institutionId: school, isDistrictCourse: false });
    courseYear = await insert('CourseYear', { courseId: course, academicYearId: 28, title: 'Algebra 1', courseLengthId: 2 });
  }, 120_000);
  afterAll(() => db?.close());

  it('answers from the new title after refreshCourses, though the old words were searched before', async () => {
    const engine = await buildEngine(em);
    expect(ids(engine, 'algeb')).toEqual([courseYear]);
    expect(ids(engine, 'geom')).toEqual([]);
    expect(engine.wordMatches.size).toBeGreaterThan(0);

    await em.nativeUpdate('CourseYear', { id: courseYear }, { title: 'Geometry' });
    expect(await refreshCourses(em, engine, [course])).toEqual({ upserted: 1, removed: 0 });
    expect(ids(engine, 'algeb')).toEqual([]);
    expect(ids(engine, 'geom')).toEqual([courseYear]);

    await em.nativeDelete('CourseYear', { id: courseYear });
    expect(await refreshCourses(em, engine, [course])).toEqual({ upserted: 0, removed: 1 });
    expect(ids(engine, 'geom')).toEqual([]);
  });
});
