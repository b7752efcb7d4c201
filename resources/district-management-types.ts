import { defineResource } from '../server/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// Who runs a district or school network: the CDE district types for public districts, plus the kinds
// of body behind a private school network.
export default defineResource({
  name: 'district-management-types',
  entity: 'DistrictManagementType',
  table: 'district_management_type',
  label: 'District management types',
  labelSingular: 'District management type',
  specId: 'districtManagementTypeId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
  },
  list: { columns: ['id', 'name'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/districtmanagementtype', action: 'list' }],
  menu: { group: 'Lookups', icon: 'AccountTree' },
});
