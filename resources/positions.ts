import { defineResource } from '../core/model/define.js';
import { LOOKUP_ACCESS } from './_access.js';
import { INSTITUTION_TYPES } from './_enums.js';
import { checkPositionWrite } from './_role-rules.js';

// Job titles offered for a contact of an institution type. A position may carry an approval role:
// saving a contact with that position raises the user's role to it (spec 2 §4).
export default defineResource({
  name: 'positions',
  entity: 'Position',
  table: 'position',
  label: 'Positions',
  labelSingular: 'Position',
  specId: 'positionId',
  idStrategy: 'assigned',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100 },
    institutionType: { type: 'enum', values: INSTITUTION_TYPES, required: true },
    approvalRoleId: { type: 'reference', resource: 'roles', help: 'Institution role (one without back-office abilities) a user in this position is raised to' },
  },
  list: { columns: ['id', 'name', 'institutionType', 'approvalRoleId'], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
  filters: [
    { field: 'q', type: 'q', fields: ['name'], alwaysOn: true },
    { field: 'institutionType', type: 'select', alwaysOn: true },
    { field: 'approvalRoleId', type: 'reference' },
  ],
  access: LOOKUP_ACCESS,
  // the approval role is an institution role: no position leads to a back-office ability
  recordAccess: { check: checkPositionWrite },
  audit: true,
  menu: { group: 'Lookups', icon: 'Badge' },
});
