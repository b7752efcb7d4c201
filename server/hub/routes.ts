// GET /api/admin/hub: the signed-in user's live stream (hub.ts). Any staff member has one; what it
// carries is filtered by the user's abilities.
import type { RouteTable } from '../http/route-table.js';
import type { AdminHub } from './hub.js';

export function registerHubRoutes(routes: RouteTable, hub: AdminHub): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/hub',
    ability: 'authenticated',
    source: 'server/hub/routes.ts',
    handler: async ({ req, res, user }) => {
      await hub.addClient(req, res, user);
    },
  });
}
