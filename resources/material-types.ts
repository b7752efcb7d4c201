import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// The nine kinds of course material (textbook, website …). `suffix` is the spec's path suffix of each
// kind's form; ids 1–9 are fixed because stored materials and the forms refer to them.
export default defineResource({
  name: 'material-types',
  entity: 'MaterialType',
  table: 'material_type',
  label: 'Material types',
  labelSingular: 'Material type',
  specId: 'materialTypeId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
    suffix: { type: 'string', required: true, maxLength: 40, format: 'code', unique: true, help: 'The path suffix of the kind\'s form, e.g. textbook' },
    sortOrder: { type: 'integer', required: true, default: 0, min: 0 },
  },
  list: { columns: ['id', 'name', 'suffix', 'sortOrder'], sort: { field: 'sortOrder', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name', 'suffix'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  menu: { group: 'Lookups', icon: 'MenuBook' },
});
