import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// Disciplines within a subject area, as real A–G course lists name them (seeds/lookups/curriculum.ts).
// Ids 15, 16 and 56 (Mathematics) drive the math category 4
// question; a discipline may start in a later year (56 from academic year 29), hence firstAcademicYearId.
export default defineResource({
  name: 'disciplines',
  entity: 'Discipline',
  table: 'discipline',
  label: 'Disciplines',
  labelSingular: 'Discipline',
  specId: 'disciplineId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 150 },
    subjectAreaId: { type: 'reference', resource: 'subject-areas', required: true },
    firstAcademicYearId: { type: 'reference', resource: 'academic-years', help: 'First year courses may use it; empty: always' },
  },
  list: { columns: ['id', 'name', 'subjectAreaId', 'firstAcademicYearId'], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
  filters: [
    { field: 'q', type: 'q', fields: ['name'], alwaysOn: true },
    { field: 'subjectAreaId', type: 'reference', alwaysOn: true },
  ],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/discipline', action: 'list' }],
  menu: { group: 'Lookups', icon: 'Category' },
});
