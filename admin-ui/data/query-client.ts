// The admin's query client. Its one change to react-query's defaults: an answer with an HTTP status
// (a 4xx, a 500) is not retried. By default a failed query is tried three more times, 1, 2 and 4 s
// apart, so a screen whose call fails spun for 8–12 s before it said so (issue 19 §8). A lost
// connection or a gateway's 502/503/504 may pass, so those are still retried, twice.
import { QueryClient } from '@tanstack/react-query';

const TRANSIENT = new Set([502, 503, 504]);

export function retryTransient(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return failureCount < 2 && (typeof status !== 'number' || TRANSIENT.has(status));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: retryTransient } } });
}
