// One side of the browser benchmark: a database of its own on the local PostgreSQL server, migrated and
// filled with the demo data by that checkout's own `npm run seed` (so both sides hold the same demo),
// the analyst's bench batches added, and that checkout's app in a process of its own
// (bench/app-server.ts of the checkout), serving its own built UI.
import './audit-seal-key.js';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadCheckedModel } from '../server/boot.js';
import { openOrm } from '../server/db/orm.js';
import { startAppProcess, type AppProcess } from './app-process.js';
import type { Checkout } from './browser-checkouts.js';
import { benchBatch, type BenchBatch } from './browser-work.js';

const LOOPBACK = ['127.0.0.1', 'localhost', '::1', '[::1]'];

export interface Side {
  checkout: Checkout;
  app: AppProcess;
  /** the batch the approve step decides course by course */
  approveBatch: BenchBatch;
  /** a batch of one course nobody touches: the sign-in step waits for its Start */
  signInBatch: BenchBatch;
  /** stops the app and drops the database; safe to call twice */
  close: () => Promise<void>;
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Creates and seeds the side's database, adds the work, starts its app. */
export async function openSide(serverUrl: string, checkout: Checkout, approvals: number, log: (line: string) => void): Promise<Side> {
  const url = new URL(serverUrl);
  if (!LOOPBACK.includes(url.hostname)) throw new Error(`BENCH_DATABASE_URL must point at a local server, not ${url.hostname}.`);
  const name = `bench_${randomBytes(4).toString('hex')}_${checkout.name}`;
  url.pathname = '/' + name;
  let app: AppProcess | undefined;
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app?.stop();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  await adminQuery(serverUrl, `create database ${name}`);
  try {
    const started = Date.now();
    await promisify(execFile)('npm', ['run', 'seed'], { cwd: checkout.dir, env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' }, maxBuffer: 16 * 2 ** 20 });
    const { resources } = await loadCheckedModel();
    const orm = await openOrm({ resources, databaseUrl: url.toString() });
    let approveBatch: BenchBatch;
    let signInBatch: BenchBatch;
    try {
      approveBatch = await benchBatch(orm, 'Browser benchmark – approve path', approvals);
      signInBatch = await benchBatch(orm, 'Browser benchmark – sign-in', 1);
    } finally {
      await orm.close(true);
    }
    log(`${checkout.name} (${checkout.label}): database ${name} seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    app = await startAppProcess(url.toString(), [], checkout.dir);
    return { checkout, app, approveBatch, signInBatch, close };
  } catch (err) {
    await close();
    throw err;
  }
}
