import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

/** The statistics are a reviewer's own (GET /api/admin/review/stats/analyst needs it). */
const REVIEWER_ABILITY = 'AdminReview';

// An analyst's own statistics (spec 3 §2 "Analyst statistics panel") on a page of their own, so that
// the daily menu reaches them without opening a review; the review screen shows the same panel.
export default defineCustomScreen({
  name: 'review-statistics',
  routes: [{ path: '/review/statistics', element: lazyScreenElement(() => import('./StatisticsScreen.js'), 'StatisticsScreen'), ability: REVIEWER_ABILITY }],
  menu: [{ to: '/review/statistics', label: 'My statistics', group: 'Daily work', icon: QueryStatsIcon, ability: REVIEWER_ABILITY }],
});
