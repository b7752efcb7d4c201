// The part of sse-channel (no types of its own) that the hub uses.
declare module 'sse-channel' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import { EventEmitter } from 'node:events';

  interface SseMessage {
    id?: string | number;
    event?: string;
    data?: unknown;
    retry?: number;
  }

  interface SseChannelOptions {
    historySize?: number;
    history?: SseMessage[];
    retryTimeout?: number;
    pingInterval?: number;
    jsonEncode?: boolean;
  }

  class SseChannel extends EventEmitter {
    constructor(options?: SseChannelOptions);
    addClient(req: IncomingMessage, res: ServerResponse, callback?: () => void): void;
    removeClient(res: ServerResponse): void;
    getConnectionCount(): number;
    send(msg: SseMessage | string, clients?: ServerResponse[]): void;
    close(): void;
  }

  export default SseChannel;
}
