// Passwords are stored as argon2id with the production cost (64 MiB, 3 passes, 4 lanes). The other
// tests hash with the cheapest parameters (tests/support/cheap-argon2.ts); this one checks what the
// production code asks for, and hashes it with the real library function.
import argon2 from 'argon2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/auth/password.js';
import { realArgon2Hash, TEST_ARGON2_COST } from '../../support/cheap-argon2.js';

afterEach(() => vi.restoreAllMocks());

describe('password hashing parameters', () => {
  it('asks argon2 for argon2id with the library defaults, which cost 64 MiB, 3 passes and 4 lanes', async () => {
    const hash = vi.spyOn(argon2, 'hash');
    await hashPassword('correct-horse-battery');
    expect(hash).toHaveBeenCalledTimes(1);
    const options = hash.mock.calls[0][1];
    expect(options).toEqual({ type: argon2.argon2id });

    const stored = await realArgon2Hash('correct-horse-battery', options);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(stored, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(stored, 'wrong-horse-battery')).toBe(false);
  });

  it('hashes at the cheapest cost only in the test process, still argon2id and still checked', async () => {
    const stored = await hashPassword('correct-horse-battery');
    expect(stored).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${TEST_ARGON2_COST.memoryCost},p=${TEST_ARGON2_COST.parallelism},t=${TEST_ARGON2_COST.timeCost}\\$`));
    expect(await verifyPassword(stored, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(stored, 'wrong-horse-battery')).toBe(false);
  });
});
