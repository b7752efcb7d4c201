// The calls of the review queue screens (dashboard queues, submitted, completed, consistency) to the
// spec's /api/admin/review routes. Unlike useSpecApi, only a 401 (the session is gone) goes to the
// authProvider: a 403 here is a refusal the screen shows in place ("This batch is not in your queue.",
// "You do not have permission to reverse a review decision"), not a reason to leave the page.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { HttpError, useLogoutIfAccessDenied } from 'react-admin';
import { callSpecApi } from './spec-api.js';
import type { SpecApiRequest } from './spec-call.js';
import { HEADER_STATS_QUERY_KEY } from '../shell/HeaderStats.js';

export const REVIEW_API = '/api/admin/review';

/** Every query of these screens starts with this key, so one invalidation refreshes them all. */
export const REVIEW_QUERY_ROOT = 'review-queues';

/** A request without a method is a GET. */
export type ReviewRequest = Omit<SpecApiRequest, 'method'> & { method?: SpecApiRequest['method'] };

export type ReviewCall = <T>(path: string, request?: ReviewRequest) => Promise<T>;

export function useReviewCall(): ReviewCall {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T,>(path: string, request: ReviewRequest = {}) => {
      try {
        return await callSpecApi<T>(path, { ...request, method: request.method ?? 'GET' });
      } catch (error) {
        if (error instanceof HttpError && error.status === 401 && !request.signal?.aborted) await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}

/**
 * After a write that moves submissions: the queues, lists and the header's counts are read again
 * (the spec's live counts), whichever screen is showing them.
 */
export function useRefreshReviewData(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [REVIEW_QUERY_ROOT] }),
      queryClient.invalidateQueries({ queryKey: HEADER_STATS_QUERY_KEY }),
    ]);
  }, [queryClient]);
}

/** The spec's bulk calls take their ids as one comma-separated text. */
export const commaList = (ids: readonly number[]): string => ids.join(',');

/** A query string of the values that are set. */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
