// authProvider: access decisions from the boot abilities and the model's rules, sign-in and sign-out
// calls, and what a 401 or 403 from the server leads to.
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../admin-ui/auth/authProvider.js';
import { canAccessResource } from '../../admin-ui/auth/resource-access.js';
import type { StaffUser } from '../../admin-ui/auth/staff-user.js';
import { menuEntries, menuSections } from '../../admin-ui/shell/menu-entries.js';
import { defineMenu } from '../../core/model/menu.js';
import type { CustomScreen } from '../../admin-ui/custom-screen.js';
import { defineResource } from '../../core/model/define.js';
import { fakeServer } from './support/render-app.js';

const lookup = defineResource({
  name: 'colors',
  entity: 'Color',
  table: 'color',
  label: 'Colors',
  fields: { name: { type: 'string', required: true } },
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  access: { list: 'authenticated', show: 'authenticated', create: ['AdminManageLookups', 'AdminManageSettings'], update: 'AdminManageLookups', delete: false },
  audit: false,
  menu: { group: 'Lookups' },
});
const secret = defineResource({
  name: 'secrets',
  entity: 'Secret',
  table: 'secret',
  label: 'Secrets',
  fields: { name: { type: 'string' } },
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  access: { list: 'AdminUserManagement', show: 'AdminUserManagement', create: 'AdminUserManagement', update: 'AdminUserManagement', delete: 'AdminUserManagement' },
  audit: true,
  menu: { group: 'Membership' },
});
const hidden = defineResource({ ...lookup, name: 'shades', entity: 'Shade', table: 'shade', label: 'Shades', menu: { group: 'Lookups', hidden: true } });

const user = (abilities: string[]): StaffUser => ({ id: 1, username: 'u', firstName: 'Una', lastName: 'User', email: 'u@example.org', roleName: null, abilities });

afterEach(() => vi.unstubAllGlobals());

describe('canAccessResource', () => {
  it("maps react-admin's actions onto the model's", () => {
    const editor = ['AdminManageLookups'];
    expect(canAccessResource(editor, lookup, 'list')).toBe(true);
    expect(canAccessResource(editor, lookup, 'show')).toBe(true);
    expect(canAccessResource(editor, lookup, 'edit')).toBe(true); // edit → update
    expect(canAccessResource(editor, lookup, 'create')).toBe(true);
    expect(canAccessResource(editor, lookup, 'clone')).toBe(true); // clone → create
    expect(canAccessResource(editor, lookup, 'export')).toBe(true); // export → list
    expect(canAccessResource(editor, lookup, 'delete')).toBe(false); // access false: never
  });

  it('accepts any one ability of a list, and "authenticated" for any signed-in user', () => {
    expect(canAccessResource(['AdminManageSettings'], lookup, 'create')).toBe(true);
    expect(canAccessResource(['AdminManageSettings'], lookup, 'edit')).toBe(false);
    expect(canAccessResource([], lookup, 'list')).toBe(true);
    expect(canAccessResource(null, lookup, 'list')).toBe(false);
  });

  it('refuses unknown resources and unknown actions', () => {
    expect(canAccessResource(['AdminManageLookups'], undefined, 'list')).toBe(false);
    expect(canAccessResource(['AdminManageLookups'], lookup, 'purge')).toBe(false);
  });
});

describe('authProvider.canAccess', () => {
  it("decides from the boot user's abilities without asking the server", async () => {
    const server = fakeServer({});
    const auth = createAuthProvider([lookup, secret], user(['AdminUserManagement']));
    expect(await auth.canAccess!({ resource: 'secrets', action: 'list' })).toBe(true);
    expect(await auth.canAccess!({ resource: 'colors', action: 'edit' })).toBe(false);
    expect(await auth.canAccess!({ resource: 'nothing', action: 'list' })).toBe(false);
    expect(server.requests).toHaveLength(0);
  });

  it('asks /api/account/me once when the page came without a user', async () => {
    const server = fakeServer({ 'GET /api/account/me': () => ({ body: { user: user(['AdminManageLookups']) } }) });
    const auth = createAuthProvider([lookup], null);
    expect(await auth.canAccess!({ resource: 'colors', action: 'edit' })).toBe(true);
    await auth.checkAuth({});
    expect(await auth.getPermissions!({})).toEqual(['AdminManageLookups']);
    expect(server.find('GET', '/api/account/me')).toHaveLength(1);
  });

  it('refuses everything when nobody is signed in', async () => {
    fakeServer({ 'GET /api/account/me': () => ({ status: 401, body: { message: 'Not signed in' } }) });
    const auth = createAuthProvider([lookup], null);
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(await auth.canAccess!({ resource: 'colors', action: 'list' })).toBe(false);
  });
});

