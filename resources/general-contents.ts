import { defineResource } from '../core/model/define.js';
import { CONTENT_ACCESS } from './_access.js';

// Text blocks the public site and the back office show (notices, help, footers), found by key.
// Updates go through the generated REST PUT: the spec shows no update call of its own.
export default defineResource({
  name: 'general-contents',
  entity: 'GeneralContent',
  table: 'general_content',
  label: 'General content',
  labelSingular: 'General content',
  specId: 'contentManagementId',
  recordRepresentation: 'title',
  fields: {
    key: { type: 'string', required: true, maxLength: 100, unique: true, help: 'Stable name the pages look the text up by' },
    title: { type: 'string', required: true, maxLength: 200 },
    body: { type: 'richtext' },
    isPublished: { type: 'boolean', default: true },
  },
  list: { columns: ['title', 'key', 'isPublished'], sort: { field: 'title', order: 'ASC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['title', 'key', 'body'], alwaysOn: true },
    { field: 'isPublished', type: 'boolean' },
  ],
  sections: [
    { title: 'Content', fields: ['title', 'key', 'isPublished'] },
    { title: 'Text', fields: ['body'] },
  ],
  access: CONTENT_ACCESS,
  audit: true,
  aliases: [
    { method: 'GET', path: '/api/contentmanagement', action: 'list', shape: 'paged' },
    { method: 'GET', path: '/api/contentmanagement/:id(\\d+)', action: 'show' },
    { method: 'POST', path: '/api/contentmanagement', action: 'create' },
  ],
  uiRoutes: { list: '/cms/general', edit: '/cms/general/edit/:id' },
  menu: { group: 'Content', icon: 'Article' },
});
