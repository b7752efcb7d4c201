import { defineResource } from '../core/model/define.js';
import { CONTENT_ACCESS } from './_access.js';

// E-mail templates with {{placeholders}} and a {{#courses}}…{{/courses}} collection block.
// The code sends them by key, so staff edit the wording but never add or remove templates.
// Ids are assigned so a template keeps its id across databases.
export default defineResource({
  name: 'notification-templates',
  entity: 'NotificationTemplate',
  table: 'notification_template',
  label: 'Notification templates',
  labelSingular: 'Notification template',
  specId: 'notificationId',
  idStrategy: 'assigned',
  recordRepresentation: 'title',
  fields: {
    key: { type: 'string', maxLength: 100, unique: true, readOnly: true, help: 'Name the code sends the template by' },
    title: { type: 'string', required: true, maxLength: 200 },
    messageTitleTemplate: { type: 'string', required: true, maxLength: 300, label: 'Subject' },
    messageTemplate: { type: 'richtext', required: true, label: 'Message' },
    collectionTemplate: { type: 'text', help: 'Repeated once per course inside {{#courses}}…{{/courses}}' },
  },
  // the key is the code's name for the template: searched by, never shown
  list: { columns: ['title', 'messageTitleTemplate'], sort: { field: 'title', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['title', 'messageTitleTemplate', 'messageTemplate', 'key'], alwaysOn: true }],
  sections: [
    { title: 'Template', fields: ['title'] },
    { title: 'Message', fields: ['messageTitleTemplate', 'messageTemplate', 'collectionTemplate'] },
  ],
  access: { ...CONTENT_ACCESS, create: false, delete: false },
  audit: true,
  aliases: [
    { method: 'GET', path: '/api/notification', action: 'list' },
    { method: 'GET', path: '/api/notification/:id(\\d+)', action: 'show' },
  ],
  uiRoutes: { list: '/cms/notifications', edit: '/cms/notifications/edit/:id' },
  menu: { group: 'Content', icon: 'Email' },
});
