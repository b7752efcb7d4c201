import { defineResource } from '../server/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// California's 15 CTE industry sectors; the id is the state's sector number.
export default defineResource({
  name: 'cte-industries',
  entity: 'CteIndustry',
  table: 'cte_industry',
  label: 'CTE industry sectors',
  labelSingular: 'CTE industry sector',
  specId: 'cteIndustryId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
  },
  list: { columns: ['id', 'name'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/cteindustry', action: 'list' }],
  menu: { group: 'Lookups', icon: 'Factory' },
});
