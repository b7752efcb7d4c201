// The hub's open streams and the writing to them. What a stream may be sent depends on its user's
// abilities only (entitlement.ts), so streams are kept in groups of one set of abilities: an event is
// encoded once per group and the same bytes are written to every stream of it. Events of one pass
// over the log are queued per group and written together, one write per stream however many events
// the pass read (a backlog is sent as one write, not as many). A stream answered over HTTP/1.1
// chunks is written on its socket, the chunk framed once per frame; any other goes through its
// response. One timer sends the heartbeats, to the streams nothing was written to in the period.
import type { Socket } from 'node:net';
import type { Response } from 'express';
import type { SessionUser } from '../auth/session-user.js';
import { HEARTBEAT, joinedFrames, type SseFrame } from './sse-frames.js';

/** A stream whose client stopped reading is ended past this much unsent (it reconnects and replays what it missed). */
const MAX_UNSENT_BYTES = 1 << 20;

export interface StreamGroup {
  /** the abilities, sorted and joined */
  readonly key: string;
  /** one of the group's users: what the group may be sent depends on the abilities only */
  user: SessionUser;
  readonly clients: Set<HubClient>;
  /** frames queued for the whole group until the next flush */
  pending: SseFrame[];
}

export interface HubClient {
  res: Response;
  /** set when the response is a plain chunked stream that can be written on its socket */
  socket: Socket | null;
  user: SessionUser;
  sessionId: string;
  group: StreamGroup;
  /** the statistics this stream was sent last, as JSON: an unchanged set is not sent again */
  lastStats?: string;
  /** when something was last written to the stream (ms), for the heartbeat */
  wroteAt: number;
}

export const abilityKey = (user: SessionUser) => [...user.abilities].sort().join(',');

export class HubStreams {
  readonly clients = new Set<HubClient>();
  readonly groups = new Map<string, StreamGroup>();
  private readonly queued = new Set<StreamGroup>();
  private heartbeat?: NodeJS.Timeout;
  /** a coarse clock, read once per flush or send */
  private clock = Date.now();

  /** `onSent`: hears how many events each write carried (the metrics) */
  constructor(
    private readonly heartbeatMs: number,
    private readonly onSent: (events: number) => void = () => {},
  ) {}

  /** A stream whose handshake is written. */
  add(res: Response, user: SessionUser, sessionId: string): HubClient {
    const socket = res.socket;
    // written on the socket only when the response keeps nothing of its own unsent: chunked, headers out
    const direct = Boolean(socket && (res as { chunkedEncoding?: boolean }).chunkedEncoding && res.headersSent && res.writableLength === socket.writableLength);
    const client: HubClient = { res, socket: direct ? socket : null, user, sessionId, group: this.groupOf(user), wroteAt: Date.now() };
    client.group.clients.add(client);
    this.clients.add(client);
    this.heartbeat ??= this.startHeartbeat();
    return client;
  }

  remove(client: HubClient): void {
    if (!this.clients.delete(client)) return;
    const group = client.group;
    group.clients.delete(client);
    if (group.clients.size === 0) {
      this.groups.delete(group.key);
      this.queued.delete(group);
    }
  }

  /** The user of a stream now holds other abilities (a role edit, impersonation). */
  regroup(client: HubClient, user: SessionUser): void {
    const old = client.group;
    client.user = user;
    if (abilityKey(user) === old.key) return;
    old.clients.delete(client);
    if (old.clients.size === 0) this.groups.delete(old.key);
    client.group = this.groupOf(user);
    client.group.clients.add(client);
  }

  private groupOf(user: SessionUser): StreamGroup {
    const key = abilityKey(user);
    let group = this.groups.get(key);
    if (!group) this.groups.set(key, (group = { key, user, clients: new Set(), pending: [] }));
    return group;
  }

  /** Queues a frame for every stream of a group, written at the next flush. */
  queue(group: StreamGroup, frame: SseFrame): void {
    group.pending.push(frame);
    this.queued.add(group);
  }

  /** Writes what is queued: one write per stream. */
  flush(): void {
    if (this.queued.size === 0) return;
    this.clock = Date.now();
    for (const group of this.queued) {
      const frame = joinedFrames(group.pending);
      group.pending = [];
      for (const client of group.clients) this.write(client, frame);
    }
    this.queued.clear();
  }

  /** Writes a frame to one stream now, after what is queued for the others (so the order holds). */
  send(client: HubClient, frame: SseFrame): void {
    this.flush();
    this.clock = Date.now();
    this.write(client, frame);
  }

  private write(client: HubClient, frame: SseFrame): void {
    client.wroteAt = this.clock;
    const socket = client.socket;
    if (socket && socket.writableLength > MAX_UNSENT_BYTES) return void client.res.destroy();
    if (socket ? socket.destroyed : client.res.writableEnded) return;
    if (socket) socket.write(frame.chunked);
    else client.res.write(frame.bytes);
    this.onSent(frame.events);
  }

  private startHeartbeat(): NodeJS.Timeout {
    const timer = setInterval(() => {
      this.flush();
      this.clock = Date.now();
      // a stream written to within the period needs no heartbeat (10% slack for a late timer)
      const quietSince = this.clock - this.heartbeatMs * 0.9;
      for (const client of this.clients) if (client.wroteAt <= quietSince) this.write(client, HEARTBEAT);
    }, this.heartbeatMs);
    timer.unref();
    return timer;
  }

  /** Ends every stream; `parting` (a retry hint) is written to each one first. */
  close(parting?: (client: HubClient) => SseFrame): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const client of this.clients) {
      if (parting) this.write(client, parting(client));
      client.res.end();
    }
    this.clients.clear();
    this.groups.clear();
    this.queued.clear();
  }
}
