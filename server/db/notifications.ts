// PostgreSQL LISTEN/NOTIFY for every part of the server that must hear what another instance
// committed (the rule runtime, the session cache): one listening mechanism with reconnection.
// On a server the listener has a dedicated connection; a lost one is reconnected with exponential
// backoff for as long as the server runs. `onConnected` runs after every connection and
// `onDisconnected` the moment one is lost: notifications sent while it was away are lost, so the
// caller reloads (or forgets) what they would have told it. The embedded database (PGlite) lives in
// this process: its own listen cannot lose a connection.
import pg from 'pg';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { PGlite } from '@electric-sql/pglite';
import { isEmbedded } from './orm.js';
import { logger } from '../log.js';

/** Sends a notification inside the caller's transaction: it is delivered when that commits, never on a rollback. */
export async function notifyChannel(em: EntityManager, channel: string, payload: string): Promise<void> {
  await em.getConnection().execute('select pg_notify(?, ?)', [channel, payload], 'all', em.getTransactionContext());
}

export interface Listener {
  stop: () => Promise<void>;
}

/**
 * Called with each notification's payload, and a way to answer on the channel through the listening
 * connection itself (no pool connection needed; answers go out in the order they were made).
 */
export type NotificationHandler = (payload: string, reply: (payload: string) => void) => void;

export interface ListenOptions {
  /** runs once LISTEN is in place, after the first connection and after every reconnection */
  onConnected?: () => Promise<void>;
  /** runs at once when a listening connection is lost, before any reconnection attempt */
  onDisconnected?: () => void;
  /** the wait before the first reconnection attempt; it doubles after each failed one */
  initialDelayMs?: number;
  /** the longest wait between attempts */
  maxDelayMs?: number;
  /** the connection's application_name, so operators (and tests) can find it */
  applicationName?: string;
  /** how the logs name this listener ("rule change listener") */
  name?: string;
  /**
   * true (default): a failure of the first connection is thrown to the caller, who cannot start
   * without it; false: it is retried in the background like any later loss.
   */
  failFirst?: boolean;
  /**
   * When set, the connection is checked with `select 1` this often, and counts as lost when the
   * check fails or takes longer than the period: a connection a firewall dropped without telling
   * either end hears nothing and would otherwise look alive.
   */
  heartbeatMs?: number;
}

/** The wait before reconnection attempt `attempt` (0-based): doubling from the initial delay, capped. */
export function backoffDelay(attempt: number, initialMs: number, maxMs: number): number {
  return Math.min(maxMs, initialMs * 2 ** Math.min(attempt, 30));
}

/** Channel names go into LISTEN unquoted: only plain lower-case identifiers are accepted. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`"${channel}" is not a plain lower-case channel name`);
  return channel;
}

async function listenEmbedded(orm: MikroORM, channel: string, onNotification: NotificationHandler, opts: ListenOptions): Promise<Listener> {
  const factory = (orm.config.get('driverOptions') as { connection: { pglite: () => PGlite } }).connection.pglite;
  const reply = (payload: string) =>
    void factory()
      .query('select pg_notify($1, $2)', [channel, payload])
      .catch((err) => logger.warn({ err }, 'could not answer a notification'));
  const unsubscribe = await factory().listen(channel, (payload) => onNotification(payload, reply));
  await opts.onConnected?.();
  return { stop: async () => unsubscribe() };
}

export async function listenForNotifications(orm: MikroORM, channel: string, onNotification: NotificationHandler, opts: ListenOptions = {}): Promise<Listener> {
  checkedChannel(channel);
  if (isEmbedded(orm)) return listenEmbedded(orm, channel, onNotification, opts);
  const initialMs = opts.initialDelayMs ?? 250;
  const maxMs = opts.maxDelayMs ?? 30_000;
  const name = opts.name ?? `${channel} listener`;
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const retryLater = () => {
    if (stopped || timer) return;
    const delay = backoffDelay(attempt++, initialMs, maxMs);
    timer = setTimeout(() => {
      timer = undefined;
      void connect(false);
    }, delay);
  };

  /** One connection attempt; a failure (now or later) schedules the next one. */
  const connect = async (first: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: orm.config.get('clientUrl'), application_name: opts.applicationName, keepAlive: true });
    let lost = false;
    let listening = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const onLost = (err?: unknown) => {
      if (lost) return;
      lost = true;
      if (heartbeat) clearInterval(heartbeat);
      if (client === c) client = undefined;
      c.end().catch(() => {});
      if (listening) opts.onDisconnected?.();
      if (stopped) return;
      logger.warn({ err, attempt }, listening ? `${name} lost its connection; reconnecting` : `${name} could not reconnect; trying again`);
      retryLater();
    };
    // an answer on a connection that is being lost is lost with it, like any notice sent to it
    const reply = (payload: string) => void c.query('select pg_notify($1, $2)', [channel, payload]).catch(() => {});
    c.on('notification', (msg) => msg.channel === channel && msg.payload !== undefined && onNotification(msg.payload, reply));
    c.on('error', onLost);
    c.on('end', () => onLost());
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      if (first && opts.failFirst !== false) {
        lost = true;
        await c.end().catch(() => {});
        throw err;
      }
      return onLost(err);
    }
    if (stopped) return void (await c.end().catch(() => {}));
    listening = true;
    client = c;
    attempt = 0;
    if (opts.heartbeatMs) heartbeat = startHeartbeat(c, opts.heartbeatMs, onLost);
    if (first) {
      try {
        return await opts.onConnected?.();
      } catch (err) {
        stopped = true;
        await c.end().catch(() => {});
        throw err;
      }
    }
    logger.info(`${name} reconnected`);
    await opts.onConnected?.().catch((err) => logger.error({ err }, `${name}: could not catch up after reconnecting`));
  };

  await connect(true);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

function startHeartbeat(c: pg.Client, periodMs: number, onLost: (err: unknown) => void): NodeJS.Timeout {
  let pending = false;
  const timer = setInterval(() => {
    // a check still unanswered after a whole period means the connection is gone
    if (pending) return onLost(new Error(`no answer to the listener's heartbeat within ${periodMs} ms`));
    pending = true;
    c.query('select 1').then(
      () => (pending = false),
      (err) => onLost(err),
    );
  }, periodMs);
  timer.unref();
  return timer;
}
