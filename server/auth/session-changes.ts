// How every instance learns that a session ended or its user changed: a NOTIFY on `session_changed`
// inside the transaction of the write (delivered when it commits, never on a rollback), heard by each
// instance's session listener (server/db/notifications.ts), which drops the cached sessions concerned
// and answers on the channel that it has. The instance that made the write drops its own entries the
// moment the transaction commits, then holds its answer until every listening instance has said it
// dropped them too (at most ACK_WAIT_MS): once a sign-out has answered, no instance still lets the
// session in.
import { randomBytes } from 'node:crypto';
import type { Configuration, EventSubscriber, TransactionEventArgs } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { listenForNotifications, notifyChannel, type Listener } from '../db/notifications.js';
import { isEmbedded } from '../db/orm.js';
import { logger } from '../log.js';
import { SessionCache, type SessionChange } from './session-cache.js';
import { whenClosing } from '../db/when-closing.js';

export const SESSION_CHANNEL = 'session_changed';
/** The session listener's application_name: how a writer counts the instances that must answer. */
export const SESSION_LISTENER_APPLICATION = 'ag-session-listener';
/** How long a write waits for every instance to have applied its notice before answering anyway. */
const ACK_WAIT_MS = 2000;
/** How often the listener's connection is checked (server/db/notifications.ts, heartbeat). */
const HEARTBEAT_MS = 10_000;

/** What goes over the channel: a change (`<notice id> <change>`) or an answer (`<notice id> ack:<instance>`). */
export type Notice = { noticeId: string; change: SessionChange } | { noticeId: string; appliedBy: string };

export function encodeNotice(notice: Notice): string {
  if ('appliedBy' in notice) return `${notice.noticeId} ack:${notice.appliedBy}`;
  const { change } = notice;
  const what = change.kind === 'session' ? `session:${change.sessionId}` : change.kind === 'user' ? `user:${change.userId}` : change.kind === 'role' ? `role:${change.roleId}` : 'all';
  return `${notice.noticeId} ${what}`;
}

/** Anything unreadable counts as "everything changed": dropping too much only costs a query. */
export function decodeNotice(payload: string): Notice {
  const [noticeId = '', what = ''] = payload.split(' ');
  const [kind, value = ''] = what.split(':');
  const id = Number(value);
  if (kind === 'ack' && /^[0-9a-f]+$/.test(value)) return { noticeId, appliedBy: value };
  if (kind === 'session' && /^[0-9a-f]{64}$/.test(value)) return { noticeId, change: { kind, sessionId: value } };
  if ((kind === 'user' || kind === 'role') && Number.isSafeInteger(id) && value !== '')
    return { noticeId, change: kind === 'user' ? { kind, userId: id } : { kind, roleId: id } };
  return { noticeId, change: { kind: 'all' } };
}

/** A notice this instance sent, until every instance has applied it. */
interface Sent {
  appliedBy: Set<string>;
  since: number;
  /** set while a committed write waits for the answers */
  wait?: { instances: number; resolve: () => void };
}

/** A notice sent inside a transaction that has not committed yet. */
interface Unsettled {
  runtime: SessionCacheRuntime;
  change: SessionChange;
  noticeId: string;
}

/** The cache of one ORM (one database, one instance), its listener and the notices its writes sent. */
export class SessionCacheRuntime {
  readonly cache = new SessionCache();
  /** this instance's name in notice ids and answers */
  readonly instance = randomBytes(6).toString('hex');
  private sentCount = 0;
  private listener?: Listener;
  private stopped = false;
  private readonly sent = new Map<string, Sent>();

  constructor(private readonly orm: MikroORM) {}

