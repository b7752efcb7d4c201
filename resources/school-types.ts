import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// Educational-option types of a school (after the CDE's EdOps codes). Id 10 is Other (spec 2 §9):
// a school of that type names its type in otherSchoolType.
export default defineResource({
  name: 'school-types',
  entity: 'SchoolType',
  table: 'school_type',
  label: 'School types',
  labelSingular: 'School type',
  specId: 'schoolTypeId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
    cdeCode: { type: 'string', maxLength: 10, format: 'code', help: 'The code of the CDE educational option type it maps from' },
  },
  list: { columns: ['id', 'name', 'cdeCode'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name', 'cdeCode'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/schoolType', action: 'list' }],
  menu: { group: 'Lookups', icon: 'Apartment' },
});
