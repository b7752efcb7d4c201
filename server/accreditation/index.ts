// Accreditation review (spec 1 §2, §7 "Accreditation"; spec 2 §3–§9): the pending list, an
// institution's accreditation, its files (upload, open, accept or not) and comments, and the pending
// count of the header statistics. docs/accreditation.md.
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { registerAccreditationRoutes } from './routes.js';
import { registerAccreditationStats } from './stats.js';

export { accreditationUploadBodies } from './upload.js';

export function registerAccreditationArea(routes: RouteTable, rules: RuleRuntime): void {
  registerAccreditationRoutes(routes, rules);
  registerAccreditationStats(routes);
}
