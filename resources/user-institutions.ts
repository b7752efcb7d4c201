import { defineResource } from '../core/model/define.js';
import { MEMBERSHIP_ACCESS } from './_access.js';
import { INSTITUTION_PERMISSIONS } from './_institution-permissions.js';

// A user's membership of one institution (domain.md "UserInstitution"): the institution role the user
// holds there and the permissions granted on top of it. At most one per user and institution; a
// user has up to 1000 (spec 2 §9). The membership calls of spec 2 §7 (server/membership/) keep the
// rules: UC office accounts need AdminManageUCUsers, a role change clears the permissions.
export default defineResource({
  name: 'user-institutions',
  entity: 'UserInstitution',
  table: 'user_institution',
  label: 'User institutions',
  labelSingular: 'User institution',
  specId: 'userInstitutionId',
  recordRepresentation: 'institutionId',
  fields: {
    userId: { type: 'reference', resource: 'users', required: true, label: 'User', index: true },
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'Institution', index: true },
    roleId: { type: 'reference', resource: 'roles', label: 'Institution role' },
    permissions: { type: 'stringList', values: INSTITUTION_PERMISSIONS, default: [] },
    note: { type: 'string', maxLength: 500, help: 'Why the access was granted' },
    createdOn: { type: 'datetime', readOnly: true },
  },
  list: { columns: ['userId', 'institutionId', 'roleId', 'permissions', 'createdOn'], sort: { field: 'createdOn', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['note'], alwaysOn: true },
    { field: 'userId', type: 'reference', alwaysOn: true },
    { field: 'institutionId', type: 'reference', alwaysOn: true },
    { field: 'roleId', type: 'reference' },
  ],
  unique: [{ fields: ['userId', 'institutionId'], message: 'This user is already a member of this institution.' }],
  // written only through the membership calls, which keep the rules above
  access: { list: MEMBERSHIP_ACCESS.list, show: MEMBERSHIP_ACCESS.show, create: false, update: false, delete: false },
  audit: true,
  menu: { group: 'Membership', icon: 'Apartment', hidden: true },
});
