import { defineResource } from '../core/model/define.js';
import { NAME_ONLY_LOOKUP } from './_lookup.js';

// Who runs a district or school network: the CDE district types for public districts, plus the kinds
// of body behind a private school network.
export default defineResource({
  name: 'district-management-types',
  entity: 'DistrictManagementType',
  table: 'district_management_type',
  label: 'District management types',
  labelSingular: 'District management type',
  specId: 'districtManagementTypeId',
  ...NAME_ONLY_LOOKUP,
  aliases: [{ method: 'GET', path: '/api/districtmanagementtype', action: 'list' }],
  menu: { group: 'Lookups', icon: 'AccountTree' },
});
