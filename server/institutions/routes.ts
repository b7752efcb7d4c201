// Institution administration (spec 2 §7 "Institutions", spec 1 §7 "Institutions and districts"):
// look-ups, lists and the school, district and program forms. docs/institutions.md.
import type { RouteTable } from '../http/route-table.js';
import { registerCodeRoutes } from './code-routes.js';
import { registerCommentRoutes } from './comment-routes.js';
import { registerFormRoutes } from './form-routes.js';
import { registerListRoutes } from './list-routes.js';
import { registerRoleRoutes } from './role-routes.js';
import { registerSearchRoutes } from './search-routes.js';
import { registerInstitutionAdminRoutes } from './admin/routes.js';

export function registerInstitutionRoutes(routes: RouteTable): void {
  registerSearchRoutes(routes);
  registerCodeRoutes(routes);
  registerListRoutes(routes);
  registerRoleRoutes(routes);
  registerFormRoutes(routes);
  registerInstitutionAdminRoutes(routes);
  registerCommentRoutes(routes);
}
