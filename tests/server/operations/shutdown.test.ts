// Issue 22 §2 on the real server process: SIGTERM turns /readyz 503 at once and refuses new work, ends
// the live streams with a retry hint, lets the request in flight finish, and the process exits 0
// within 10 s; a second signal exits at once. The database is prepared here (migrated, one user, and a
// row that marks it seeded, so the embedded start loads no demo data) and the server is started on it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadCheckedModel } from '../../../server/boot.js';
import { migrate, openOrm } from '../../../server/db/orm.js';
import { hashPassword } from '../../../server/auth/password.js';
import { runAs } from '../../../server/audit/context.js';
import { SIGN_IN_FAILED } from '../../../server/auth/routes.js';
import { SHUTDOWN_BOUND_MS } from '../../../server/operations/shutdown.js';
import { SHUTTING_DOWN } from '../../../server/operations/drain.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';
import { pgliteImage } from '../../support/migrated-template.js';
import { call, rawEventStream, slowCall, startServerProcess, type ServerProcess } from './server-process.js';
import { metricSample } from './support.js';

const PASSWORD = 'correct-horse-battery';
let dataDir: string;
let postgres: TestDb | undefined;
let env: Record<string, string>;

async function prepare(orm: MikroORM): Promise<void> {
  await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
    const em = orm.em.fork();
    // a database with an academic year counts as seeded (seeds/seed-runner.ts): the start loads no demo data
    em.create('AcademicYear', { id: 29, name: '2025-26', startDate: '2025-07-01', endDate: '2026-06-30' });
    const role = em.create('Role', { name: 'shutdown-role', abilities: ['AdminReview'] } as never) as { id: number };
    await em.flush();
    em.create('User', { username: 'staff', email: 'staff@example.org', firstName: 'Test', lastName: 'Staff', password: await hashPassword(PASSWORD), roleId: role.id, userKind: 'ucop', isActive: true });
    await em.flush();
  });
}

beforeAll(async () => {
  const { resources } = await loadCheckedModel();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ag-shutdown-'));
  if (ENGINE === 'postgresql') {
    postgres = await createTestDb(resources);
    await prepare(postgres.orm);
    env = { DATA_DIR: dataDir, DATABASE_URL: postgres.url! };
  } else {
    // the migrated template, written into the folder the server will open
    const orm = await openOrm({ resources, dataDir, loadDataDir: await pgliteImage(resources) });
    await migrate(orm);
    await prepare(orm);
    await orm.close(true);
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
}, 120_000);

afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const signIn = async (server: ServerProcess) => {
  const res = await call(`${server.url}/api/account/login/admin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff', password: PASSWORD }) });
  expect(res.status).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0];
};

/** Waits until the server has taken at least `n` requests besides the scrape that asks. */
async function untilInFlight(server: ServerProcess, n: number): Promise<void> {
  for (;;) {
    const inFlight = metricSample((await call(`${server.url}/metrics`)).text, 'http_requests_in_flight')!;
    if (inFlight - 1 >= n) return;
  }
}

/** Rejects when the process is still there past the spec's bound. */
function exitWithinBound(server: ServerProcess) {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`still running ${SHUTDOWN_BOUND_MS} ms after the signal`)), SHUTDOWN_BOUND_MS)));
  return Promise.race([server.exited, bound]).finally(() => clearTimeout(timer));
}

const wrongSignIn = JSON.stringify({ username: 'staff', password: 'not-the-password' });

describe(`graceful shutdown of the server process (${ENGINE})`, () => {
  it('on SIGTERM: readiness 503, new work refused, streams ended with a retry hint, the request in flight answered, exit 0 within 10 s', async () => {
    const server = await startServerProcess(env);
    try {
      const cookie = await signIn(server);
      const stream = await rawEventStream(`${server.url}/api/admin/hub`, cookie);
      await stream.firstBytes;
      const slow = slowCall(`${server.url}/api/account/login/admin`, wrongSignIn);
      await untilInFlight(server, 2); // the stream and the half-sent sign-in

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await server.line(/"msg":"shutting down"/);
      const ready = await call(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.text)).toEqual({ status: 'not ready', reason: 'The server is shutting down.' });
      const refused = await call(`${server.url}/api/account/me`);
      expect(refused.status).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.text).message).toBe(SHUTTING_DOWN);

      // the stream's last block tells the browser when to reconnect
      const streamed = await stream.ended;
      expect(streamed.trimEnd().split('\n\n').at(-1)).toMatch(/^retry: \d+$/);

      slow.finish();
      const answer = await slow.answer;
      expect(answer.status).toBe(401);
      expect(JSON.parse(answer.text).message).toBe(SIGN_IN_FAILED);

      expect(await exitWithinBound(server)).toEqual({ code: 0, signal: null });
      const took = (Date.now() - signalledAt) / 1000;
      const logged = JSON.parse(await server.line(/"msg":"shut down"/)) as { ms: number };
      console.info(`shutdown: exit ${took.toFixed(2)} s after SIGTERM (the server's own sequence: ${(logged.ms / 1000).toFixed(2)} s)`);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('exits at once on a second signal, without waiting for the request in flight', async () => {
    const server = await startServerProcess(env);
    try {
      const held = slowCall(`${server.url}/api/account/login/admin`, wrongSignIn);
      const heldOutcome = held.answer.then(
        (a) => `answered ${a.status}`,
        (err: Error) => `cut: ${err.message}`,
      );
      await untilInFlight(server, 1);
      server.child.kill('SIGTERM');
      await server.line(/"msg":"shutting down"/);
      server.child.kill('SIGTERM');
      // the graceful path would wait for the held request and then exit 0: exit 1 is the second signal's
      expect(await exitWithinBound(server)).toEqual({ code: 1, signal: null });
      await server.line(/"msg":"second signal: exiting now"/);
      expect(await heldOutcome).toMatch(/^cut: /);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
