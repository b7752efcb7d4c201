// Issue 22 §2: the server runs compiled JavaScript, with no tsx loader and no TypeScript compiler at run
// time. The compiled server (build/app/server-main.js, as npm start runs it) starts on empty data (the
// embedded database gets the demo data), starts again on that data, answers /readyz, and exits 0 on
// SIGTERM; what it loaded says no module of tsx or typescript was among it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedModel } from '../../../server/boot.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';
import { call, startServerProcess } from './server-process.js';

let dataDir: string;
let postgres: TestDb | undefined;
let env: Record<string, string>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ag-compiled-'));
  if (ENGINE === 'postgresql') {
    postgres = await createTestDb((await loadCheckedModel()).resources);
    env = { DATA_DIR: dataDir, DATABASE_URL: postgres.url! };
  } else env = { DATA_DIR: dataDir, DATABASE_URL: '' };
}, 120_000);

afterAll(async () => {
  await postgres?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the compiled server, checks it is ready, stops it with SIGTERM; its "running" line and what it loaded. */
async function startReadyStop() {
  const server = await startServerProcess(env);
  try {
    const running = await server.line(/is running at/);
    // the search index is built after the server listens (readiness waits for it)
    await server.line(/"msg":"search index built"/);
    const ready = await call(`${server.url}/readyz`);
    expect(ready.status, ready.text).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const loaded = JSON.parse((await server.line(/^loaded: /)).slice('loaded: '.length)) as { execArgv: string[]; packages: string[] };
    return { running, loaded };
  } finally {
    server.child.kill('SIGKILL');
  }
}

function expectNoTypeScriptAtRunTime(loaded: { execArgv: string[]; packages: string[] }) {
  expect(loaded.execArgv.join(' ')).not.toMatch(/tsx|ts-node|strip-types|transform-types/);
  // (esbuild is there: AdminJS's bundler imports it, and never runs it, server/ops/assets.ts)
  expect(loaded.packages.filter((p) => /^(tsx|typescript|ts-node)$/.test(p))).toEqual([]);
  // the report reads what the server loaded: its packages are there
  expect(loaded.packages).toContain('express');
}

describe(`the compiled server (${ENGINE})`, () => {
  it('starts on empty data (the embedded database gets the demo data), answers /readyz 200 and runs no tsx or TypeScript', async () => {
    const { running, loaded } = await startReadyStop();
    if (ENGINE === 'pglite') expect(running).toMatch(/embedded PostgreSQL in .*demo data loaded\)$/);
    else expect(running).toMatch(/PostgreSQL at DATABASE_URL/);
    expectNoTypeScriptAtRunTime(loaded);
  }, 300_000);

  it('starts again on the data it left, without loading anything, and is ready', async () => {
    const { running, loaded } = await startReadyStop();
    expect(running).not.toMatch(/demo data loaded/);
    expectNoTypeScriptAtRunTime(loaded);
  }, 120_000);
});
