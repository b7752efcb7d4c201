// The real-time admin hub (spec 1 §4, issue 11 §1): one server-sent events stream per open back
// office page. It carries the header statistics (pending accreditations, audit cancellations,
// registrations, submission figures), a nudge to read one's analyst statistics again, "this record
// changed" for the screens people have open, and notification failures, each only to users entitled
// to it (entitlement.ts). Events come from the hub_event log (hub-table.ts) that every instance
// reads after a notification, so an event raised on any instance reaches the users of all of them.
// A reconnecting browser sends Last-Event-ID and gets what it missed of the log's last minutes.
// The instance starts listening with its first stream and stops with the ORM.
import type { Request, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import SseChannel from 'sse-channel';
import type { ResourceDef } from '../../core/model/define.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { sessionDigest, sessionUserFor } from '../auth/sessions.js';
import { sessionToken } from '../auth/middleware.js';
import { sessionCacheFor } from '../auth/session-changes.js';
import { listenForNotifications, type Listener } from '../db/notifications.js';
import { logger } from '../log.js';
import { HUB_CHANNEL, HUB_EVENT_RETENTION_MINUTES, HUB_EVENT_TABLE } from './hub-table.js';
import { visibleChanges, type ChangedPayload } from './entitlement.js';
import { LogCursor } from './log-cursor.js';
import { StatsPush, type StatValue } from './stats-push.js';
import { abilityKey, HubStreams, type HubClient, type StreamGroup } from './streams.js';
import { frameOf, retryHint, type SseFrame } from './sse-frames.js';
import { whenClosing } from '../db/when-closing.js';
import { countHubEventsSent } from '../operations/metrics.js';
import { HttpError } from '../http/errors.js';

export interface HubTimings {
  /** heartbeat comment to every stream, so proxies keep idle streams open */
  heartbeatMs: number;
  /** the catch-up read of the log, for notifications lost with a connection */
  pollMs: number;
  /** how often streams are checked against their sessions (signed out, deactivated, new abilities) */
  sessionCheckMs: number;
  /** the wait after a change before the figures are counted again, so a burst is counted once */
  statsDelayMs: number;
}

export const HUB_TIMINGS: HubTimings = { heartbeatMs: 15_000, pollMs: 5_000, sessionCheckMs: 30_000, statsDelayMs: 150 };

/** The log rows a pass reads at most; a longer backlog takes several passes. */
const BATCH = 1_000;
/** What a reconnecting stream is sent at most of what it missed. */
const REPLAY_LIMIT = 500;
/**
 * The wait a browser is told when the hub stops (shutdown): long enough for a load balancer to see
 * this instance is not ready, and spread so the pages of a whole instance do not all reconnect at once.
 */
const RECONNECT_AFTER_MS = { least: 1_000, spread: 4_000 };

interface LogRow {
  id: string;
  kind: string;
  payload: unknown;
  user_id: number | null;
}

export type { HubClient } from './streams.js';

export class AdminHub {
  private readonly streams: HubStreams;
  private channel!: SseChannel;
  private readonly resources: Map<string, ResourceDef>;
  private readonly stats: StatsPush;
  private listener?: Listener;
  private starting?: Promise<void>;
  private cursor = new LogCursor('0');
  private passing = false;
  private passAgain = false;
  private passSoon = false;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    resources: readonly ResourceDef[],
    readonly timings: HubTimings = HUB_TIMINGS,
  ) {
    this.resources = new Map(resources.map((r) => [r.name, r]));
    this.streams = new HubStreams(timings.heartbeatMs, (events) => countHubEventsSent(orm, events));
    this.stats = new StatsPush(orm, () => this.streams.groups.values(), (group, stats, only) => this.sendStats(group, stats, only), timings.statsDelayMs);
    this.stats.onAnalystStats = () => this.nudgeAnalystStats();
    whenClosing(orm, () => this.stop());
  }

  /** Opens the stream of a signed-in user: what was missed (Last-Event-ID), then the figures. */
  async addClient(req: Request, res: Response, user: SessionUser): Promise<void> {
    // a stream taken after the stop would never be ended
    if (this.stopped) throw new HttpError(503, 'The live updates are stopping on this server; the page reconnects by itself.');
    await this.start();
    const token = sessionToken(req.headers.cookie);
    res.setHeader('X-Accel-Buffering', 'no'); // a buffering proxy would hold the events back
    // sse-channel writes the handshake (headers, retry); the hub holds the stream and writes to it
    // itself (streams.ts), so the channel's own list and ping are left with nothing to do
    this.channel.addClient(req, res);
    this.channel.removeClient(res);
    const client = this.streams.add(res, user, token ? sessionDigest(token) : '');
    res.on('close', () => this.streams.remove(client));
    const lastEventId = String(req.headers['last-event-id'] ?? req.query.lastEventId ?? '');
    if (/^\d{1,18}$/.test(lastEventId)) await this.replay(client, lastEventId);
    await this.stats.sendCurrent(client);
  }

  get connectionCount(): number {
    return this.streams.clients.size;
  }

  private start(): Promise<void> {
    this.starting ??= (async () => {
      // the channel's own history would replay every user's events to anyone: it only formats
      // messages (sse-frames.ts) and never keeps them; replay reads the log with the user's entitlement
      this.channel = new SseChannel({ jsonEncode: true, pingInterval: this.timings.heartbeatMs, retryTimeout: 3_000, historySize: 1 });
      const [row] = await this.orm.em.fork().getConnection().execute<{ id: string | null }[]>(`select max(id)::text as id from ${HUB_EVENT_TABLE}`);
      this.cursor = new LogCursor(row?.id ?? '0');
      this.listener = await listenForNotifications(this.orm, HUB_CHANNEL, () => this.passNow(), {
        name: 'admin hub listener',
        applicationName: 'ag-hub-listener',
        failFirst: false,
        heartbeatMs: 30_000,
        // notifications sent while the connection was away are lost: read the log
        onConnected: async () => void this.pass(),
      });
      const every = (ms: number, job: () => Promise<void>) => {
        const timer = setInterval(() => void job().catch((err) => logger.warn({ err }, 'admin hub: periodic job failed')), ms);
        timer.unref();
        this.timers.push(timer);
      };
      every(this.timings.pollMs, () => this.pass());
      every(this.timings.sessionCheckMs, () => this.checkSessions());
      every(60_000, () => this.removeOldEvents());
      every(60_000, async () => this.stats.expire());
    })();
    return this.starting;
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.stats.stop();
    this.channel?.close();
    // the browsers reconnect (Last-Event-ID replays what they miss), to another instance if this one is going away
    this.streams.close(() => retryHint(RECONNECT_AFTER_MS.least + Math.random() * RECONNECT_AFTER_MS.spread));
    await this.listener?.stop();
  }

  /**
   * A notification: a pass right after the notifications already received are handled, so a burst
   * that arrived together is read with one query.
   */
  private passNow(): void {
    if (this.passSoon) return;
    this.passSoon = true;
    setImmediate(() => {
      this.passSoon = false;
      void this.pass();
    });
  }

  /**
   * Reads the log after the last row dispatched and dispatches it; never two passes at once. What
   * one read returns is written to each stream at once: notifications that come while a read or a
   * write is under way are answered by one more read, so a backlog is sent in few writes.
   */
  async pass(): Promise<void> {
    if (this.stopped) return;
    if (this.passing) {
      this.passAgain = true;
      return;
    }
    this.passing = true;
    try {
      do {
        this.passAgain = false;
        let read: LogRow[];
        do {
          const { where, params } = this.cursor.next();
          read = await this.orm.em
            .fork()
            .getConnection()
            .execute<LogRow[]>(`select id::text as id, kind, payload, user_id from ${HUB_EVENT_TABLE} where ${where} order by id limit ${BATCH}`, params);
          if (this.stopped) return;
          for (const row of this.cursor.take(read)) this.dispatch(row);
          this.streams.flush();
        } while (read.length === BATCH);
      } while (this.passAgain && !this.stopped);
    } catch (err) {
      if (!this.stopped) logger.warn({ err }, 'admin hub: could not read the event log');
    } finally {
      this.passing = false;
    }
  }

  private async replay(client: HubClient, afterId: string): Promise<void> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<LogRow[]>(
        `select id::text as id, kind, payload, user_id from ${HUB_EVENT_TABLE} where id > ? and created_at > now() - interval '${HUB_EVENT_RETENTION_MINUTES} minutes' order by id limit ${REPLAY_LIMIT}`,
        [afterId],
      );
    for (const row of rows) this.dispatch(row, client);
  }

  /** Queues one log row for the streams entitled to it (or sends it to `only`, replaying); live rows may also move the figures. */
  private dispatch(row: LogRow, only?: HubClient): void {
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    if (row.kind === 'changed') {
      const changed = payload as ChangedPayload;
      // what a change shows depends on the abilities only: encoded once per group, however many streams it holds
      for (const group of only ? [only.group] : this.streams.groups.values()) {
        const visible = visibleChanges(group.user, changed, this.resources);
        if (!visible) continue;
        const frame = frameOf(this.channel, { id: row.id, event: 'recordChanged', data: visible });
        if (only) this.streams.send(only, frame);
        else this.streams.queue(group, frame);
      }
      if (!only) this.stats.changed(changed.resources);
    } else if (row.kind === 'notificationFailed') {
      const frame = frameOf(this.channel, { id: row.id, event: 'notificationFailed', data: payload });
      for (const client of only ? [only] : this.streams.clients) if (client.user.id === row.user_id) this.streams.send(client, frame);
    } else if (row.kind === 'auditBroken') {
      const frame = frameOf(this.channel, { id: row.id, event: 'auditBroken', data: payload });
      for (const client of only ? [only] : this.streams.clients) if (hasAbility(client.user, 'AdminViewAudit')) this.streams.send(client, frame);
    }
  }

  /** Sends the figures to the group's streams that were last sent other figures (or to `only`). */
  private sendStats(group: StreamGroup, stats: StatValue[], only?: HubClient): void {
    const json = JSON.stringify(stats);
    let frame: SseFrame | undefined;
    for (const client of only ? [only] : group.clients) {
      if (client.lastStats === json) continue;
      client.lastStats = json;
      frame ??= frameOf(this.channel, { event: 'stats', data: { stats } });
      this.streams.send(client, frame);
    }
  }

  /** Sends "read your analyst statistics again" to the reviewers among the streams. */
  nudgeAnalystStats(): void {
    for (const group of this.streams.groups.values()) if (hasAbility(group.user, 'AdminReview')) this.streams.queue(group, frameOf(this.channel, { event: 'analystStats', data: {} }));
    this.streams.flush();
  }

  /** Ends the streams of sessions that ended; follows changed abilities of the others. */
  async checkSessions(): Promise<void> {
    const { cache } = sessionCacheFor(this.orm);
    const bySession = new Map<string, HubClient[]>();
    for (const c of this.streams.clients) {
      const same = bySession.get(c.sessionId);
      if (same) same.push(c);
      else bySession.set(c.sessionId, [c]);
    }
    for (const [sessionId, clients] of bySession) {
      let user = sessionId ? cache.lookup(sessionId) : undefined;
      if (!user && sessionId) user = (await sessionUserFor(this.orm.em.fork(), sessionId))?.user;
      for (const c of clients) {
        if (!user) {
          this.streams.remove(c);
          c.res.end();
        } else {
          const moved = abilityKey(user) !== c.group.key;
          this.streams.regroup(c, user);
          if (moved) {
            c.lastStats = undefined;
            await this.stats.sendCurrent(c);
          }
        }
      }
    }
  }

  private async removeOldEvents(): Promise<void> {
    await this.orm.em.fork().getConnection().execute(`delete from ${HUB_EVENT_TABLE} where created_at < now() - interval '${HUB_EVENT_RETENTION_MINUTES} minutes'`);
  }
}
