import { defineResource } from '../core/model/define.js';
import { NAME_ONLY_LOOKUP } from './_lookup.js';

// Honors designations a course can claim; a course without one leaves honorsTypeId empty.
export default defineResource({
  name: 'honors-types',
  entity: 'HonorsType',
  table: 'honors_type',
  label: 'Honors types',
  labelSingular: 'Honors type',
  specId: 'honorsTypeId',
  ...NAME_ONLY_LOOKUP,
  aliases: [{ method: 'GET', path: '/api/honorstype', action: 'list' }],
  menu: { group: 'Lookups', icon: 'EmojiEvents' },
});
