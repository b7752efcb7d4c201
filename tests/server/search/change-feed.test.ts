// The search change log: every committed write to a course's tables marks the course, in the
// writing transaction (a rollback marks nothing), whatever path wrote it; the feed applies the
// marks after the id it was started from, pushed by the notification (the poll is set to an hour
// here, so only the notification can deliver), and catches up on what was written while it was not
// running. On PostgreSQL a second instance (its own ORM and listener) hears a write of the first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';
import { loadModel } from '../../../server/model/load.js';
import { openOrm } from '../../../server/db/orm.js';
import { latestChangeId, startChangeFeed, type ChangeFeed } from '../../../server/search/changes/feed.js';

const HOUR = 3_600_000;
let db: TestDb;
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = [], orm: MikroORM = db.orm) => orm.em.fork().getConnection().execute<T[]>(text, params);

/** The course ids marked after `afterId`, in order. */
async function markedAfter(afterId: string): Promise<number[]> {
  const rows = await sql<{ course_id: number }>('select course_id from search_change where id > ?::bigint order by id', [afterId]);
  return rows.map((r) => Number(r.course_id));
}

/** What `write` marks, as a sorted set of course ids. */
async function marks(write: () => Promise<unknown>): Promise<number[]> {
  const before = await latestChangeId(db.orm);
  await write();
  return [...new Set(await markedAfter(before))].sort((a, b) => a - b);
}

/** A feed that records what it applies; `next` resolves with the next non-empty application. */
async function recordingFeed(orm: MikroORM, afterId: string) {
  const applied: number[][] = [];
  let waiting: ((ids: number[]) => void) | null = null;
  const feed: ChangeFeed = await startChangeFeed(orm, {
    afterId,
    pollMs: HOUR,
    apply: async (ids) => {
      applied.push(ids);
      waiting?.(ids);
      waiting = null;
    },
  });
  const next = () => new Promise<number[]>((resolve) => (waiting = resolve));
  return { feed, applied, next };
}

let school: number;
let other: number;
let courseA: number;
let courseB: number;

async function course(institutionId: number, recordId: string): Promise<number> {
  const [row] = await sql<{ id: number }>(`insert into course (record_id, institution_id) values (?, ?) returning id`, [recordId, institutionId]);
  return Number(row.id);
}

beforeAll(async () => {
  db = await createTestDb(await loadModel());
  await sql(`insert into academic_year (id, name, start_date, end_date) values (30, '2025-26', '2025-07-01', '2026-06-30'), (31, '2026-27', '2026-07-01', '2027-06-30')`);
  await sql(`insert into submission_type (id, name) values (1, 'Course')`);
  const inst = await sql<{ id: number }>(`insert into institution (name, institution_type_id) values ('Lincoln High', 1), ('Valley Online', 4) returning id`);
  [school, other] = inst.map((r) => Number(r.id));
  courseA = await course(school, 'CA-1');
  courseB = await course(other, 'CB-1');
}, 120_000);
afterAll(() => db?.close());

describe(`search change log (${ENGINE})`, () => {
  it('marks the course of every write to its tables, and nothing on a rollback', async () => {
    expect(await marks(() => sql(`update course set is_district_course = true where id = ?`, [courseA]))).toEqual([courseA]);
    expect(await marks(() => sql(`insert into course_year (course_id, academic_year_id, title) values (?, 30, 'Algebra I'), (?, 30, 'Biology')`, [courseA, courseB]))).toEqual([courseA, courseB]);
    const [year] = await sql<{ id: number }>(`select id from course_year where course_id = ?`, [courseB]);
    await sql(`insert into subject_area (id, code, name, years_required) values (99, 'D', 'Laboratory Science', 2)`);
    expect(await marks(() => sql(`insert into course_discipline (course_year_id, subject_area_id) values (?, 99)`, [year.id]))).toEqual([courseB]);
    expect(await marks(() => sql(`insert into course_offering (course_id, academic_year_id, school_id) values (?, 30, ?)`, [courseB, school]))).toEqual([courseB]);
    const [tag] = await sql<{ id: number }>(`insert into tag (name) values ('STEM') returning id`);
    expect(await marks(() => sql(`insert into course_tag (course_id, tag_id) values (?, ?)`, [courseA, tag.id]))).toEqual([courseA]);
    expect(await marks(() => sql(`delete from course_tag where course_id = ?`, [courseA]))).toEqual([courseA]);
    const [submission] = await sql<{ id: number }>(
      `insert into course_submission (course_id, academic_year_id, institution_id, submission_type_id, scenario, submitted_on) values (?, 30, ?, 1, 'new', now()) returning id`,
      [courseA, school],
    );
    expect(await markedAfter('0')).toContain(courseA);
    const [analyst] = await sql<{ id: number }>(`insert into app_user (username, email, first_name, last_name) values ('feed-analyst', 'feed@example.org', 'Fee', 'D') returning id`);
    expect(await marks(() => sql(`insert into course_submission_review (course_submission_id, analyst_id) values (?, ?)`, [submission.id, analyst.id]))).toEqual([courseA]);

    // a rolled-back write leaves no mark
    const before = await latestChangeId(db.orm);
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await tx.getConnection().execute(`update course set is_district_course = false where id = ?`, [courseB], 'all', tx.getTransactionContext());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await markedAfter(before)).toEqual([]);
  });

  it('marks the courses an institution owns and those offered at it when its name changes, and none for other fields', async () => {
    expect(await marks(() => sql(`update institution set name = 'Lincoln High School' where id = ?`, [school]))).toEqual([courseA, courseB]);
    expect(await marks(() => sql(`update institution set website = 'https://lincoln.example.org' where id = ?`, [school]))).toEqual([]);
    expect(await marks(() => sql(`update institution set institution_type_id = 3 where id = ?`, [other]))).toEqual([courseB]);
  });

  it('applies the marks through the notification, in one pass per write', async () => {
    const { feed, next } = await recordingFeed(db.orm, await latestChangeId(db.orm));
    try {
      const heard = next();
      await sql(`update course_year set title = 'Algebra 1' where course_id = ?`, [courseA]);
      expect(await heard).toEqual([courseA]);
      await feed.catchUp();
      expect(feed.lastLagMs()).not.toBeNull();
    } finally {
      await feed.stop();
    }
  });

  it('catches up on start with what was written while it was not running', async () => {
    const from = await latestChangeId(db.orm);
    await sql(`update course set rubric_id = null where id in (?, ?)`, [courseA, courseB]);
    const { feed, applied } = await recordingFeed(db.orm, from);
    try {
      await feed.catchUp();
      expect(applied.flat().sort((a, b) => a - b)).toEqual([courseA, courseB]);
      expect(feed.appliedId()).toBe(await latestChangeId(db.orm));
    } finally {
      await feed.stop();
    }
  });
});

describe.runIf(ENGINE === 'postgresql')('search change log across two instances (postgresql)', () => {
  it('a write through one instance reaches the feed of another', async () => {
    const second = await openOrm({ resources: await loadModel(), databaseUrl: db.url });
    const { feed, next } = await recordingFeed(second, await latestChangeId(second));
    try {
      const heard = next();
      const started = Date.now();
      await sql(`update course_year set title = 'Biology (Lab)' where course_id = ?`, [courseB]);
      expect(await heard).toEqual([courseB]);
      console.log(`second instance applied the write ${Date.now() - started} ms after it was sent`);
    } finally {
      await feed.stop();
      await second.close(true);
    }
  });
});
