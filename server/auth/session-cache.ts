// The signed-in user of each recently used session, in this process, so a warm request asks the
// database nothing. It is only a shortcut for the session query (server/auth/sessions.ts) and is
// trusted only while the session listener hears every change (server/auth/session-changes.ts):
// disabled, it answers nothing and keeps nothing. Each entry also ends with its session's own
// expiry and after a short time to live, bounding what a change that somehow sent no notification
// (SQL typed by hand) can leave behind; the number of entries is capped, least recently used out.
import type { SessionUser } from './session-user.js';

/** What a committed write changed; every instance drops the cached sessions it concerns. */
export type SessionChange =
  | { kind: 'session'; sessionId: string }
  | { kind: 'user'; userId: number }
  | { kind: 'role'; roleId: number }
  | { kind: 'all' };

export interface SessionCacheLimits {
  /** entries kept at most; the least recently used goes first */
  maxEntries: number;
  /** how long an entry answers before the database is asked again, whatever was heard */
  ttlMs: number;
}

export const SESSION_CACHE_LIMITS: SessionCacheLimits = { maxEntries: 10_000, ttlMs: 30_000 };

interface Entry {
  user: SessionUser;
  /** the earlier of the session's expiry and the entry's time to live */
  validUntil: number;
}

const copyOf = (user: SessionUser): SessionUser => ({
  ...user,
  abilities: [...user.abilities],
  ...(user.impersonator ? { impersonator: { ...user.impersonator, abilities: [...user.impersonator.abilities] } } : {}),
});

/** A change to the real user behind an impersonation concerns the session as much as one to the user acted as. */
const concerns = (user: SessionUser, change: { kind: 'user'; userId: number } | { kind: 'role'; roleId: number }): boolean =>
  change.kind === 'user'
    ? user.id === change.userId || user.impersonator?.id === change.userId
    : user.roleId === change.roleId || user.impersonator?.roleId === change.roleId;

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private enabled = false;
  /**
   * Raised by every change heard and by every enable / disable. A lookup remembers it before asking
   * the database and stores its answer only if it has not moved: an answer read before a change
   * committed but arriving after its notification must not outlive it.
   */
  private generation = 0;
  /** the clock entries are checked against; tests move it instead of waiting */
  now: () => number = Date.now;
  readonly stats = { hits: 0, misses: 0, dropped: 0 };

  constructor(readonly limits: SessionCacheLimits = SESSION_CACHE_LIMITS) {}

  get isEnabled(): boolean {
    return this.enabled;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached user of a session (a copy: handlers may change theirs), or undefined: ask the database. */
  lookup(sessionId: string): SessionUser | undefined {
    const entry = this.enabled ? this.entries.get(sessionId) : undefined;
    if (!entry || entry.validUntil <= this.now()) {
      if (entry) this.entries.delete(sessionId);
      this.stats.misses++;
      return undefined;
    }
    // re-inserted: the map's order is the order of last use
    this.entries.delete(sessionId);
    this.entries.set(sessionId, entry);
    this.stats.hits++;
    return copyOf(entry.user);
  }

  /** Taken before the database is asked; hand it back to `store`. */
  beginLookup(): number {
    return this.generation;
  }

  /** Keeps what the database answered, unless something changed since `begunAt` or the cache is off. */
  store(sessionId: string, user: SessionUser, sessionExpiresAt: Date, begunAt: number): boolean {
    if (!this.enabled || begunAt !== this.generation) return false;
    const validUntil = Math.min(sessionExpiresAt.getTime(), this.now() + this.limits.ttlMs);
    if (validUntil <= this.now()) return false;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { user: copyOf(user), validUntil });
    while (this.entries.size > this.limits.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return true;
  }

  /** Drops what a change concerns. */
  apply(change: SessionChange): void {
    this.generation++;
    if (change.kind === 'all') return this.clear();
    if (change.kind === 'session') {
      if (this.entries.delete(change.sessionId)) this.stats.dropped++;
      return;
    }
    for (const [id, { user }] of this.entries)
      if (concerns(user, change)) {
        this.entries.delete(id);
        this.stats.dropped++;
      }
  }

  /** The listener is in place: from now on every change is heard. */
  enable(): void {
    this.generation++;
    this.clear();
    this.enabled = true;
  }

  /** The listener is gone: changes may go unheard, so nothing cached can be trusted. */
  disable(): void {
    this.generation++;
    this.clear();
    this.enabled = false;
  }

  private clear(): void {
    this.stats.dropped += this.entries.size;
    this.entries.clear();
  }
}
