import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// Ids come from the data and are referenced by rules (id 29 = 2025-26, the first year of discipline 56).
// A year runs from 1 July to 30 June; the calls that pick the current year live in overrides/.
export default defineResource({
  name: 'academic-years',
  entity: 'AcademicYear',
  table: 'academic_year',
  label: 'Academic years',
  labelSingular: 'Academic year',
  specId: 'academicYearId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 20, unique: true, help: 'Written like 2025-26' },
    startDate: { type: 'date', required: true, help: '1 July' },
    endDate: { type: 'date', required: true, help: '30 June' },
  },
  checks: [{ field: 'endDate', after: 'startDate', message: 'The end must be after the start.' }],
  list: { columns: ['id', 'name', 'startDate', 'endDate'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name'], alwaysOn: true }],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/academicyear', action: 'list' }],
  menu: { group: 'Lookups', icon: 'CalendarMonth' },
});
