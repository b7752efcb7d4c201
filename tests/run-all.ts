// npm test: the whole suite. 1) unit and API tests (embedded PGlite), 2) the UI tests (jsdom), 3) the
// API tests again on a real PostgreSQL server; 4) the browser tests in headless Chromium. The node
// runs keep their worker processes from file to file (TEST_SHARED_WORKERS, vitest.config.ts: each
// file still gets fresh modules and its own database; docs/testing.md has the figures). REQUIRE_PG=1 / REQUIRE_BROWSER=1
// (set by CI) turn a missing PostgreSQL or Chromium into a failure instead of a skip. A run that is
// skipped is named, with its reason, above the closing line and counted in it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import { RunSummary } from './run-summary.js';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('test-results', { recursive: true });

const summary = new RunSummary();
let exitCode = 0;

function vitest(name: string, args: string[], env: Record<string, string> = {}): void {
  const out = `test-results/${name}.json`;
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const res = spawnSync('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], { stdio: 'inherit', env: { ...process.env, ...env } });
  summary.timeRun(name, (performance.now() - started) / 1000);
  if (res.status !== 0) exitCode = 1;
  if (existsSync(out)) summary.addRun(name, JSON.parse(readFileSync(out, 'utf8')), process.cwd());
  else exitCode = 1;
}

async function postgresAnswers(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

const SHARED = { TEST_SHARED_WORKERS: '1' };
vitest('unit-api-pglite', ['--project', 'node'], { TEST_DATABASE_URL: '', ...SHARED });
vitest('ui', ['--project', 'admin-ui'], { TEST_DATABASE_URL: '' });

if (await postgresAnswers()) vitest('api-postgresql', ['--project', 'node', 'tests/server'], { TEST_DATABASE_URL: PG_URL, ...SHARED });
else if (process.env.REQUIRE_PG) {
  console.error(`PostgreSQL does not answer at ${PG_URL}, and REQUIRE_PG is set.`);
  summary.skipRun('api-postgresql', `nothing answers at ${PG_URL}; REQUIRE_PG is set, so this fails the run`);
  exitCode = 1;
} else {
  summary.skipRun('api-postgresql', `nothing answers at ${PG_URL}`);
  console.warn(`\n(skipped the PostgreSQL run: nothing answers at ${PG_URL})`);
}

if (existsSync(CHROMIUM)) vitest('browser', ['--config', 'vitest.e2e.config.ts'], { CHROMIUM_PATH: CHROMIUM });
else if (process.env.REQUIRE_BROWSER) {
  console.error(`Chromium is missing at ${CHROMIUM}, and REQUIRE_BROWSER is set.`);
  summary.skipRun('browser', `no Chromium at ${CHROMIUM}; REQUIRE_BROWSER is set, so this fails the run`);
  exitCode = 1;
} else {
  summary.skipRun('browser', `no Chromium at ${CHROMIUM}`);
  console.warn(`\n(skipped the browser run: no Chromium at ${CHROMIUM})`);
}

console.log('\n' + summary.lines().join('\n'));
process.exit(exitCode || (summary.tally.failed ? 1 : 0));
