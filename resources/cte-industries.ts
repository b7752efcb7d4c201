import { defineResource } from '../core/model/define.js';
import { NAME_ONLY_LOOKUP } from './_lookup.js';

// California's 15 CTE industry sectors; the id is the state's sector number.
export default defineResource({
  name: 'cte-industries',
  entity: 'CteIndustry',
  table: 'cte_industry',
  label: 'CTE industry sectors',
  labelSingular: 'CTE industry sector',
  specId: 'cteIndustryId',
  ...NAME_ONLY_LOOKUP,
  aliases: [{ method: 'GET', path: '/api/cteindustry', action: 'list' }],
  menu: { group: 'Lookups', icon: 'Factory' },
});
