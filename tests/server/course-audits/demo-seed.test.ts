// The course-audit demo (seeds/course-audits.ts) on the seeded catalogue: running audits linked to the
// publishers' submissions in the Course Audit queue, three to six cancellation requests waiting (the
// header's count), one rejected request, removed (both scopes) and cancelled audits the year before;
// titles unique per publisher and year among running audits; every row fits the model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadModel } from '../../../server/model/load.js';
import { validateBody } from '../../../server/crud/validate.js';
import { seedDemoData } from '../../../seeds/demo.js';
import { seedDemoUsers as seedUsers } from '../../../seeds/users.js';
import { seedCourseDemo } from '../../../seeds/courses/index.js';
import { seedCourseAuditDemo } from '../../../seeds/course-audits.js';
import { pendingCancellationCount } from '../../../server/course-audits/stats.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';

let db: TestDb;
let em: EntityManager;
let rows: Awaited<ReturnType<typeof seedCourseAuditDemo>>;
const sql = async <T = Record<string, unknown>>(text: string) => (await em.getConnection().execute(text)) as T[];

beforeAll(async () => {
  const model = await loadModel();
  db = await createTestDb(model);
  em = db.orm.em.fork();
  await em.transactional(async (tx) => {
    await seedDemoData(tx);
    await seedUsers(tx, async (pw) => `test-hash:${pw.length}`);
    await seedCourseDemo(tx);
    rows = await seedCourseAuditDemo(tx);
  });
  const resource = model.find((r) => r.name === 'course-audits')!;
  for (const row of rows) validateBody(resource, row, 'create');
}, 300_000);
afterAll(() => db?.close());

describe(`the course-audit demo (${ENGINE})`, () => {
  it('audits the publishers\' courses in the Course Audit queue, with 3 to 6 cancellation requests waiting', async () => {
    const running = rows.filter((r) => r.isActive);
    expect(running.length).toBeGreaterThanOrEqual(8);
    const pending = await pendingCancellationCount(em.fork());
    expect(pending).toBeGreaterThanOrEqual(3);
    expect(pending).toBeLessThanOrEqual(6);
    const [linked] = await sql<{ n: string | number }>(
      `select count(*) as n from course_audit a join course_submission s on s.id = a.course_submission_id where a.is_active and s.queue_type = 'audit' and s.course_id = a.course_id and s.academic_year_id = a.year_id`,
    );
    expect(Number(linked.n)).toBe(running.length);
    expect(rows.filter((r) => r.response === 'reject' && r.status === 'selected' && r.responseReason)).toHaveLength(1);
  });

  it('keeps the year before: removed for one course, all at once, and cancelled on request', () => {
    const past = rows.filter((r) => !r.isActive);
    expect(past.some((r) => r.status === 'removed' && r.removalScope === 'course')).toBe(true);
    expect(past.some((r) => r.status === 'removed' && r.removalScope === 'all')).toBe(true);
    expect(past.some((r) => r.status === 'cancelled' && r.response === 'approve')).toBe(true);
  });

  it('has one running audit per course and year and unique titles per publisher and year among them', async () => {
    const dup = await sql(`select publisher_id, year_id, lower(title) from course_audit where is_active group by 1, 2, 3 having count(*) > 1`);
    expect(dup).toEqual([]);
    const [publishers] = await sql<{ n: string | number }>(`select count(distinct publisher_id) as n from course_audit`);
    expect(Number(publishers.n)).toBe(4);
  });
});
