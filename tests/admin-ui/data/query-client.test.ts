// The admin's query client retries only what may pass by itself (issue 19 §8: a 500 was retried three
// times, 1, 2 and 4 s apart, and the institution screen spun 8–12 s before it showed the error).
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createQueryClient, retryTransient } from '../../../admin-ui/data/query-client.js';

describe("the admin's query client", () => {
  it('does not retry an answer with an HTTP status', () => {
    for (const status of [400, 401, 403, 404, 409, 500]) expect(retryTransient(0, new HttpError('failed', status))).toBe(false);
  });

  it('retries a lost connection and a gateway error twice', () => {
    for (const error of [new TypeError('Failed to fetch'), new HttpError('bad gateway', 502), new HttpError('unavailable', 503), new HttpError('timeout', 504)]) {
      expect([0, 1, 2].map((n) => retryTransient(n, error))).toEqual([true, true, false]);
    }
  });

  it('is the default of every query', () => {
    expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(retryTransient);
  });
});
