// Institution details and its life cycle (spec 1 §2 details screen; spec 2 §4, §7): the course list of
// a year, close a year, reopen, delete, remove from the public course list. docs/institutions.md.
import type { RouteTable } from '../../http/route-table.js';
import { registerCourseListRoute } from './course-list.js';
import { registerCloseRoute } from './close-year.js';
import { registerReopenRoute } from './reopen.js';
import { registerDeleteRoute } from './delete.js';
import { registerRemoveRoute } from './remove.js';

export function registerInstitutionAdminRoutes(routes: RouteTable): void {
  registerCourseListRoute(routes);
  registerCloseRoute(routes);
  registerReopenRoute(routes);
  registerDeleteRoute(routes);
  registerRemoveRoute(routes);
}
