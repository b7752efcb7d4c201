// An event's bytes, made once and written as they are to every stream that gets it. sse-channel owns
// the format: it encodes the message into a sink that keeps what it is given, instead of once per
// stream. A frame also holds its bytes as one HTTP/1.1 chunk, for streams written on their socket
// (streams.ts).
import type SseChannel from 'sse-channel';

type SseMessage = Parameters<SseChannel['send']>[0];

export class SseFrame {
  private chunk?: Buffer;

  /** `events`: how many events the bytes hold (a heartbeat or a retry hint: none), for hub_events_sent_total */
  constructor(
    readonly bytes: Buffer,
    readonly events = 1,
  ) {}

  /** the bytes framed as one chunk of a chunked response: hex length, CRLF, bytes, CRLF */
  get chunked(): Buffer {
    this.chunk ??= Buffer.concat([Buffer.from(`${this.bytes.length.toString(16)}\r\n`, 'latin1'), this.bytes, CRLF]);
    return this.chunk;
  }
}

const CRLF = Buffer.from('\r\n', 'latin1');

/** One message as sse-channel writes it (id, event, JSON data), made once. */
export function frameOf(channel: SseChannel, message: SseMessage): SseFrame {
  let text = '';
  // sse-channel writes a message to each response it is given; this one keeps it
  const sink = { write: (packet: string) => void (text += packet) };
  channel.send(message, [sink as never]);
  return new SseFrame(Buffer.from(text, 'utf8'));
}

/** Several frames as one write, in order. */
export function joinedFrames(frames: readonly SseFrame[]): SseFrame {
  return frames.length === 1 ? frames[0] : new SseFrame(Buffer.concat(frames.map((f) => f.bytes)), frames.reduce((n, f) => n + f.events, 0));
}

/** An SSE comment: keeps proxies from closing an idle stream, ignored by EventSource (its blank line ends it as a block of its own). */
export const HEARTBEAT = new SseFrame(Buffer.from(':\n\n', 'latin1'), 0);

/** Tells the browser how long to wait before it reconnects (EventSource's `retry` field). */
export function retryHint(ms: number): SseFrame {
  return new SseFrame(Buffer.from(`retry: ${Math.round(ms)}\n\n`, 'latin1'), 0);
}
