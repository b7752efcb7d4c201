import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { OUTBOX_ABILITY } from './notifications-api.js';

// The mail outbox's delivery state (issue 11 §3, docs/notifications.md): the list with resend and one
// message. Reached from the membership landing page; the .eml files of a server without SMTP stay at
// /membership/outbox/files (custom-screens/membership).
export default defineCustomScreen({
  name: 'notifications',
  routes: [
    { path: '/membership/outbox', element: lazyScreenElement(() => import('./DeliveryOutboxScreen.js'), 'DeliveryOutboxScreen'), ability: OUTBOX_ABILITY },
    { path: '/membership/outbox/message/:id', element: lazyScreenElement(() => import('./DeliveryMessageScreen.js'), 'DeliveryMessageScreen'), ability: OUTBOX_ABILITY },
  ],
});
