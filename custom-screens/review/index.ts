// The review screen (spec 3 §2): /review/{batchId}?reviewId to work on a submission of a batch, and
// /review/view/{batchId}?reviewId to read one, with recall from 2nd review. Reached from the
// dashboard's queues, so no menu entry. The code loads when a route is first opened.
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';

/** Who reads a review (server/review/screen/route-names.ts SCREEN_READ): analysts and course managers. */
export const REVIEW_SCREEN_ABILITY = ['AdminReview', 'AdminManageCourses'] as const;

export default defineCustomScreen({
  name: 'review',
  routes: [
    { path: '/review/view/:batchId', element: lazyScreenElement(() => import('./ReviewViewScreen.js'), 'ReviewViewScreen'), ability: REVIEW_SCREEN_ABILITY },
    { path: '/review/:batchId', element: lazyScreenElement(() => import('./ReviewScreen.js'), 'ReviewScreen'), ability: REVIEW_SCREEN_ABILITY },
  ],
});
