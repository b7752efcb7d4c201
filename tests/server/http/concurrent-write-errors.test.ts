// Writes that PostgreSQL gives up because another writer holds the same rows answer 409 with a
// message to try again, not a 500.
import { describe, expect, it } from 'vitest';
import { DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';
import { CONCURRENT_WRITE_MESSAGE, toHttpError } from '../../../server/http/errors.js';

const pgError = (code: string) => Object.assign(new Error('could not serialize access'), { code });

describe('concurrent write errors', () => {
  it('answers a deadlock, a serialization failure and a lock wait given up with 409', () => {
    for (const err of [new DeadlockException(pgError('40P01')), new LockWaitTimeoutException(pgError('55P03')), pgError('40001'), pgError('40P01')]) {
      expect(toHttpError(err)).toMatchObject({ status: 409, message: CONCURRENT_WRITE_MESSAGE });
    }
  });

  it('leaves other server errors at 500', () => {
    expect(toHttpError(pgError('XX000')).status).toBe(500);
  });
});
