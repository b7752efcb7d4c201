// The session cache trusts nothing it cannot hear about: when its listener loses the connection it
// drops every entry and answers nothing until the listener is back, so each request runs the session
// query; once reconnected it fills again. Needs a PostgreSQL server: PGlite runs in this process and
// its listener has no connection to lose.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { SESSION_LISTENER_APPLICATION, sessionCacheFor } from '../../../server/auth/session-changes.js';
import { sessionDigest } from '../../../server/auth/sessions.js';
import { createStaff, openSession, queryCounter, waitForCache } from './session-cache-support.js';

describe.runIf(ENGINE === 'postgresql')('session cache without its listener (postgresql)', () => {
  let h: Harness;
  let queries: ReturnType<typeof queryCounter>;

  const me = (cookie: string) => h.call('GET', '/api/account/me', undefined, cookie);
  const cache = () => sessionCacheFor(h.db.orm).cache;
  const LISTENER = `from pg_stat_activity where "datname" = current_database() and "application_name" = '${SESSION_LISTENER_APPLICATION}'`;

  beforeAll(async () => {
    h = await startHarness();
    await createStaff(h, ['lost-listener'], ['AdminManageSettings']);
    await waitForCache(h.db.orm);
    queries = queryCounter(h.db.orm);
  }, 120_000);
  afterAll(async () => {
    queries?.stop();
    await h?.close();
  });

  it('drops and disables the cache while the listener is away, and uses it again once reconnected', async () => {
    const kept = await openSession(h, 'lost-listener');
    const ended = await openSession(h, 'lost-listener');
    for (const cookie of [kept, ended]) expect((await me(cookie)).status).toBe(200);
    queries.reset();
    for (const cookie of [kept, ended]) expect((await me(cookie)).status).toBe(200);
    expect(queries.count).toBe(0);

    // connections opened beforehand do the work while no new one is let in: one to this test's
    // database, one to the server's own (a database cannot close its doors from inside)
    const inside = new pg.Client({ connectionString: h.db.url });
    const control = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await Promise.all([inside.connect(), control.connect()]);
    const [{ db }] = (await inside.query('select current_database() as db')).rows;
    try {
      await control.query(`alter database "${db}" allow_connections false`);
      expect((await inside.query(`select pg_terminate_backend("pid") ${LISTENER}`)).rowCount).toBe(1);
      await expect.poll(() => cache().isEnabled, { timeout: 10_000, interval: 10 }).toBe(false);
      expect(cache().size).toBe(0);

      // a session ended while nobody could hear it (no notice at all): refused at once
      await inside.query(`delete from "session" where "id" = $1`, [sessionDigest(ended.slice(ended.indexOf('=') + 1))]);
      expect((await me(ended)).status).toBe(401);
      // and every request asks the database, the cache keeps nothing
      queries.reset();
      for (let i = 0; i < 3; i++) expect((await me(kept)).status).toBe(200);
      expect(queries.sessionQueries).toBe(3);
      expect(cache().size).toBe(0);
    } finally {
      await control.query(`alter database "${db}" allow_connections true`);
      await Promise.all([inside.end(), control.end()]);
    }

    await expect.poll(() => cache().isEnabled, { timeout: 40_000, interval: 50 }).toBe(true);
    expect((await me(kept)).status).toBe(200);
    queries.reset();
    expect((await me(kept)).status).toBe(200);
    expect(queries.count).toBe(0);
  }, 90_000);
});
