// GET /api/admin/hub: the signed-in user's live stream (hub.ts). Any staff member has one; what it
// carries is filtered by the user's abilities. Only a client asking for an event stream (EventSource
// sends Accept: text/event-stream) gets one: anything else would wait on an answer that never ends.
import type { RouteTable } from '../http/route-table.js';
import { HttpError } from '../http/errors.js';
import type { AdminHub } from './hub.js';

export function registerHubRoutes(routes: RouteTable, hub: AdminHub): void {
  routes.add({
    method: 'GET',
    path: '/api/admin/hub',
    ability: 'authenticated',
    source: 'server/hub/routes.ts',
    handler: async ({ req, res, user }) => {
      if (!String(req.headers.accept ?? '').includes('text/event-stream')) throw new HttpError(406, 'This is an event stream: ask for it with Accept: text/event-stream.');
      await hub.addClient(req, res, user);
    },
  });
}
