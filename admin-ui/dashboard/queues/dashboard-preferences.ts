// The dashboard's remembered preferences (spec 1 §9 "dashboard preferences are remembered"): the queue
// tab and the page size, in react-admin's store (the browser's local storage, cleared at sign-out). A
// remembered value the user may no longer use (the 2nd Review tab after losing the ability, a page
// size no longer offered) falls back to the default.
import { useStore } from 'react-admin';
import { hasAbility } from '../../auth/staff-user.js';
import { QUEUE_PAGE_SIZE, QUEUE_PAGE_SIZES } from './queue-api.js';
import { DASHBOARD_QUEUES, type DashboardQueue } from '../../../core/contract/queues.js';

export const QUEUE_TAB_KEY = 'dashboard.queues.tab';
export const QUEUE_PAGE_SIZE_KEY = 'dashboard.queues.pageSize';

export interface DashboardPreferences {
  tab: DashboardQueue;
  setTab: (tab: DashboardQueue) => void;
  pageSize: number;
  setPageSize: (size: number) => void;
}

export const REVIEW_ABILITY = 'AdminReview';
export const SECOND_QUEUE_ABILITY = 'AdminSecondReviewQueue';

/** The queues whose tabs the user sees; none for staff who do not review. */
export function queuesFor(abilities: readonly string[]): readonly DashboardQueue[] {
  if (!hasAbility(abilities, REVIEW_ABILITY)) return [];
  return hasAbility(abilities, SECOND_QUEUE_ABILITY) ? DASHBOARD_QUEUES : DASHBOARD_QUEUES.filter((q) => q !== 'second');
}

/** The tab and page size to show from what was stored, a value no longer offered falling back to the default. */
export function shownPreferences(queues: readonly DashboardQueue[], storedTab: DashboardQueue | undefined, storedSize: number | undefined): { tab: DashboardQueue; pageSize: number } {
  const tab = storedTab !== undefined && queues.includes(storedTab) ? storedTab : queues[0];
  const pageSize = storedSize !== undefined && (QUEUE_PAGE_SIZES as readonly number[]).includes(storedSize) ? storedSize : QUEUE_PAGE_SIZE;
  return { tab, pageSize };
}

export function useDashboardPreferences(queues: readonly DashboardQueue[]): DashboardPreferences {
  const [storedTab, setTab] = useStore<DashboardQueue>(QUEUE_TAB_KEY, queues[0]);
  const [storedSize, setPageSize] = useStore<number>(QUEUE_PAGE_SIZE_KEY, QUEUE_PAGE_SIZE);
  return { ...shownPreferences(queues, storedTab, storedSize), setTab, setPageSize };
}
