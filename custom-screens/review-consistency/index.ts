import InsightsIcon from '@mui/icons-material/Insights';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

/** Spec 1 §6: all analysts' data is for those with AdminReportAnalystReviewProgress. */
const ALL_ANALYSTS_ABILITY = 'AdminReportAnalystReviewProgress';

export default defineCustomScreen({
  name: 'review-consistency',
  routes: [{ path: '/review/consistency', element: lazyScreenElement(() => import('./ConsistencyScreen.js'), 'ConsistencyScreen'), ability: ALL_ANALYSTS_ABILITY }],
  menu: [{ to: '/review/consistency', label: 'Reviewer consistency', group: 'Daily work', icon: InsightsIcon, ability: ALL_ANALYSTS_ABILITY }],
});
