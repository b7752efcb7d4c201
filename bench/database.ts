// A throw-away benchmark database on a local PostgreSQL server: created as bench_<random>, migrated
// with the real model, filled with generated rows, dropped at the end (also on Ctrl-C).
import './audit-seal-key.js';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { MikroORM } from '@mikro-orm/postgresql';
import { loadCheckedModel } from '../server/boot.js';
import { migrate, openOrm } from '../server/db/orm.js';
import type { ResourceDef } from '../core/model/define.js';
import type { ServerOverrides } from '../server/crud/types.js';
import { generateData, generateLookups } from './data.js';

export const DEFAULT_SERVER_URL = 'postgres://root@127.0.0.1:5432/test';
const LOOPBACK = ['127.0.0.1', 'localhost', '::1', '[::1]'];
/** tags in the benchmark database: the demo seed's and generated ones */
const TAGS = 200;

export interface BenchDatabase {
  name: string;
  url: string;
  orm: MikroORM;
  /** a plain `pg` pool on the benchmark database (10 connections, as the app's) */
  pool: pg.Pool;
  resources: ResourceDef[];
  overrides: Record<string, ServerOverrides>;
  /** closes the connections and drops the database; safe to call twice */
  drop: () => Promise<void>;
}

/** One statement on the server's maintenance connection (create or drop a database). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Creates, migrates and fills a fresh database with `rows` institutions and the small lookups. */
export function createBenchDatabase(serverUrl: string, rows: number, log: (line: string) => void = console.log): Promise<BenchDatabase> {
  return createDatabase(
    serverUrl,
    async (orm, pool) => {
      const client = await pool.connect();
      try {
        await generateData(client, rows);
      } finally {
        client.release();
      }
      await generateLookups(orm.em.fork(), TAGS);
      return `${rows.toLocaleString('en-US')} institutions generated`;
    },
    log,
  );
}

/** Creates and migrates a fresh bench_<random> database, then has `fill` put its rows in (it says what it did). */
export async function createDatabase(serverUrl: string, fill: (orm: MikroORM, pool: pg.Pool) => Promise<string>, log: (line: string) => void = console.log): Promise<BenchDatabase> {
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = '/' + name;
  if (!LOOPBACK.includes(url.hostname)) throw new Error(`BENCH_DATABASE_URL must point at a local server, not ${url.hostname}.`);

  const t0 = performance.now();
  await adminQuery(serverUrl, `create database ${name}`);
  let orm: MikroORM | undefined;
  let pool: pg.Pool | undefined;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await pool?.end().catch(() => undefined);
    await orm?.close(true).catch(() => undefined);
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    const { resources, overrides } = await loadCheckedModel();
    orm = await openOrm({ resources, databaseUrl: url.toString() });
    await migrate(orm);
    pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
    // dropping the database ends its connections; an idle one ending then is expected, not a crash
    pool.on('error', (err) => {
      if (!dropped) console.error(`benchmark pool: ${err.message}`);
    });
    const what = await fill(orm, pool);
    log(`database ${name}: migrated and ${what} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return { name, url: url.toString(), orm, pool, resources, overrides, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}
