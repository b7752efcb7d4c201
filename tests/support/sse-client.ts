// Reads a server-sent events stream the way a browser's EventSource does (id, event, data fields;
// comments are counted, never delivered), for tests that watch the admin hub.
export interface SseEvent {
  id?: string;
  event: string;
  data: any;
}

export interface SseStream {
  events: SseEvent[];
  /** comment lines received (the hub's heartbeats) */
  comments: () => number;
  status: number;
  /** resolves with the first event (already received or coming) that matches, or fails after timeoutMs */
  next: (match: (e: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** whether the server ended the stream */
  ended: () => boolean;
  /** resolves when the stream has ended, by the server, the connection or close() */
  done: Promise<void>;
  /** the server's last reconnection hint (a `retry:` field), in ms */
  retryMs: () => number | undefined;
  close: () => void;
}

/** `onEvent` hears each event as it arrives. */
export async function openSse(url: string, headers: Record<string, string> = {}, onEvent: (e: SseEvent) => void = () => {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: { match: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  let ended = false;
  let comments = 0;
  let retryMs: number | undefined;
  const deliver = (e: SseEvent) => {
    events.push(e);
    onEvent(e);
    for (const w of [...waiters]) if (w.match(e)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(e);
    }
  };
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  if (res.body) {
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields: Record<string, string> = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments++;
              if (!line || line.startsWith(':')) continue;
              const colon = line.indexOf(':');
              const name = colon < 0 ? line : line.slice(0, colon);
              const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
              fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
            }
            if (fields.retry !== undefined && /^\d+$/.test(fields.retry)) retryMs = Number(fields.retry);
            if (fields.data === undefined) continue;
            let data: unknown = fields.data;
            try {
              data = JSON.parse(fields.data);
            } catch {
              /* plain text */
            }
            deliver({ id: fields.id, event: fields.event ?? 'message', data });
          }
        }
      } catch {
        /* aborted */
      }
      ended = true;
      finished();
    })();
  } else {
    ended = true;
    finished();
  }
  return {
    events,
    comments: () => comments,
    status: res.status,
    next: (match, timeoutMs = 2000) => {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (e: SseEvent) => (clearTimeout(timer), resolve(e)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.event))}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    ended: () => ended,
    done,
    retryMs: () => retryMs,
    close: () => abort.abort(),
  };
}
