import { defineResource } from '../core/model/define.js';
import { NAME_ONLY_LOOKUP } from './_lookup.js';

// What kind of program a program institution is (spec 2 §3 programTypeId): summer institutes, dual
// enrollment, arts conservatories… The program form and GET /api/position/{type}?programTypeId read it.
export default defineResource({
  name: 'program-types',
  entity: 'ProgramType',
  table: 'program_type',
  label: 'Program types',
  labelSingular: 'Program type',
  specId: 'programTypeId',
  ...NAME_ONLY_LOOKUP,
  aliases: [{ method: 'GET', path: '/api/programtype', action: 'list' }],
  menu: { group: 'Lookups', icon: 'Category' },
});
