import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';

// Bodies that accredit schools. Id 6 is WASC (spec 2 §9): an expired accreditation by any other body
// needs an explanation.
export default defineResource({
  name: 'accrediting-organizations',
  entity: 'AccreditingOrganization',
  table: 'accrediting_organization',
  label: 'Accrediting organizations',
  labelSingular: 'Accrediting organization',
  specId: 'accreditingOrganizationId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 200, unique: true },
    abbreviation: { type: 'string', maxLength: 20 },
    isRegional: { type: 'boolean', default: false, help: 'One of the U.S. regional accreditors' },
  },
  list: { columns: ['id', 'abbreviation', 'name', 'isRegional'], sort: { field: 'id', order: 'ASC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['name', 'abbreviation'], alwaysOn: true },
    { field: 'isRegional', type: 'boolean' },
  ],
  access: LOOKUP_ACCESS,
  audit: true,
  aliases: [{ method: 'GET', path: '/api/accreditingOrganization', action: 'list' }],
  menu: { group: 'Lookups', icon: 'VerifiedUser' },
});
