// Registrations (spec 2 §2–§9 "Registrations"): the list, a registration and its sections, files,
// first and second reviews decided through the registration rule set, approval creating (or, for a
// re-registration, updating) the institution, decision notices, delete, recall, and the pending
// count of the header statistics. docs/registrations.md.
import type { RouteTable } from '../http/route-table.js';
import { registerRegistrationRoutes, type RegistrationDeps } from './routes.js';
import { registerRegistrationStats } from './stats.js';

export { registrationUploadBodies } from './attachments.js';

export function registerRegistrationArea(routes: RouteTable, deps: RegistrationDeps): void {
  registerRegistrationRoutes(routes, deps);
  registerRegistrationStats(routes);
}
