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
import type { ResourceDef } from '../model/define.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { sessionDigest, sessionUserFor } from '../auth/sessions.js';
import { sessionToken } from '../auth/middleware.js';
import { sessionCacheFor } from '../auth/session-changes.js';
import { listenForNotifications, type Listener } from '../db/notifications.js';
import { logger } from '../log.js';
import { HUB_CHANNEL, HUB_EVENT_RETENTION_MINUTES, HUB_EVENT_TABLE } from './hub-table.js';
import { visibleChanges, type ChangedPayload } from './entitlement.js';
import { StatsPush } from './stats-push.js';

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

interface LogRow {
  id: string;
  kind: string;
  payload: unknown;
  user_id: number | null;
}

export interface HubClient {
  res: Response;
  user: SessionUser;
  sessionId: string;
  /** the statistics this stream was sent last, as JSON: an unchanged set is not sent again */
  lastStats?: string;
}

/** Streams whose users hold the same abilities, with one of those users. */
function byAbilities(clients: HubClient[]): { user: SessionUser; streams: Response[] }[] {
  const groups = new Map<string, { user: SessionUser; streams: Response[] }>();
  for (const c of clients) {
    const key = [...c.user.abilities].sort().join(',');
    const group = groups.get(key);
    if (group) group.streams.push(c.res);
    else groups.set(key, { user: c.user, streams: [c.res] });
  }
  return [...groups.values()];
}

export class AdminHub {
  readonly clients = new Map<Response, HubClient>();
  private channel!: SseChannel;
  private readonly resources: Map<string, ResourceDef>;
  private readonly stats: StatsPush;
  private listener?: Listener;
  private starting?: Promise<void>;
  private lastId = '0';
  private passing = false;
  private passAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    resources: readonly ResourceDef[],
    readonly timings: HubTimings = HUB_TIMINGS,
  ) {
    this.resources = new Map(resources.map((r) => [r.name, r]));
    this.stats = new StatsPush(orm, () => [...this.clients.values()], (client, stats) => this.sendStats(client, stats), timings.statsDelayMs);
    this.stats.onAnalystStats = () => this.nudgeAnalystStats();
    const close = orm.close.bind(orm);
    orm.close = async (force?: boolean) => {
      await this.stop();
      return close(force);
    };
  }

  /** Opens the stream of a signed-in user: what was missed (Last-Event-ID), then the figures. */
  async addClient(req: Request, res: Response, user: SessionUser): Promise<void> {
    await this.start();
    const token = sessionToken(req.headers.cookie);
    const client: HubClient = { res, user, sessionId: token ? sessionDigest(token) : '' };
    res.setHeader('X-Accel-Buffering', 'no'); // a buffering proxy would hold the events back
    this.channel.addClient(req, res);
    this.clients.set(res, client);
    res.on('close', () => {
      this.clients.delete(res);
      this.channel.removeClient(res);
    });
    const lastEventId = String(req.headers['last-event-id'] ?? req.query.lastEventId ?? '');
    if (/^\d{1,18}$/.test(lastEventId)) await this.replay(client, lastEventId);
    await this.stats.sendCurrent(client);
  }

  get connectionCount(): number {
    return this.clients.size;
  }

  private start(): Promise<void> {
    this.starting ??= (async () => {
      // the channel's own history would replay every user's events to anyone: events are always sent
      // to named streams (never kept there), and replay reads the log with the user's entitlement
      this.channel = new SseChannel({ jsonEncode: true, pingInterval: this.timings.heartbeatMs, retryTimeout: 3_000, historySize: 1 });
      const [row] = await this.orm.em.fork().getConnection().execute<{ id: string | null }[]>(`select max(id)::text as id from ${HUB_EVENT_TABLE}`);
      this.lastId = row?.id ?? '0';
      this.listener = await listenForNotifications(this.orm, HUB_CHANNEL, () => void this.pass(), {
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
    this.clients.clear();
    await this.listener?.stop();
  }

  /** Reads the log after the last row dispatched and dispatches it; never two passes at once. */
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
        let rows: LogRow[];
        do {
          rows = await this.orm.em
            .fork()
            .getConnection()
            .execute<LogRow[]>(`select id::text as id, kind, payload, user_id from ${HUB_EVENT_TABLE} where id > ? order by id limit ${BATCH}`, [this.lastId]);
          for (const row of rows) {
            this.dispatch(row, [...this.clients.values()]);
            this.lastId = row.id;
          }
        } while (rows.length === BATCH && !this.stopped);
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
    for (const row of rows) this.dispatch(row, [client], false);
  }

  /** Sends one log row to the streams entitled to it; `live` rows may also move the figures. */
  private dispatch(row: LogRow, clients: HubClient[], live = true): void {
    const payload = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
    if (row.kind === 'changed') {
      const changed = payload as ChangedPayload;
      // what a change shows depends on the abilities only: encoded once per set of abilities, however many streams hold it
      for (const group of byAbilities(clients)) {
        const visible = visibleChanges(group.user, changed, this.resources);
        if (visible) this.channel.send({ id: row.id, event: 'recordChanged', data: visible }, group.streams);
      }
      if (live) this.stats.changed(changed.resources);
    } else if (row.kind === 'notificationFailed') {
      const targets = clients.filter((c) => c.user.id === row.user_id).map((c) => c.res);
      if (targets.length) this.channel.send({ id: row.id, event: 'notificationFailed', data: payload }, targets);
    }
  }

  private sendStats(client: HubClient, stats: { key: string; label: string; value: number }[]): void {
    const json = JSON.stringify(stats);
    if (json === client.lastStats) return;
    client.lastStats = json;
    this.channel.send({ event: 'stats', data: { stats } }, [client.res]);
  }

  /** Sends "read your analyst statistics again" to the reviewers among the streams. */
  nudgeAnalystStats(): void {
    const targets = [...this.clients.values()].filter((c) => hasAbility(c.user, 'AdminReview')).map((c) => c.res);
    if (targets.length) this.channel.send({ event: 'analystStats', data: {} }, targets);
  }

  /** Ends the streams of sessions that ended; follows changed abilities of the others. */
  async checkSessions(): Promise<void> {
    const { cache } = sessionCacheFor(this.orm);
    const bySession = new Map<string, HubClient[]>();
    for (const c of this.clients.values()) bySession.set(c.sessionId, [...(bySession.get(c.sessionId) ?? []), c]);
    for (const [sessionId, clients] of bySession) {
      let user = sessionId ? cache.lookup(sessionId) : undefined;
      if (!user && sessionId) user = (await sessionUserFor(this.orm.em.fork(), sessionId))?.user;
      for (const c of clients) {
        if (!user) {
          this.clients.delete(c.res);
          this.channel.removeClient(c.res);
          c.res.end();
        } else if (JSON.stringify(user.abilities) !== JSON.stringify(c.user.abilities)) {
          c.user = user;
          c.lastStats = undefined;
          await this.stats.sendCurrent(c);
        }
      }
    }
  }

  private async removeOldEvents(): Promise<void> {
    await this.orm.em.fork().getConnection().execute(`delete from ${HUB_EVENT_TABLE} where created_at < now() - interval '${HUB_EVENT_RETENTION_MINUTES} minutes'`);
  }
}
