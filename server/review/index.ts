// The review workflow (spec 3 §1–§9, spec 1 dashboard queues): the queues and assignment, and the
// review screen's calls with its decisions. docs/courses-and-review.md describes the data.
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { registerQueueRoutes } from './queues/routes.js';
import { registerReviewScreenRoutes } from './screen/routes.js';

export function registerReviewArea(routes: RouteTable, rules: RuleRuntime): void {
  registerQueueRoutes(routes);
  registerReviewScreenRoutes(routes, rules);
}
