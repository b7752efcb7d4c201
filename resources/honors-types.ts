import { defineResource } from '../server/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// Honors designations a course can claim; a course without one leaves honorsTypeId empty.
export default defineResource({
  name: 'honors-types',
  entity: 'HonorsType',
  table: 'honors_type',
  label: 'Honors types',
  labelSingular: 'Honors type',
  specId: 'honorsTypeId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
  },
  list: { columns: ['id', 'name'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/honorstype', action: 'list' }],
  menu: { group: 'Lookups', icon: 'EmojiEvents' },
});
