// Content management calls that are not one generated action of a resource (spec 1 §7 "Content
// management"). They answer through calls the resources register, so they are registered after them.
import type { RouteTable } from '../http/route-table.js';
import { registerFeedbackBulkDelete } from './feedback-bulk-delete.js';
import { registerFeedbackTemplateByType } from './feedback-template-by-type.js';

export function registerContentRoutes(routes: RouteTable): void {
  registerFeedbackBulkDelete(routes);
  registerFeedbackTemplateByType(routes);
}
