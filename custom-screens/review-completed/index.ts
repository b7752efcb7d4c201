import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

/** Spec 3 §6: reviewers read their completed reviews (all analysts' with AdminReportAnalystReviewProgress). */
const REVIEW_ABILITY = 'AdminReview';

export default defineCustomScreen({
  name: 'review-completed',
  routes: [
    { path: '/review/completed', element: lazyScreenElement(() => import('./CompletedListScreen.js'), 'CompletedListScreen'), ability: REVIEW_ABILITY },
    { path: '/review/completed/:id', element: lazyScreenElement(() => import('./CompletedDetailsScreen.js'), 'CompletedDetailsScreen'), ability: REVIEW_ABILITY },
  ],
  menu: [{ to: '/review/completed', label: 'Completed reviews', group: 'Daily work', icon: FactCheckIcon, ability: REVIEW_ABILITY }],
});
