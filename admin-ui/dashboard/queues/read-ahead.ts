// Reading the dashboard's queue ahead (issue 20 §8): when the sign-in answers, the page of batches the
// dashboard opens on (the remembered tab and page size) is asked for at once, while the app draws its
// shell, instead of when the dashboard is drawn. QueuePanel takes a page read ahead as fresh for a
// while, so it shows it without asking again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStoreContext } from 'react-admin';
import { REVIEW_QUERY_ROOT } from '../../kit/review-call.js';
import { QUEUE_PAGE_SIZE_KEY, QUEUE_TAB_KEY, queuesFor, shownPreferences } from './dashboard-preferences.js';
import type { DashboardQueue, QueuePage, QueueRequest } from '../../../core/contract/queues.js';
import { useQueueApi } from './use-queue-actions.js';
import type { Wire } from '../../../core/contract/wire.js';

/** A page read ahead at sign-in is shown as it is when the dashboard comes to it within this time. */
export const READ_AHEAD_FRESH_MS = 10_000;

const readAhead = new WeakSet<Wire<QueuePage>>();

export const queuePageKey = (request: QueueRequest) => [REVIEW_QUERY_ROOT, 'assigned', request];

/** QueuePanel's staleTime: a page read ahead is fresh for a while, any other page is read again on mount. */
export const queuePageStaleTime = (query: { state: { data: Wire<QueuePage> | undefined } }) => (query.state.data && readAhead.has(query.state.data) ? READ_AHEAD_FRESH_MS : 0);

/** Reads the first page of the queue the dashboard will show the user with these abilities. */
export function useReadQueueAhead(): (abilities: readonly string[]) => void {
  const api = useQueueApi();
  const queryClient = useQueryClient();
  const store = useStoreContext();
  return useCallback(
    (abilities) => {
      const queues = queuesFor(abilities);
      if (!queues.length) return;
      const { tab, pageSize } = shownPreferences(queues, store.getItem<DashboardQueue>(QUEUE_TAB_KEY), store.getItem<number>(QUEUE_PAGE_SIZE_KEY));
      const request: QueueRequest = { queue: tab, page: 1, pageSize, query: '' };
      void queryClient.prefetchQuery({
        queryKey: queuePageKey(request),
        queryFn: async ({ signal }) => {
          const page = await api.page(request, signal);
          readAhead.add(page);
          return page;
        },
      });
    },
    [api, queryClient, store],
  );
}
