// Slows password guessing without letting anyone lock the owner out.
//
// - One account from one address: the first `freeFailures` attempts go through; after that each
//   attempt must wait out a backoff that doubles with every failure (capped). The owner signing in
//   from another address has a pair of their own and never waits for an attacker's failures.
// - One address over all usernames: a budget of attempts per window catches password spraying.
// - Reset requests have their own budgets (per address, and e-mails per account), so they neither
//   use up nor are blocked by the sign-in budget.
//
// Attempts are counted before the password is checked (an atomic increment), so a burst of parallel
// requests cannot slip through while the first ones are still being verified. The state lives in
// PostgreSQL (rate-limiter-flexible's PostgreSQL store over the ORM's connection), shared by every
// server instance on the database.
import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import { RATE_LIMIT_TABLE, ormQueryClient } from './limiter-table.js';
import { whenClosing } from '../db/when-closing.js';
import { countThrottled } from '../operations/metrics.js';

/** Rows of expired counts are deleted an hour after they expired, every five minutes (the library's own pace). */
const EXPIRED_ROWS_KEPT_MS = 3600_000;
const CLEAR_EXPIRED_EVERY_MS = 300_000;

export interface SignInLimits {
  /** attempts one account may make from one address before each further attempt waits */
  freeFailures: number;
  /** the first wait; every further failure doubles it */
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** how long an account's failures from one address are remembered (from the first one) */
  failureMemoryMs: number;
  /** failed sign-ins one address may make over all usernames per window */
  perAddress: number;
  windowMs: number;
  /** reset requests one address may make per window */
  resetPerAddress: number;
  /** reset e-mails one account may receive per window */
  resetPerAccount: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  freeFailures: 5,
  backoffBaseMs: 30_000,
  backoffMaxMs: 15 * 60_000,
  failureMemoryMs: 24 * 3600_000,
  perAddress: 50,
  windowMs: 15 * 60_000,
  resetPerAddress: 10,
  resetPerAccount: 3,
};

/** The wait after the nth failure of one account from one address. */
export function backoffAfter(failures: number, limits: Pick<SignInLimits, 'freeFailures' | 'backoffBaseMs' | 'backoffMaxMs'>): number {
  if (failures < limits.freeFailures) return 0;
  return Math.min(limits.backoffBaseMs * 2 ** (failures - limits.freeFailures), limits.backoffMaxMs);
}

/** Refusal with the time to wait. */
export class Throttled extends Error {
  constructor(
    readonly what: 'sign-in' | 'reset',
    readonly waitMs: number,
  ) {
    super(`${what === 'sign-in' ? 'Too many sign-in attempts' : 'Too many password reset requests'}. Try again in ${describeWait(waitMs)}.`);
  }
}

export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Usernames are hashed into keys: keys stay short and the table lists no account names. */
const accountKey = (username: string) => createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 40);
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export class SignInThrottle {
  readonly limits: SignInLimits;
  private readonly pairAttempts: RateLimiterPostgres;
  private readonly pairWait: RateLimiterPostgres;
  private readonly addressAttempts: RateLimiterPostgres;
  private readonly resetByAddress: RateLimiterPostgres;
  private readonly resetByAccount: RateLimiterPostgres;

  constructor(
    private readonly orm: MikroORM,
    limits: Partial<SignInLimits> = {},
  ) {
    this.limits = { ...DEFAULT_SIGN_IN_LIMITS, ...limits };
    const client = ormQueryClient(orm);
    // the stores share one table, cleared of expired rows by one timer of ours (below), not one each
    const store = (keyPrefix: string, points: number, durationMs: number) =>
      new RateLimiterPostgres({
        storeClient: client,
        storeType: 'client',
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix,
        points,
        duration: seconds(durationMs),
      });
    const l = this.limits;
    this.pairAttempts = store('signin_pair', Number.MAX_SAFE_INTEGER, l.failureMemoryMs);
    this.pairWait = store('signin_wait', 1, l.backoffBaseMs);
    this.addressAttempts = store('signin_addr', l.perAddress, l.windowMs);
    this.resetByAddress = store('reset_addr', l.resetPerAddress, l.windowMs);
    this.resetByAccount = store('reset_acct', l.resetPerAccount, l.windowMs);
    // the library's own clearing (a timer per store, never stopped) kept each closed ORM alive
    const clearExpired = () =>
      client.query({ text: `delete from "${RATE_LIMIT_TABLE}" where expire < $1`, values: [Date.now() - EXPIRED_ROWS_KEPT_MS] }).catch(() => undefined); // not critical: the next round tries again
    const clearing = setInterval(() => void clearExpired(), CLEAR_EXPIRED_EVERY_MS).unref();
    whenClosing(orm, () => clearInterval(clearing));
  }

  /**
   * Counts a sign-in attempt before the password is checked; throws Throttled when the address has
   * used its budget or the account is in backoff from this address.
   */
  async beginAttempt(username: string, address: string): Promise<void> {
    const byAddress = await this.addressAttempts.penalty(address);
    if (byAddress.consumedPoints > this.limits.perAddress) throw this.refuse('sign-in', byAddress.msBeforeNext);

    const pair = `${accountKey(username)}:${address}`;
    const attempt = (await this.pairAttempts.penalty(pair)).consumedPoints;
    if (attempt < this.limits.freeFailures) return;
    const wait = backoffAfter(attempt, this.limits);
    if (attempt === this.limits.freeFailures) {
      // the last free attempt starts the first wait
      await this.pairWait.block(pair, wait / 1000);
      return;
    }
    // one attempt per backoff window: whoever claims the window goes ahead, the rest are refused
    const claim = await this.pairWait.penalty(pair, 1, { customDuration: wait / 1000 });
    if (claim.consumedPoints > 1) {
      await this.pairAttempts.reward(pair); // a refused attempt is not a failure
      throw this.refuse('sign-in', claim.msBeforeNext);
    }
  }

  private refuse(what: Throttled['what'], waitMs: number): Throttled {
    countThrottled(this.orm, what);
    return new Throttled(what, waitMs);
  }

  /** A correct password: the pair starts afresh and the attempt does not use the address's budget. */
  async succeeded(username: string, address: string): Promise<void> {
    const pair = `${accountKey(username)}:${address}`;
    await Promise.all([this.pairAttempts.delete(pair), this.pairWait.delete(pair), this.addressAttempts.reward(address)]);
  }

  /** Counts a reset request; throws Throttled when the address has made too many. */
  async beginResetRequest(address: string): Promise<void> {
    const res: RateLimiterRes = await this.resetByAddress.penalty(address);
    if (res.consumedPoints > this.limits.resetPerAddress) throw this.refuse('reset', res.msBeforeNext);
  }

  /** Whether another reset e-mail may go to this account now (counts it). */
  async mayMailReset(username: string): Promise<boolean> {
    return (await this.resetByAccount.penalty(accountKey(username))).consumedPoints <= this.limits.resetPerAccount;
  }
}
