// Issue 22 §3: two instances on one PostgreSQL database behind HAProxy (deploy/haproxy.cfg, health
// checks on /readyz), staff signed in through the proxy and at work, each with the live stream open.
// - One instance is killed with SIGKILL: the sessions go on without signing in again, only calls in
//   flight at the kill fail, every acknowledged course is in the database with its audit entry, and
//   every stream (reconnecting with Last-Event-ID) has the events of every course.
// - The other is stopped with SIGTERM: not one call fails, and it exits 0.
// - A course created on one instance is found by the course search of the other.
// PostgreSQL only: the embedded database belongs to one process. HAProxy comes from Debian's packages
// (.ci/run installs it and sets REQUIRE_PROXY; without it here the file is skipped).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadCheckedModel } from '../../../server/boot.js';
import { hashPassword } from '../../../server/auth/password.js';
import { runAs } from '../../../server/audit/context.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';
import { followSse, type FollowedStream } from '../../support/event-source.js';
import type { SseEvent } from '../../support/sse-client.js';
import { startServerProcess, type ServerProcess } from './server-process.js';
import { haproxyInstalled, startProxy, type ProxyProcess } from './proxy-process.js';
import { signInThrough, StaffAtWork, type AcknowledgedCourse, type CallRecord, type StaffSession } from './staff-at-work.js';

const PASSWORD = 'correct-horse-battery';
const STAFF = ['ana', 'ben', 'chloe'];
const YEAR = 29;
/** Courses acknowledged after a loss before the work stops: enough to cross both instances many times. */
const AFTER_THE_LOSS = 15;

const proxyHere = haproxyInstalled();
if (!proxyHere && process.env.REQUIRE_PROXY && ENGINE === 'postgresql') throw new Error('haproxy is not installed, and REQUIRE_PROXY is set (.ci/run installs it).');

let db: TestDb;
let dataDir: string;
let institutionId: number;
let env: Record<string, string>;
const instances: Partial<Record<'a' | 'b', ServerProcess>> = {};
let proxy: ProxyProcess;
let staff: StaffSession[];
let streams: FollowedStream[];

async function prepare(orm: MikroORM): Promise<number> {
  return runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const em = orm.em.fork();
    // a database with an academic year counts as seeded: the instances load no demo data
    em.create('AcademicYear', { id: YEAR, name: '2025-26', startDate: '2025-07-01', endDate: '2026-06-30' });
    const role = em.create('Role', { name: 'cluster-role', abilities: ['AdminManageCourses', 'AdminReview'] } as never) as { id: number };
    const school = em.create('Institution', { name: 'Cluster High', institutionTypeId: 1, isActive: true } as never) as { id: number };
    await em.flush();
    for (const username of STAFF) {
      em.create('User', { username, email: `${username}@example.org`, firstName: username, lastName: 'Staff', password: await hashPassword(PASSWORD), roleId: role.id, userKind: 'ucop', isActive: true });
    }
    await em.flush();
    return school.id;
  });
}

const hostOf = (server: ServerProcess) => new URL(server.url).host;
const portOf = (server: ServerProcess) => Number(new URL(server.url).port);
const sql = <T>(text: string, params: unknown[] = []) => db.orm.em.fork().getConnection().execute<T[]>(text, params);

/** A course's event: an audited write to it, as the hub sends it. */
const namesCourse = (courseId: number) => (e: SseEvent) =>
  e.event === 'recordChanged' && (e.data as { changes: { resource: string; id: unknown }[] }).changes.some((c) => c.resource === 'courses' && String(c.id) === String(courseId));

/** Calls that failed without having been in flight while the instance died: started after it was gone, or ended before the signal. */
const failedOutside = (failures: CallRecord[], death: { signalled: number; gone: number }) => failures.filter((c) => c.startedAt > death.gone || c.endedAt < death.signalled);

