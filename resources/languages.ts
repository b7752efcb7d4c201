import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// Languages a subject area E (Language Other than English) course can teach.
export default defineResource({
  name: 'languages',
  entity: 'Language',
  table: 'language',
  label: 'Languages',
  labelSingular: 'Language',
  specId: 'languageId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
    isClassical: { type: 'boolean', default: false, help: 'Latin, Classical Greek: no oral proficiency expected' },
  },
  list: { columns: ['id', 'name', 'isClassical'], sort: { field: 'name', order: 'ASC' }, perPage: 50 },
  filters: [{ field: 'q', type: 'q', fields: ['name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/language', action: 'list' }],
  menu: { group: 'Lookups', icon: 'Translate' },
});