  /** Listens in the background: until the listener is in place the cache stays off. */
  start(): void {
    listenForNotifications(this.orm, SESSION_CHANNEL, (payload, reply) => this.heard(payload, reply), {
      applicationName: SESSION_LISTENER_APPLICATION,
      name: 'session cache listener',
      failFirst: false,
      heartbeatMs: HEARTBEAT_MS,
      onConnected: async () => this.cache.enable(),
      onDisconnected: () => {
        this.cache.disable();
        // answers to a lost connection are lost: the writes waiting for them answer now
        for (const s of this.sent.values()) s.wait?.resolve();
      },
    }).then(
      (listener) => (this.stopped ? void listener.stop() : (this.listener = listener)),
      (err) => logger.error({ err }, 'the session cache could not listen for changes; sessions are looked up on every request'),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.cache.disable();
    await this.listener?.stop();
  }

  private heard(payload: string, reply: (payload: string) => void): void {
    const notice = decodeNotice(payload);
    if ('appliedBy' in notice) {
      const sent = this.sent.get(notice.noticeId);
      if (!sent) return;
      sent.appliedBy.add(notice.appliedBy);
      if (sent.wait && sent.appliedBy.size >= sent.wait.instances) sent.wait.resolve();
      return;
    }
    this.cache.apply(notice.change);
    // the writer applied its own notice when it committed; everyone else says they have
    if (!notice.noticeId.startsWith(`${this.instance}.`)) reply(encodeNotice({ noticeId: notice.noticeId, appliedBy: this.instance }));
  }

  /** A new notice id, tracked until settled or forgotten. */
  track(): string {
    const now = Date.now();
    // notices of transactions that ended without a commit hook (none are known) are let go after a minute
    for (const [id, { since }] of this.sent) {
      if (now - since < 60_000) break;
      this.sent.delete(id);
    }
    const noticeId = `${this.instance}.${++this.sentCount}`;
    this.sent.set(noticeId, { appliedBy: new Set([this.instance]), since: now });
    return noticeId;
  }

  forget(noticeId: string): void {
    this.sent.get(noticeId)?.wait?.resolve();
    this.sent.delete(noticeId);
  }

  /** The transaction committed: drop our own entries now, then wait until every instance has done the same. */
  async settle(notices: Omit<Unsettled, 'runtime'>[]): Promise<void> {
    for (const n of notices) this.cache.apply(n.change);
    let timer: NodeJS.Timeout | undefined;
    try {
      if (!this.cache.isEnabled) return;
      const instances = await this.listeningInstances();
      const applied = notices.map(
        ({ noticeId }) =>
          new Promise<void>((resolve) => {
            const sent = this.sent.get(noticeId);
            if (!sent || sent.appliedBy.size >= instances) return resolve();
            sent.wait = { instances, resolve };
          }),
      );
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ACK_WAIT_MS)));
      await Promise.race([Promise.all(applied), timeout]);
    } finally {
      clearTimeout(timer);
      notices.forEach((n) => this.forget(n.noticeId));
    }
  }

  /**
   * How many instances listen on this database, this one included. An instance that starts
   * listening after the change was committed counts too but started with an empty cache and will
   * not answer: the write then waits the whole ACK_WAIT_MS, which only happens around a restart.
   */
  private async listeningInstances(): Promise<number> {
    if (isEmbedded(this.orm)) return 1; // one process, one cache
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>('select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ?', [SESSION_LISTENER_APPLICATION]);
    return Math.max(1, Number(rows[0]?.n ?? 1));
  }
}

const runtimes = new WeakMap<Configuration, SessionCacheRuntime>();

/** The ORM's session cache, started on first use; its listener stops when the ORM closes. */
export function sessionCacheFor(orm: MikroORM): SessionCacheRuntime {
  const known = runtimes.get(orm.config);
  if (known) return known;
  const runtime = new SessionCacheRuntime(orm);
  runtimes.set(orm.config, runtime);
  orm.em.getEventManager().registerSubscriber(new SessionNoticeDelivery());
  // whoever owns the ORM (server, test, benchmark) closes it; the listener's connection goes with it
  whenClosing(orm, () => runtime.stop());
  runtime.start();
  return runtime;
}

/** The cache of the ORM an entity manager belongs to, if the server started one. */
export function sessionCacheOf(em: EntityManager): SessionCacheRuntime | undefined {
  return runtimes.get(em.config);
}

const unsettled = new WeakMap<object, Unsettled[]>();

/**
 * MikroORM marks a nested transaction (a savepoint) with a symbol pointing at its parent, and runs
 * the commit hooks for the outermost one only: notices are filed under that one.
 */
function outermost(trx: object): object {
  for (let t = trx as Record<symbol, object>; ; ) {
    const parent = Object.getOwnPropertySymbols(t).find((s) => s.description === 'parentTransaction');
    if (!parent || !t[parent]) return t;
    t = t[parent] as Record<symbol, object>;
  }
}

/**
 * Tells every instance that a session ended or its user changed. Call it inside the transaction of
 * the change: the notice goes out when (and only if) that commits.
 */
export async function notifySessionChange(em: EntityManager, change: SessionChange): Promise<void> {
  const runtime = sessionCacheOf(em);
  // a process without a cache (a script) still tells the servers; nobody waits for answers to it
  const noticeId = runtime?.track() ?? 'script';
  try {
    await notifyChannel(em, SESSION_CHANNEL, encodeNotice({ noticeId, change }));
  } catch (err) {
    runtime?.forget(noticeId);
    throw err;
  }
  if (!runtime) return;
  const trx = em.getTransactionContext() as object | undefined;
  // outside a transaction the statement has committed already
  if (!trx) return runtime.settle([{ change, noticeId }]);
  const key = outermost(trx);
  const list = unsettled.get(key) ?? [];
  list.push({ runtime, change, noticeId });
  unsettled.set(key, list);
}

/** Runs the notices of a transaction once it has committed, and lets them go if it rolled back. */
export class SessionNoticeDelivery implements EventSubscriber {
  async afterTransactionCommit(args: TransactionEventArgs): Promise<void> {
    const list = args.transaction ? unsettled.get(args.transaction as object) : undefined;
    if (!list) return;
    unsettled.delete(args.transaction as object);
    const byRuntime = new Map<SessionCacheRuntime, Unsettled[]>();
    for (const n of list) byRuntime.set(n.runtime, [...(byRuntime.get(n.runtime) ?? []), n]);
    await Promise.all([...byRuntime].map(([runtime, notices]) => runtime.settle(notices)));
  }

  afterTransactionRollback(args: TransactionEventArgs): void {
    const list = args.transaction ? unsettled.get(args.transaction as object) : undefined;
    if (!list) return;
    unsettled.delete(args.transaction as object);
    for (const n of list) n.runtime.forget(n.noticeId);
  }
}
