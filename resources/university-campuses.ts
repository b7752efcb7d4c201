import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// The ten University of California campuses.
export default defineResource({
  name: 'university-campuses',
  entity: 'UniversityCampus',
  table: 'university_campus',
  label: 'University campuses',
  labelSingular: 'University campus',
  specId: 'universityCampusId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
    shortName: { type: 'string', required: true, maxLength: 20, unique: true },
  },
  list: { columns: ['id', 'name', 'shortName'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name', 'shortName'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/universitycampus', action: 'list' }],
  menu: { group: 'Lookups', icon: 'School' },
});
