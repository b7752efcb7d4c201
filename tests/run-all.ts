// npm test: the whole suite. 1) unit, API (embedded PGlite) and UI tests; then, side by side, 2) the
// API tests again on a real PostgreSQL server (one worker) and 3) the browser tests in headless
// Chromium (two files at a time): the browser run spends much of its time waiting on pages, so the
// PostgreSQL run fits beside it on two cores (docs/testing.md). Their output is interleaved line by
// line, each line led by its run's name. REQUIRE_PG=1 / REQUIRE_BROWSER=1 (set by CI) turn a missing
// PostgreSQL or Chromium into a failure instead of a skip. A run that is skipped is named, with its
// reason, above the closing line and counted in it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { RunSummary } from './run-summary.js';

const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
mkdirSync('test-results', { recursive: true });

const summary = new RunSummary();
let exitCode = 0;

/** Runs one vitest run to its end; `prefix` leads each of its output lines when runs share the console. */
async function vitest(name: string, args: string[], env: Record<string, string> = {}, prefix = false): Promise<void> {
  const out = `test-results/${name}.json`;
  console.log(`\n=== ${name} ===`);
  const child = spawn('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (prefix)
    for (const [stream, sink] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const)
      createInterface({ input: stream }).on('line', (line) => sink.write(`[${name}] ${line}\n`));
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) exitCode = 1;
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

await vitest('unit-api-pglite-ui', [], { TEST_DATABASE_URL: '' });

const sideBySide: Promise<void>[] = [];
if (await postgresAnswers()) sideBySide.push(vitest('api-postgresql', ['tests/server', '--maxWorkers=1'], { TEST_DATABASE_URL: PG_URL }, true));
else if (process.env.REQUIRE_PG) {
  console.error(`PostgreSQL does not answer at ${PG_URL}, and REQUIRE_PG is set.`);
  summary.skipRun('api-postgresql', `nothing answers at ${PG_URL}; REQUIRE_PG is set, so this fails the run`);
  exitCode = 1;
} else {
  summary.skipRun('api-postgresql', `nothing answers at ${PG_URL}`);
  console.warn(`\n(skipped the PostgreSQL run: nothing answers at ${PG_URL})`);
}

if (existsSync(CHROMIUM)) sideBySide.push(vitest('browser', ['--config', 'vitest.e2e.config.ts'], { CHROMIUM_PATH: CHROMIUM }, true));
else if (process.env.REQUIRE_BROWSER) {
  console.error(`Chromium is missing at ${CHROMIUM}, and REQUIRE_BROWSER is set.`);
  summary.skipRun('browser', `no Chromium at ${CHROMIUM}; REQUIRE_BROWSER is set, so this fails the run`);
  exitCode = 1;
} else {
  summary.skipRun('browser', `no Chromium at ${CHROMIUM}`);
  console.warn(`\n(skipped the browser run: no Chromium at ${CHROMIUM})`);
}
await Promise.all(sideBySide);

console.log('\n' + summary.lines().join('\n'));
process.exit(exitCode || (summary.tally.failed ? 1 : 0));
