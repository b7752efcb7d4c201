// Course detail (spec 1 §2, §7 "Course"; spec 3 §7 "Tags", root course description and materials):
// the catalogue's courses, their years, offerings, copies, tags and notes. One module per job;
// docs/courses-and-review.md "Course detail calls" describes the choices.
import type { RouteTable } from '../http/route-table.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { registerDetailRoutes } from './detail.js';
import { registerHistoryRoutes } from './history.js';
import { registerArchiveRoutes } from './archive.js';
import { registerActivateRoutes } from './activate.js';
import { registerRubricRoutes } from './rubric.js';
import { registerOfferingRoutes } from './offerings.js';
import { registerBasicInfoRoutes } from './basic-info.js';
import { registerDescriptionRoutes } from './description.js';
import { registerMaterialRoutes } from './materials.js';
import { registerCopyYearRoutes } from './copy-years.js';
import { registerCopyToRoutes } from './copy-to.js';
import { registerCopyToYearRoutes } from './copy-to-years.js';
import { registerCreateRoutes } from './create.js';
import { registerListCopyRoutes } from './list-copy.js';
import { registerTagRoutes } from './tags.js';
import { registerNoteRoutes } from './notes.js';
import { registerPendingRoutes } from './pending.js';
import { registerInstitutionYearRoutes } from './institution-years.js';

export function registerCourseRoutes(routes: RouteTable, rules: RuleRuntime): void {
  registerDetailRoutes(routes, rules);
  registerHistoryRoutes(routes);
  registerArchiveRoutes(routes, rules);
  registerActivateRoutes(routes, rules);
  registerRubricRoutes(routes);
  registerOfferingRoutes(routes, rules);
  registerBasicInfoRoutes(routes, rules);
  registerDescriptionRoutes(routes, rules);
  registerMaterialRoutes(routes);
  registerCopyYearRoutes(routes, rules);
  registerCopyToRoutes(routes, rules);
  registerCopyToYearRoutes(routes, rules);
  registerCreateRoutes(routes, rules);
  registerListCopyRoutes(routes, rules);
  registerTagRoutes(routes);
  registerNoteRoutes(routes);
  registerPendingRoutes(routes);
  registerInstitutionYearRoutes(routes);
}
