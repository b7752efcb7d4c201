import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// The seven A–G subject areas with the years of study spec 1 §9 requires and recommends.
export default defineResource({
  name: 'subject-areas',
  entity: 'SubjectArea',
  table: 'subject_area',
  label: 'Subject areas',
  labelSingular: 'Subject area',
  specId: 'subjectAreaId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    code: { type: 'string', required: true, maxLength: 1, unique: true, help: 'A to G' },
    name: { type: 'string', required: true, maxLength: 100 },
    yearsRequired: { type: 'integer', required: true, min: 0, max: 4 },
    yearsRecommended: { type: 'integer', min: 0, max: 4, help: 'Only where it exceeds the requirement' },
  },
  list: { columns: ['code', 'name', 'yearsRequired', 'yearsRecommended'], sort: { field: 'code', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['code', 'name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/subjectarea', action: 'list' }],
  menu: { group: 'Lookups', icon: 'LibraryBooks' },
});
