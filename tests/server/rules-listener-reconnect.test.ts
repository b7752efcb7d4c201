// The rules listener survives losing its connection: killed on the server (pg_terminate_backend),
// it reconnects with backoff, listens again, and reloads the active versions, so a change it could
// not hear while away still reaches it. Needs a PostgreSQL server: PGlite runs in this process and
// its listener has no connection to lose.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';
import { RULES_CHANNEL, backoffDelay } from '../../server/rules/notify.js';
import { logger } from '../../server/log.js';

const SET = 'review-decision';

describe('reconnection backoff', () => {
  it('doubles from the first wait up to the longest', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map((attempt) => backoffDelay(attempt, 250, 5000))).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});

describe.runIf(ENGINE === 'postgresql')('rules listener losing its connection (postgresql)', () => {
  let h: Harness;
  let operator: string;
  let original: number;
  let draft: number;

  const sql = (text: string, params: unknown[] = []) => h.db.orm.em.fork().getConnection().execute(text, params);

  /** Makes a version active in the database alone: no notification is sent. */
  async function activateSilently(versionId: number): Promise<void> {
    await h.db.orm.em.fork().transactional(async (tx) => {
      const run = (text: string, params: unknown[]) => tx.getConnection().execute(text, params, 'all', tx.getTransactionContext());
      await run(`update "rule_set_version" set "status" = 'retired' where "status" = 'active' and "rule_set_id" = (select "id" from "rule_set" where "name" = ?)`, [SET]);
      await run(`update "rule_set_version" set "status" = 'active' where "id" = ?`, [versionId]);
      await run(`update "rule_set" set "active_version_id" = ? where "name" = ?`, [versionId, SET]);
    });
  }

  /** The listener's connection: the one whose last statement was its LISTEN. */
  const LISTENER = `from pg_stat_activity where "datname" = current_database() and "query" = 'listen ${RULES_CHANNEL}'`;

  async function killListeners(): Promise<number> {
    return (await sql(`select pg_terminate_backend("pid") as done ${LISTENER}`)).length;
  }

  const activeVersion = () => h.rules.get(SET).version.id;

  beforeAll(async () => {
    h = await startHarness();
    operator = await h.userWith(['AdminManageRules'], 'listener-operator');
    original = activeVersion();
    draft = (await h.call('POST', `/api/admin/rules/${SET}/drafts`, {}, operator)).body.id;
  }, 60_000);
  afterAll(() => h?.close());

  it('reloads, after reconnecting, a change made while it could not hear', async () => {
    await activateSilently(draft);
    // nothing told this instance: it still runs the version it had
    expect(activeVersion()).toBe(original);
    expect(await killListeners()).toBe(1);
    await expect.poll(activeVersion, { timeout: 15_000, interval: 50 }).toBe(draft);
  }, 30_000);

  it('hears notifications again once reconnected, and keeps reconnecting when killed again', async () => {
    await activateSilently(original);
    await sql('select pg_notify(?, ?)', [RULES_CHANNEL, SET]);
    await expect.poll(activeVersion, { timeout: 15_000, interval: 50 }).toBe(original);

    expect(await killListeners()).toBe(1);
    await activateSilently(draft);
    await expect.poll(activeVersion, { timeout: 15_000, interval: 50 }).toBe(draft);
    await expect.poll(async () => (await sql(`select 1 ${LISTENER}`)).length, { timeout: 15_000 }).toBe(1);
  }, 30_000);

  it('keeps trying while the database refuses new connections, and catches up once it accepts them', async () => {
    // connections opened beforehand do the work while no new one is let in: one to this test's
    // database, one to the server's own (a database cannot close its doors from inside)
    const inside = new pg.Client({ connectionString: h.db.url });
    const control = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await Promise.all([inside.connect(), control.connect()]);
    const [{ db }] = (await inside.query('select current_database() as db')).rows;
    const warn = vi.spyOn(logger, 'warn');
    try {
      await control.query(`alter database "${db}" allow_connections false`);
      await inside.query(`select pg_terminate_backend("pid") ${LISTENER}`);
      await inside.query(`update "rule_set_version" set "status" = 'retired' where "id" = $1`, [draft]);
      await inside.query(`update "rule_set_version" set "status" = 'active' where "id" = $1`, [original]);
      await inside.query(`update "rule_set" set "active_version_id" = $1 where "name" = $2`, [original, SET]);
      // the loss, then at least two refused attempts: it did not give up after the first
      await expect.poll(() => warn.mock.calls.filter(([, msg]) => String(msg).includes('rule change listener')).length, { timeout: 20_000, interval: 50 }).toBeGreaterThanOrEqual(3);
      expect(activeVersion()).toBe(draft);
    } finally {
      await control.query(`alter database "${db}" allow_connections true`);
      await Promise.all([inside.end(), control.end()]);
      warn.mockRestore();
    }
    await expect.poll(activeVersion, { timeout: 40_000, interval: 50 }).toBe(original);
  }, 90_000);
});
