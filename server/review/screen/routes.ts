// The review screen (spec 3 §2–§9): one review, its lease, rubric, statements, exclusions, notes,
// tags, what the submission says, and the decisions. docs/courses-and-review.md "Review screen calls"
// lists the paths and the choices behind them. Each module registers the calls of its job; this
// file only adds the answer for InvalidReviewPermission, which carries its code (review-errors.ts).
import type { RouteSpec, RouteTable } from '../../http/route-table.js';
import type { RuleRuntime } from '../../rules/runtime.js';
import { ReviewPermissionError } from './review-errors.js';
import { registerReviewModelRoute } from './review-model.js';
import { registerLeaseRoute } from './lease-route.js';
import { registerRubricRoute } from './rubric.js';
import { registerSaveReviewRoute } from './save-review.js';
import { registerNoteRoutes } from './notes.js';
import { registerSubmissionTagRoutes } from './submission-tags.js';
import { registerFeedbackLookupRoutes } from './feedback-lookups.js';
import { registerModificationsRoute } from './modifications.js';
import { registerDescriptionRoutes } from './description.js';
import { registerBasicInfoRoute } from './basic-info.js';
import { registerMaterialRoutes } from './materials.js';
import { registerDecisionRoutes } from './decide-review.js';
import { registerNextReviewRoute } from './next-review.js';
import { registerRemoveFromBatchRoute } from './remove-from-batch.js';
import { registerDecisionReversalRoute } from './decision-reversal.js';
import { registerUndoDecisionRoute } from './undo-decision.js';

/** Registers on `routes` with each handler answering InvalidReviewPermission as { message, code }. */
function answeringReviewPermission(routes: RouteTable): RouteTable {
  const add = (spec: RouteSpec) =>
    routes.add({
      ...spec,
      handler: async (ctx) => {
        try {
          return await spec.handler(ctx);
        } catch (err) {
          if (!(err instanceof ReviewPermissionError)) throw err;
          ctx.res.status(err.status).json({ message: err.message, code: err.code });
          return undefined;
        }
      },
    });
  return Object.assign(Object.create(routes) as RouteTable, { add });
}

export function registerReviewScreenRoutes(routes: RouteTable, rules: RuleRuntime): void {
  const screen = answeringReviewPermission(routes);
  registerReviewModelRoute(screen, rules);
  registerLeaseRoute(screen);
  registerRubricRoute(screen, rules);
  registerSaveReviewRoute(screen, rules);
  registerNoteRoutes(screen);
  registerSubmissionTagRoutes(screen);
  registerFeedbackLookupRoutes(screen);
  registerModificationsRoute(screen);
  registerDescriptionRoutes(screen);
  registerBasicInfoRoute(screen);
  registerMaterialRoutes(screen);
  registerDecisionRoutes(screen, rules);
  registerUndoDecisionRoute(screen);
  registerNextReviewRoute(screen);
  registerRemoveFromBatchRoute(screen);
  registerDecisionReversalRoute(screen);
}
