import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// Pathways within a CTE industry sector. The per-sector call lives in overrides/cte-pathways.
export default defineResource({
  name: 'cte-pathways',
  entity: 'CtePathway',
  table: 'cte_pathway',
  label: 'CTE pathways',
  labelSingular: 'CTE pathway',
  specId: 'ctePathwayId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 150 },
    cteIndustryId: { type: 'reference', resource: 'cte-industries', required: true },
  },
  list: { columns: ['id', 'name', 'cteIndustryId'], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
  filters: [
    { field: 'q', type: 'q', fields: ['name'], alwaysOn: true },
    { field: 'cteIndustryId', type: 'reference', alwaysOn: true },
  ],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/ctepathway', action: 'list' }],
  menu: { group: 'Lookups', icon: 'AltRoute' },
});
