import { defineResource } from '../core/model/define.js';
import { MEMBERSHIP_ACCESS } from './_access.js';
import { USER_KINDS } from './_enums.js';
import { UC_USERS_MESSAGE, checkUserWrite, userScope } from './_user-rules.js';

// Accounts that sign in. A new account stays inactive until its e-mail is verified (spec 2 §4); the
// password column holds an argon2 hash and is never returned.
export default defineResource({
  name: 'users',
  entity: 'User',
  table: 'app_user',
  label: 'Users',
  labelSingular: 'User',
  specId: 'userId',
  recordRepresentation: 'username',
  fields: {
    username: { type: 'string', required: true, maxLength: 60, unique: true },
    email: { type: 'string', required: true, maxLength: 254, format: 'email', index: true },
    firstName: { type: 'string', required: true, maxLength: 100 },
    lastName: { type: 'string', required: true, maxLength: 100 },
    password: { type: 'password' },
    userKind: { type: 'enum', values: USER_KINDS, required: true, default: 'external', label: 'Kind' },
    roleId: { type: 'reference', resource: 'roles' },
    positionId: { type: 'reference', resource: 'positions' },
    phone: { type: 'string', maxLength: 30, format: 'phone' },
    phoneExtension: { type: 'string', maxLength: 10 },
    isInternationalPhone: { type: 'boolean', default: false },
    isActive: { type: 'boolean', default: true, help: 'Inactive accounts cannot sign in' },
    lastLoginAt: { type: 'datetime', readOnly: true },
  },
  list: {
    columns: ['lastName', 'firstName', 'username', 'email', 'userKind', 'roleId', 'isActive', 'lastLoginAt'],
    sort: { field: 'lastName', order: 'ASC' },
    perPage: 25,
  },
  filters: [
    { field: 'q', type: 'q', fields: ['username', 'email', 'firstName', 'lastName'], alwaysOn: true },
    { field: 'userKind', type: 'select', alwaysOn: true },
    { field: 'roleId', type: 'reference' },
    { field: 'isActive', type: 'boolean' },
    { field: 'lastLoginAt', type: 'dateRange' },
  ],
  sections: [
    { title: 'Account', fields: ['username', 'email', 'password', 'isActive', 'lastLoginAt'] },
    { title: 'Person', fields: ['firstName', 'lastName', 'positionId', 'phone', 'phoneExtension', 'isInternationalPhone'] },
    { title: 'Access', fields: ['userKind', 'roleId'] },
  ],
  access: MEMBERSHIP_ACCESS,
  // UC office accounts, your own account and accounts above you: resources/_user-rules.ts
  recordAccess: { scope: userScope, check: checkUserWrite, message: UC_USERS_MESSAGE },
  audit: true,
  aliases: [
    { method: 'GET', path: '/api/admin/membership/user', action: 'list', shape: 'paged' },
    { method: 'GET', path: '/api/admin/membership/user/:id(\\d+)', action: 'show' },
    // spec 2 §7 names the user's path without its verbs: PUT and POST both save the account
    { method: 'PUT', path: '/api/admin/membership/user/:id(\\d+)', action: 'update' },
    { method: 'POST', path: '/api/admin/membership/user/:id(\\d+)', action: 'update' },
    // created unverified and inactive, with a verification mail: server/resource-hooks/users.ts
    { method: 'POST', path: '/api/admin/membership/user', action: 'create' },
    { method: 'DELETE', path: '/api/admin/membership/user/:id(\\d+)', action: 'delete' },
  ],
  uiRoutes: { list: '/membership/users', create: '/membership/users/create', edit: '/membership/users/edit/:id' },
  menu: { group: 'Membership', icon: 'People' },
});
