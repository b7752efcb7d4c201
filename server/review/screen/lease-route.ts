// POST /api/admin/review/{reviewId}/lease: the open screen renews its claim every minute (lease.ts).
// The analyst who may work on the review gets { lease, readOnly: false }; anyone else, or the
// analyst after the review was reassigned or decided, gets InvalidReviewPermission.
import type { RouteTable } from '../../http/route-table.js';
import { pathId } from './params.js';
import { renewLease } from './lease.js';
import { refuseBody } from './decide-review.js';
import { REVIEW_ID, SCREEN_WRITE, source } from './route-names.js';

export function registerLeaseRoute(routes: RouteTable): void {
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${REVIEW_ID}/lease`,
    ability: SCREEN_WRITE,
    source: source('lease-route.ts'),
    handler: async ({ req, em, user }) => {
      const reviewId = pathId(req, 'reviewId', 'review id');
      refuseBody(req);
      return renewLease(em, reviewId, user);
    },
  });
}
