// The requests in flight, and the refusal of new ones once shutdown starts (issue 22 §2): the server
// finishes what it took and takes nothing more. The infrastructure endpoints still answer, so a load
// balancer reads /readyz's 503 and sends the traffic elsewhere; any other request gets 503 with
// Connection: close and Retry-After, which a proxy can retry on another instance.
import type { RequestHandler, Response } from 'express';

/** Answered during shutdown too: the probes and the metrics. */
export const INFRASTRUCTURE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

export const SHUTTING_DOWN = 'The server is shutting down; try again in a moment.';

export class Drain {
  private readonly inFlight = new Set<Response>();
  private idleWaiters: (() => void)[] = [];
  private began = false;

  get stopping(): boolean {
    return this.began;
  }

  get requestsInFlight(): number {
    return this.inFlight.size;
  }

  /** Mounted first: counts every request until its answer is sent or its connection drops. */
  readonly track: RequestHandler = (req, res, next) => {
    if (this.stopping) {
      res.setHeader('Connection', 'close');
      if (!INFRASTRUCTURE_PATHS.has(req.path)) {
        res.setHeader('Retry-After', '1');
        res.status(503).json({ message: SHUTTING_DOWN });
        return;
      }
    }
    this.inFlight.add(res);
    res.once('close', () => {
      this.inFlight.delete(res);
      if (this.inFlight.size === 0) for (const wake of this.idleWaiters.splice(0)) wake();
    });
    next();
  };

  /** From now on /readyz answers 503, new requests are refused and no connection is kept alive. */
  begin(): void {
    this.began = true;
    // the connections of the requests in flight close after their answer rather than wait for another
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  }

  /** Resolves true when no request is in flight, or false when `timeoutMs` passed first. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.inFlight.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.idleWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