describe('authProvider sign-in and errors', () => {
  it('signs in with the three fields and remembers the user', async () => {
    const server = fakeServer({ 'POST /api/account/login/admin': () => ({ body: { user: user(['AdminUserManagement']) } }) });
    const auth = createAuthProvider([secret], null);
    await auth.login({ username: 'u', password: 'pw', rememberMe: true });
    expect(server.find('POST', '/api/account/login/admin')[0].body).toEqual({ username: 'u', password: 'pw', rememberMe: true });
    expect(await auth.canAccess!({ resource: 'secrets', action: 'list' })).toBe(true);
    expect(await auth.getIdentity!()).toMatchObject({ id: 1, fullName: 'Una User' });
  });

  it("fails sign-in with the server's message", async () => {
    fakeServer({ 'POST /api/account/login/admin': () => ({ status: 429, body: { message: 'Too many attempts. Try again in 5 minutes.' } }) });
    const auth = createAuthProvider([], null);
    await expect(auth.login({ username: 'u', password: 'x' })).rejects.toThrow('Too many attempts. Try again in 5 minutes.');
  });

  it('signs out on the server and forgets the user', async () => {
    const server = fakeServer({ 'POST /api/account/logout': () => ({ status: 204 }), 'GET /api/account/me': () => ({ status: 401 }) });
    const auth = createAuthProvider([secret], user(['AdminUserManagement']));
    await auth.logout({});
    expect(server.find('POST', '/api/account/logout')).toHaveLength(1);
    expect(await auth.canAccess!({ resource: 'secrets', action: 'list' })).toBe(false);
  });

  it('sends a 401 to the sign-in page and a 403 to the access error page', async () => {
    const auth = createAuthProvider([], user([]));
    await expect(auth.checkError(new HttpError('Not signed in', 401))).rejects.toMatchObject({ message: false });
    await expect(auth.checkError(new HttpError('Forbidden', 403))).rejects.toMatchObject({ logoutUser: false, redirectTo: '/error/access' });
    await expect(auth.checkError(new HttpError('Conflict', 409))).resolves.toBeUndefined();
  });
});

describe('sidebar entries', () => {
  it('lists only what the user may list, in the sections of their kind of role, hidden ones left out', () => {
    const menu = defineMenu({
      sections: [
        { name: 'Daily work', label: 'Daily work' },
        { name: 'Settings', label: 'Settings' },
        { name: 'Membership', label: 'Membership' },
        { name: 'Operations', label: 'Operations' },
        { name: 'Lookups', label: 'Reference data', collapsible: true },
      ],
      roleKinds: [
        { name: 'administrator', label: 'Administrator', anyOf: ['AdminUserManagement'], sections: ['Daily work', 'Membership', 'Settings', 'Operations', 'Lookups'] },
        { name: 'staff', label: 'Other staff', sections: ['Daily work', 'Settings', 'Lookups', 'Membership', 'Operations'] },
      ],
    });
    const screens: CustomScreen[] = [
      { name: 'tags', routes: [], menu: [{ to: '/settings/tags', label: 'Tags', group: 'Settings', ability: 'AdminManageSettings' }] },
      { name: 'cache', routes: [], menu: [{ to: '/cache', label: 'Caches', group: 'Operations', ability: 'AdminOperatorConsole' }] },
    ];
    const sections = (abilities: string[]) =>
      menuSections(menu, abilities, menuEntries(abilities, [secret, lookup, hidden], screens)).map((g) => [g.label, g.entries.map((e) => e.label)]);

    expect(sections([])).toEqual([
      ['Daily work', ['Dashboard']],
      ['Reference data', ['Colors']],
    ]);
    expect(sections(['AdminManageSettings', 'AdminOperatorConsole'])).toEqual([
      ['Daily work', ['Dashboard']],
      ['Settings', ['Tags']],
      ['Reference data', ['Colors']],
      ['Operations', ['Caches']],
    ]);
    expect(sections(['AdminUserManagement', 'AdminManageSettings', 'AdminOperatorConsole'])).toEqual([
      ['Daily work', ['Dashboard']],
      ['Membership', ['Secrets']],
      ['Settings', ['Tags']],
      ['Operations', ['Caches']],
      ['Reference data', ['Colors']],
    ]);
  });
});
