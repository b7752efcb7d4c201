// On a phone-sized screen (below the sm breakpoint, 768 px) the generated list is a compact list
// (name, then a few "Label: value" lines) instead of a table, and the navbar's user search sits
// behind an icon.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../core/model/define.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { FIXTURE_RESOURCES, fakeServer, renderApp, staffUser } from './support/render-app.js';
import { matchMediaAt } from './support/viewport.js';

const users = defineResource({
  name: 'users',
  entity: 'User',
  table: 'user',
  label: 'Users',
  recordRepresentation: 'lastName',
  fields: { firstName: { type: 'string' }, lastName: { type: 'string' } },
  list: { columns: ['lastName'], sort: { field: 'lastName', order: 'ASC' }, perPage: 25 },
  access: { list: 'AdminUserManagement', show: 'AdminUserManagement', create: false, update: 'AdminUserManagement', delete: false },
  audit: true,
});

let dataProvider: MemoryDataProvider;
const desktopMatchMedia = window.matchMedia;

/** MUI's media queries answered as a viewport `width` px wide. */
function viewport(width: number) {
  window.matchMedia = matchMediaAt(width);
}

beforeEach(() => {
  dataProvider = memoryDataProvider({
    campuses: [
      { id: 1, name: 'North High', level: 'high', campusTypeId: 10, capacity: 1200, isActive: true },
      { id: 2, name: 'Oak Middle', level: 'middle', campusTypeId: 10, capacity: 450, isActive: false },
    ],
    'campus-types': [{ id: 10, name: 'Traditional' }],
    users: [{ id: 5, firstName: 'Ana', lastName: 'Lopez' }],
  });
  fakeServer({
    'GET /api/admin/membership/user/institution/search': () => ({ body: [{ userId: 5, firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.org' }] }),
  });
});
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
  vi.unstubAllGlobals();
});

describe('narrow screens', () => {
  it('lists records compactly below 768 px, each opening its edit page', async () => {
    viewport(400);
    const { router } = renderApp({ path: '/campuses', user: staffUser(['AdminManageInstitutions']), dataProvider });
    const north = (await screen.findByText('North High')).closest('a')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // the next columns under the name, labelled; the enum by its name, the reference by its target's name
    expect(within(north).getByText(/Level:/)).toBeInTheDocument();
    expect(within(north).getByText('High school')).toBeInTheDocument();
    expect(await within(north).findByText('Traditional')).toBeInTheDocument();
    fireEvent.click(north);
    await waitFor(() => expect(router.state.location.pathname).toBe('/campuses/1'));
  });

  it('keeps the table from 768 px up', async () => {
    viewport(1024);
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider });
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('opens the user search from an icon in the navbar', async () => {
    viewport(400);
    const { router } = renderApp({ path: '/dashboard/', user: staffUser(['AdminUserManagement']), dataProvider, resources: [...FIXTURE_RESOURCES, users] });
    fireEvent.click(await screen.findByRole('button', { name: 'Find a user or analyst' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Find a user or analyst' }), { target: { value: 'Lo' } });
    fireEvent.click(await screen.findByRole('option', { name: /Ana Lopez/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/5'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
