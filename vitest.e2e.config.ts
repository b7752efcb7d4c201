// Browser tests: the built admin UI served by the real server, driven in headless Chromium.
import { defineConfig } from 'vitest/config';
import { WalkFirstSequencer } from './tests/e2e/support/walk-first.js';

// the server's log stays quiet in tests unless asked for (LOG_LEVEL=info npx vitest …); set here, in
// the main process, so the global setup and every worker (forked with this environment) read it
process.env.LOG_LEVEL ??= 'silent';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    // the UI built once, the demo data seeded once (each file copies the seeded database), one Chromium
    // that each file connects to
    globalSetup: ['tests/e2e/support/build-ui.ts', 'tests/e2e/support/seeded-data.ts', 'tests/e2e/support/chromium-server.ts'],
    // argon2 at its cheapest cost in tests (tests/server/auth/password-parameters.test.ts checks the real one)
    setupFiles: ['tests/support/cheap-argon2.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // two files at a time: each has its own server, data dir, port and Chromium, and a file spends much
    // of its time waiting on a page (quiet machine: 867 s one at a time, 635 s two at a time)
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: WalkFirstSequencer },
    // expect.poll waits for what a page shows after a reload or a fetch; vitest's default of 1 s failed
    // on a machine busy with other work. A bound on a hang, never a time asserted.
    expect: { poll: { timeout: 10_000 } },
  },
});
