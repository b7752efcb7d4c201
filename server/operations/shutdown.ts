// Graceful shutdown (issue 22 §2, docs/operations.md). On SIGTERM or SIGINT: readiness turns 503 and
// new requests are refused (drain.ts), the live streams end with a retry hint so the browsers
// reconnect (to another instance, behind a load balancer), the requests in flight finish, the
// listening socket closes, the workers stop at a safe point and the pool closes: exit 0. The whole
// sequence is bounded: past SHUTDOWN_BOUND_MS what is left is cut and the process exits 1. A second
// signal exits at once.
import type { Server } from 'node:http';
import { logger } from '../log.js';
import type { Drain } from './drain.js';

/** The spec's bound: the process is gone within 10 s of the signal. */
export const SHUTDOWN_BOUND_MS = 10_000;
/** The part of it the requests in flight may take; the rest is for the workers and the pool. */
const REQUESTS_SHARE_MS = 7_000;
/** Exit before the bound itself, so an orchestrator's 10 s kill never comes first. */
const EXIT_MARGIN_MS = 300;

export interface ShutdownParts {
  server: Server;
  drain: Drain;
  /** ends the live event streams with a retry hint */
  closeStreams: () => Promise<void> | void;
  /** stops the workers and closes the pool (the ORM's close runs every whenClosing hook) */
  closeServices: () => Promise<void>;
}

export interface ShutdownOptions {
  exit?: (code: number) => void;
  boundMs?: number;
}

/** Installs the signal handlers; returns the sequence for a caller that starts it itself. */
export function stopOnSignals(parts: ShutdownParts, opts: ShutdownOptions = {}): (signal: string) => Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const boundMs = opts.boundMs ?? SHUTDOWN_BOUND_MS;
  let started = false;
  const shutdown = async (signal: string) => {
    if (started) {
      logger.warn({ signal }, 'second signal: exiting now');
      return exit(1);
    }
    started = true;
    const since = Date.now();
    logger.info({ signal, requestsInFlight: parts.drain.requestsInFlight }, 'shutting down');
    const cut = setTimeout(() => {
      logger.error({ afterMs: Date.now() - since }, 'shutdown did not finish in time: exiting');
      exit(1);
    }, boundMs - EXIT_MARGIN_MS);
    cut.unref();
    try {
      await graceful(parts);
      logger.info({ ms: Date.now() - since }, 'shut down');
      clearTimeout(cut);
      exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return shutdown;
}

async function graceful({ server, drain, closeStreams, closeServices }: ShutdownParts): Promise<void> {
  drain.begin();
  await closeStreams();
  if (!(await drain.idle(REQUESTS_SHARE_MS))) {
    logger.warn({ requestsInFlight: drain.requestsInFlight }, 'shutdown: requests still in flight are cut');
    server.closeAllConnections();
  }
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // kept-alive connections with nothing in flight would hold the close until their clients let go
  server.closeIdleConnections();
  await closed;
  await closeServices();
}
