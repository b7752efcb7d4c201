import { defineResource } from '../core/model/define.js';
import { ABILITY_CHOICES } from '../core/model/abilities.js';
import { MEMBERSHIP_ACCESS } from './_access.js';
import { checkRoleWrite } from './_role-rules.js';

// A role is a named set of abilities. Staff roles carry admin abilities; institution roles (given to
// external users and to positions as approval roles) carry none here.
export default defineResource({
  name: 'roles',
  entity: 'Role',
  table: 'role',
  label: 'Roles',
  labelSingular: 'Role',
  specId: 'roleId',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 100, unique: true },
    description: { type: 'text' },
    abilities: { type: 'stringList', values: ABILITY_CHOICES, default: [] },
    institutionRank: {
      type: 'integer',
      min: 1,
      max: 99,
      label: 'Institution role rank',
      help: 'Orders the institution roles (a role without abilities): a higher rank is above. Position upgrades and the upgrade / downgrade lists follow it.',
    },
  },
  list: { columns: ['name', 'description'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name', 'description'], alwaysOn: true }],
  sections: [
    { title: 'Role', fields: ['name', 'description', 'institutionRank'] },
    { title: 'Abilities', fields: ['abilities'] },
  ],
  access: MEMBERSHIP_ACCESS,
  // no granting abilities you do not hold, no changing your own role's: resources/_role-rules.ts
  recordAccess: { check: checkRoleWrite },
  audit: true,
  aliases: [
    { method: 'GET', path: '/api/admin/membership/role', action: 'list' },
    { method: 'POST', path: '/api/admin/membership/role', action: 'create' },
    { method: 'GET', path: '/api/admin/membership/role/:id(\\d+)', action: 'show' },
    { method: 'PUT', path: '/api/admin/membership/role/:id(\\d+)', action: 'update' },
    // spec 2 §7 lists POST beside PUT on a role: the same save
    { method: 'POST', path: '/api/admin/membership/role/:id(\\d+)', action: 'update' },
    { method: 'DELETE', path: '/api/admin/membership/role/:id(\\d+)', action: 'delete' },
    // the institution forms read the role names as a lookup
    { method: 'GET', path: '/api/role', action: 'list', access: 'authenticated' },
  ],
  uiRoutes: { list: '/membership/roles', create: '/membership/roles/create', edit: '/membership/roles/edit/:id' },
  menu: { group: 'Membership', icon: 'AdminPanelSettings' },
});
