// Runs before each test file of the node project (a vitest setup file). In a worker shared by several
// files (TEST_SHARED_WORKERS, vitest.config.ts) the modules are fresh but the process is not: undo what
// an earlier file may have left behind, so that a file runs as it does alone.
import { vi } from 'vitest';

vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

// the earlier files' databases (PGlite's WebAssembly memory) are unreachable by now: free them before
// this file makes its own, so that a worker's memory stays that of one file (--expose-gc, vitest.config.ts)
(globalThis as { gc?: () => void }).gc?.();
