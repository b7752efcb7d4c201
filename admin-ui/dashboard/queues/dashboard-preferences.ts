// The dashboard's remembered preferences (spec 1 §9 "dashboard preferences are remembered"): the queue
// tab and the page size, in react-admin's store (the browser's local storage, cleared at sign-out). A
// remembered value the user may no longer use (the 2nd Review tab after losing the ability, a page
// size no longer offered) falls back to the default.
import { useStore } from 'react-admin';
import { QUEUE_PAGE_SIZE, QUEUE_PAGE_SIZES, type DashboardQueue } from './queue-api.js';

export const QUEUE_TAB_KEY = 'dashboard.queues.tab';
export const QUEUE_PAGE_SIZE_KEY = 'dashboard.queues.pageSize';

export interface DashboardPreferences {
  tab: DashboardQueue;
  setTab: (tab: DashboardQueue) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
}

export function useDashboardPreferences(queues: readonly DashboardQueue[]): DashboardPreferences {
  const [storedTab, setTab] = useStore<DashboardQueue>(QUEUE_TAB_KEY, queues[0]);
  const [storedSize, setPageSize] = useStore<number>(QUEUE_PAGE_SIZE_KEY, QUEUE_PAGE_SIZE);
  const tab = queues.includes(storedTab) ? storedTab : queues[0];
  const pageSize = (QUEUE_PAGE_SIZES as readonly number[]).includes(storedSize) ? storedSize : QUEUE_PAGE_SIZE;
  return { tab, setTab, pageSize, setPageSize };
}
