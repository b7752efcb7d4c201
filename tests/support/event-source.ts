// An event stream that reconnects as the browser's EventSource does: when the server ends it or the
// connection drops, it waits the server's retry hint (3 s when none was given, as browsers do) and
// opens it again with Last-Event-ID set to the last id it received, so the server replays what was
// missed. For the tests that take an instance away from under its streams.
import { openSse, type SseEvent, type SseStream } from './sse-client.js';

const DEFAULT_RETRY_MS = 3_000;

export interface FollowedStream {
  /** every event of every connection, in arrival order */
  events: SseEvent[];
  /** how many times it connected again after the first connection */
  reconnections: () => number;
  /** resolves once some event matches (already received or coming) */
  until: (match: (e: SseEvent) => boolean) => Promise<SseEvent>;
  close: () => void;
}

export function followSse(url: string, headers: Record<string, string>): FollowedStream {
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let connections = 0;
  let closed = false;
  let current: SseStream | null = null;
  let retryMs = DEFAULT_RETRY_MS;

  const hear = (e: SseEvent) => {
    events.push(e);
    for (const w of [...waiters]) if (w.match(e)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(e);
    }
  };
  const lastId = () => events.findLast((e) => e.id !== undefined)?.id;

  void (async () => {
    while (!closed) {
      const id = lastId();
      try {
        current = await openSse(url, { ...headers, ...(id ? { 'last-event-id': id } : {}) }, hear);
        connections++;
        if (closed) current.close();
        await current.done;
        retryMs = current.retryMs() ?? retryMs;
      } catch {
        /* refused or cut before the answer: tried again after the pause, as a browser does */
      }
      if (!closed) await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  })();

  return {
    events,
    reconnections: () => Math.max(0, connections - 1),
    until: (match) => {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close: () => {
      closed = true;
      current?.close();
    },
  };
}
