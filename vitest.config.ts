// Unit and component tests: server and model tests in Node, the admin UI in jsdom.
// Browser tests (tests/e2e) run separately with vitest.e2e.config.ts.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { menuIconsPlugin } from './admin-ui/build-tools/menu-icons-plugin.js';

const repoRoot = import.meta.dirname;
// the server's log stays quiet in tests unless asked for (LOG_LEVEL=info npx vitest …); set here, in
// the main process, so the global setup and every worker (forked with this environment) read it
process.env.LOG_LEVEL ??= 'silent';

const ALWAYS_EXCLUDED = ['tests/e2e/**', '**/node_modules/**'];

/**
 * TEST_SHARED_WORKERS=1 (tests/run-all.ts sets it for its runs of the node project alone): a worker
 * process runs one file after another instead of starting afresh for each. Each file still gets fresh
 * modules of the project (each project's own `isolate`, below: vitest resets them before every file);
 * what the files share is node_modules, loaded once per worker (MikroORM, PGlite, express, the
 * TypeScript compiler): in docs/testing.md, 12 API files 106 -> 67 s of CPU. Never for the jsdom
 * project (its setup refuses it): React Testing Library registers its cleanup when it is loaded, and
 * emotion keeps the first file's document.
 */
const sharedWorkers = process.env.TEST_SHARED_WORKERS === '1';

export default defineConfig({
  plugins: [menuIconsPlugin(repoRoot, ['resources', 'tests/fixtures/ui-resources'])],
  esbuild: { jsx: 'automatic' },
  test: {
    // A test's time is never asserted: the bound only ends a test that hangs. 5 s (vitest's default)
    // failed argon2 and whole-model tests on a machine busy with other work.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Every core: vitest's default leaves one for itself (1 worker on 2 cores), but its own share is
    // small next to the workers'. Each file still runs alone in a fresh process (forks, isolated).
    maxWorkers: os.availableParallelism(),
    // PGlite is WebAssembly; in a process that lives for one test file, V8's optimising tier recompiles
    // its hot functions for more CPU than they then save (docs/testing.md: 86 -> 67 s of CPU on 13 API
    // files; the jsdom rule editor and the course-demo file the same either way). For every project:
    // vitest takes execArgv from the root only (a project's is ignored).
    // isolate: whether the pool starts a process for each file (TEST_SHARED_WORKERS above)
    // --expose-gc: tests/support/fresh-file.ts frees an earlier file's memory before the next file starts
    poolOptions: { forks: { execArgv: ['--liftoff-only', '--expose-gc'], isolate: !sharedWorkers } },
    // Each project lists its files in full: include and exclude arrays would be merged, not replaced.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: [...ALWAYS_EXCLUDED, 'tests/admin-ui/**'],
          // argon2 at its cheapest cost in tests (tests/server/auth/password-parameters.test.ts checks the real one);
          // a file starts with what an earlier file in the same worker may have left undone
          setupFiles: [path.join(repoRoot, 'tests/support/cheap-argon2.ts'), path.join(repoRoot, 'tests/support/audit-seal-key.ts'), path.join(repoRoot, 'tests/support/fresh-file.ts')],
          // the compiled server the operations tests start, built once per run when its sources changed
          globalSetup: [path.join(repoRoot, 'tests/support/server-build.ts')],
          // fresh project modules for every file, also in a shared worker
          poolOptions: { forks: { isolate: true } },
        },
      },
      {
        extends: true,
        test: {
          name: 'admin-ui',
          environment: 'jsdom',
          include: ['tests/admin-ui/**/*.test.ts', 'tests/admin-ui/**/*.test.tsx'],
          exclude: ALWAYS_EXCLUDED,
          setupFiles: [path.join(repoRoot, 'tests/admin-ui/setup.ts')],
          poolOptions: { forks: { isolate: true } },
          // a hang bound: a screen test walks several renders, each waiting up to 15 s on a busy machine
          testTimeout: 60_000,
        },
      },
    ],
  },
});