async function expectKeptAndAudited(courses: AcknowledgedCourse[]): Promise<void> {
  const ids = courses.map((c) => Number(c.courseId));
  const stored = await sql<{ id: number }>(`select id from course where id in (${ids.join(',')})`);
  expect(stored.map((r) => Number(r.id)).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  const audited = await sql<{ entity_id: string }>(`select distinct entity_id from audit_entry where entity = 'courses' and audit_type = 'I' and entity_id in (${ids.map((id) => `'${id}'`).join(',')})`);
  expect(audited.length).toBe(ids.length);
}

/** Every stream has the events of every acknowledged course, whatever instance it was on. */
async function expectEveryStreamHeard(courses: AcknowledgedCourse[]): Promise<void> {
  await Promise.all(streams.flatMap((stream) => courses.map((c) => stream.until(namesCourse(c.courseId)))));
}

describe.skipIf(ENGINE !== 'postgresql' || !proxyHere)('two instances behind HAProxy, losing one', () => {
  beforeAll(async () => {
    const { resources } = await loadCheckedModel();
    db = await createTestDb(resources);
    institutionId = await prepare(db.orm);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ag-cluster-'));
    // the proxy connects from loopback: its X-Forwarded-For is believed, so sign-in throttling sees each caller
    env = { DATA_DIR: dataDir, DATABASE_URL: db.url!, TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' };
    const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    Object.assign(instances, { a, b });
    proxy = await startProxy({ a: hostOf(a), b: hostOf(b) });
    await proxy.until({ a: 'UP', b: 'UP' });
    staff = await Promise.all(STAFF.map((u) => signInThrough(proxy.url, u, PASSWORD)));
    streams = staff.map((s) => followSse(`${proxy.url}/api/admin/hub`, { cookie: s.cookie }));
  }, 180_000);

  afterAll(async () => {
    for (const s of streams ?? []) s.close();
    await proxy?.stop();
    for (const server of Object.values(instances)) server?.child.kill('SIGKILL');
    await Promise.all(Object.values(instances).map((s) => s?.exited));
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds a course created on one instance in the course search of the other', async () => {
    const [ana] = staff;
    const headers = { cookie: ana.cookie, 'x-csrf-token': ana.csrfToken, 'content-type': 'application/json' };
    const title = 'Cross-instance Astronomy';
    const created = await fetch(`${instances.a!.url}/api/admin/course/create/${institutionId}/${YEAR}`, { method: 'POST', headers, body: JSON.stringify({ title }) });
    expect(created.status).toBe(201);
    const { courseId } = (await created.json()) as { courseId: number };
    const sentAt = Date.now();
    // the other instance's index follows the change log: asked until it answers with the course
    for (;;) {
      const res = await fetch(`${instances.b!.url}/api/search/admin`, { method: 'POST', headers, body: JSON.stringify({ query: title, page: 1, pageSize: 10 }) });
      expect(res.status).toBe(200);
      const { results } = (await res.json()) as { results: { courseId: number }[] };
      if (results.some((r) => r.courseId === courseId)) break;
    }
    console.info(`cluster: the course created on instance a was found on instance b ${Date.now() - sentAt} ms later`);
  }, 60_000);

  it('on SIGKILL of one: sessions go on, only the calls in flight fail, no acknowledged write is lost, every stream replays what it missed', async () => {
    const work = new StaffAtWork(proxy.url, staff, { institutionId, academicYearId: YEAR });
    work.start();
    await work.untilAcknowledged(10);
    const signalled = Date.now();
    instances.a!.child.kill('SIGKILL');
    await instances.a!.exited;
    const death = { signalled, gone: Date.now() };
    const before = work.acknowledged.length;
    await work.untilAcknowledged(before + AFTER_THE_LOSS);
    await work.stop();

    const failures = work.failures();
    console.info(`cluster SIGKILL: the process was gone ${death.gone - signalled} ms after the signal; ${work.calls.length} calls, ${failures.length} failed (in flight at the kill): ${failures.map((f) => `${f.who} ${f.what} ${f.startedAt - signalled}..${f.endedAt - signalled} ms: ${f.error}`).join('; ') || 'none'}`);
    expect(failedOutside(failures, death)).toEqual([]);
    expect(failures.length).toBeLessThanOrEqual(STAFF.length);
    expect(work.calls.filter((c) => c.status === 401)).toEqual([]);
    await expectKeptAndAudited(work.acknowledged);
    await expectEveryStreamHeard(work.acknowledged);
    expect(streams.reduce((n, s) => n + s.reconnections(), 0)).toBeGreaterThan(0);
    console.info(`cluster SIGKILL: streams reconnected ${streams.map((s) => s.reconnections()).join(', ')} times`);
  }, 180_000);

  it('on SIGTERM of one: not one call fails, and it exits 0', async () => {
    // the killed instance comes back on its address, and the proxy takes it in again
    instances.a = await startServerProcess(env, portOf(instances.a!));
    await proxy.until({ a: 'UP', b: 'UP' });
    const work = new StaffAtWork(proxy.url, staff, { institutionId, academicYearId: YEAR });
    work.start();
    await work.untilAcknowledged(10);
    instances.b!.child.kill('SIGTERM');
    const before = work.acknowledged.length;
    await work.untilAcknowledged(before + AFTER_THE_LOSS);
    expect(await instances.b!.exited).toEqual({ code: 0, signal: null });
    await work.stop();

    console.info(`cluster SIGTERM: ${work.calls.length} calls, ${work.failures().length} failed`);
    expect(work.failures()).toEqual([]);
    await expectKeptAndAudited(work.acknowledged);
    await expectEveryStreamHeard(work.acknowledged);
  }, 180_000);
});
