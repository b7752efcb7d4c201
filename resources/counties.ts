import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// California's 58 counties. The id is the CDE county code, the first two digits of a CDS code.
export default defineResource({
  name: 'counties',
  entity: 'County',
  table: 'county',
  label: 'Counties',
  labelSingular: 'County',
  specId: 'countyId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 50, unique: true },
  },
  list: { columns: ['id', 'name'], sort: { field: 'name', order: 'ASC' }, perPage: 100 },
  filters: [{ field: 'q', type: 'q', fields: ['name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/county', action: 'list' }],
  menu: { group: 'Lookups', icon: 'Map' },
});
