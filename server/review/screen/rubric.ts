// POST /api/admin/review/{reviewId}/rubric/{rubricId} (spec 3 §7): the analyst sets the review's
// rubric. Its value is copied onto the review, so a later edit of the rubric leaves decided reviews
// as they were decided. A deleted rubric cannot be chosen. The answer carries the decisions the
// rules allow with the new value, so the buttons follow at once.
import type { RouteTable } from '../../http/route-table.js';
import { notFound } from '../../http/errors.js';
import type { RuleRuntime } from '../../rules/runtime.js';
import rubrics from '../../../resources/rubrics.js';
import type { RowOf } from '../../../resources/_rows.js';
import { pathId } from './params.js';
import { writeReview } from './review-write.js';
import { decisionOptions, reviewFacts } from './decision-facts.js';
import { REVIEW_ID, SCREEN_WRITE, source } from './route-names.js';

export function registerRubricRoute(routes: RouteTable, rules: RuleRuntime): void {
  routes.add({
    method: 'POST',
    path: `/api/admin/review/${REVIEW_ID}/rubric/:rubricId`,
    ability: SCREEN_WRITE,
    source: source('rubric.ts'),
    handler: async ({ req, em, user }) => {
      const reviewId = pathId(req, 'reviewId', 'review id');
      const rubricId = pathId(req, 'rubricId', 'rubric id');
      const review = await writeReview(em, reviewId, user, async (tx, { review }) => {
        const rubric = await tx.findOne<RowOf<typeof rubrics>>(rubrics.entity, { id: rubricId, isDeleted: false });
        if (!rubric) throw notFound(`Rubric ${rubricId} was not found.`);
        Object.assign(review, { rubricId: rubric.id, rubricValue: rubric.value });
        return review;
      });
      return { rubricId: review.rubricId, value: review.rubricValue, decisions: await decisionOptions(rules, em, await reviewFacts(em, review)) };
    },
  });
}
