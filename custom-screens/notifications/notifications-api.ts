// The outbox calls the notification screens make (server/notifications/routes.ts), typed by the contract
// (core/contract/notifications.ts).
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';
import { MAIL_STATES, type DeliveryList, type DeliveryListRequest, type DeliveryMessage, type DeliveryRow, type MailState, type Resent } from '../../core/contract/notifications.js';
export const DELIVERY_PATH = '/api/admin/notifications/outbox';
export const NOTIFICATIONS_QUERY_ROOT = 'notifications-outbox';
/** the outbox holds verification links: superusers only, like the server's routes */
export const OUTBOX_ABILITY = 'AdminOperatorConsole';
export const STATES: MailState[] = [...MAIL_STATES];
export const STATE_LABELS: Record<MailState, string> = { pending: 'Pending', sending: 'Sending', sent: 'Sent', failed: 'Failed' };


export function notificationsApi(call: SpecCall) {
  return {
    list: (r: DeliveryListRequest, signal?: AbortSignal) => {
      const q = new URLSearchParams({ pageNumber: String(r.page), pageSize: String(r.pageSize) });
      if (r.state) q.set('state', r.state);
      if (r.to.trim()) q.set('to', r.to.trim());
      return call<DeliveryList>(`${DELIVERY_PATH}?${q}`, { method: 'GET', signal });
    },
    message: (id: number, signal?: AbortSignal) => call<DeliveryMessage>(`${DELIVERY_PATH}/${id}`, { method: 'GET', signal }),
    resend: (id: number) => call<Resent>(`${DELIVERY_PATH}/${id}/resend`, { method: 'POST', body: {} }),
  };
}

export const messagePath = (id: number) => `/membership/outbox/message/${id}`;

/** A message the worker is about to take (sending, or pending with its attempt within a minute): its view reads again. */
export const movingSoon = (r: Pick<DeliveryRow, 'state' | 'nextAttemptAt'>) => r.state === 'sending' || (r.state === 'pending' && Date.parse(r.nextAttemptAt) - Date.now() < 60_000);
