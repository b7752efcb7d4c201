import { defineResource } from '../core/model/define.js';
import { NAME_ONLY_LOOKUP } from './_lookup.js';

// Who governs a school (spec 2 §3 governanceId): public, private, tribal or federal, or a school
// abroad. The school search narrows by it (GET /api/institution/search/school?governanceId).
export default defineResource({
  name: 'governances',
  entity: 'Governance',
  table: 'governance',
  label: 'Governances',
  labelSingular: 'Governance',
  specId: 'governanceId',
  ...NAME_ONLY_LOOKUP,
  aliases: [{ method: 'GET', path: '/api/governance', action: 'list' }],
  menu: { group: 'Lookups', icon: 'AccountBalance' },
});
