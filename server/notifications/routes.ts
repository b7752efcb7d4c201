// The outbox calls (docs/notifications.md). Messages hold verification links and whatever the
// templates say about institutions: superusers only (AdminOperatorConsole), like the .eml outbox.
import type { RouteTable } from '../http/route-table.js';
import { pathId, queryInt, queryText } from '../http/params.js';
import type { ResourceDef } from '../../core/model/define.js';
import { withDeliveryWords } from './delivery-words.js';
import { DELIVERY_PAGE_SIZE, listDeliveries, parseState, readDelivery, resendDelivery } from './outbox-list.js';

export const NOTIFICATION_OUTBOX_ABILITY = 'AdminOperatorConsole';
export const DELIVERY_PATH = '/api/admin/notifications/outbox';

export function registerNotificationRoutes(routes: RouteTable, opts: { smtp: boolean; resources: readonly ResourceDef[] }): void {
  const source = (file: string) => `server/notifications/${file}`;
  routes.add({
    method: 'GET',
    path: DELIVERY_PATH,
    ability: NOTIFICATION_OUTBOX_ABILITY,
    source: source('outbox-list.ts'),
    handler: async ({ req, em }) => {
      const page = await listDeliveries(em, {
        state: parseState(queryText(req, 'state')),
        to: queryText(req, 'to'),
        page: queryInt(req, 'pageNumber', { min: 1, max: 100_000, fallback: 1 }),
        pageSize: queryInt(req, 'pageSize', { min: 1, max: 500, fallback: DELIVERY_PAGE_SIZE }),
      });
      // where delivered mail goes: an SMTP server, or .eml files (listed at /api/admin/membership/outbox)
      return { delivery: opts.smtp ? 'smtp' : 'files', ...page, result: await withDeliveryWords(em, opts.resources, page.result) };
    },
  });
  routes.add({
    method: 'GET',
    path: `${DELIVERY_PATH}/:id(\\d+)`,
    ability: NOTIFICATION_OUTBOX_ABILITY,
    source: source('outbox-list.ts'),
    handler: async ({ req, em }) => (await withDeliveryWords(em, opts.resources, [await readDelivery(em, pathId(req, 'id'))]))[0],
  });
  routes.add({
    method: 'POST',
    path: `${DELIVERY_PATH}/:id(\\d+)/resend`,
    ability: NOTIFICATION_OUTBOX_ABILITY,
    source: source('outbox-list.ts'),
    handler: ({ req, em }) => resendDelivery(em, pathId(req, 'id')),
  });
}
