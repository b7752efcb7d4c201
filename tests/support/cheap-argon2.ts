// argon2 at its cheapest for tests (a vitest setup file): a hash with the production parameters
// (64 MiB, 3 passes, 4 lanes) cost 0.5 s of CPU on the 2-core test machine, and the suite makes
// hundreds of accounts and signs in thousands of times. Still argon2id, made and checked by the same
// library through the same code; only the cost parameters drop, and only in the test process.
// tests/server/auth/password-parameters.test.ts checks, with the real function below, that the
// production code still asks for the production parameters.
import argon2 from 'argon2';

/** The library's own hash function, before the replacement below. */
export const realArgon2Hash: typeof argon2.hash = ((globalThis as { __agRealArgon2Hash?: typeof argon2.hash }).__agRealArgon2Hash ??= argon2.hash);

/** What a test hash costs: the smallest memory the library takes with one lane, one pass. */
export const TEST_ARGON2_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

argon2.hash = ((plain: string | Buffer, options?: Parameters<typeof argon2.hash>[1]) => realArgon2Hash(plain, { ...options, ...TEST_ARGON2_COST } as never)) as typeof argon2.hash;
