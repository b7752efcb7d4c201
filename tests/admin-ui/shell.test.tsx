// The shell: sidebar groups by ability, spec routes leading to generated screens, error pages,
// custom screens behind their ability, header statistics, the user search, the dashboard and the
// preferences that outlive a session.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { memoryStore } from 'react-admin';
import { defineCustomScreen } from '../../admin-ui/custom-screen.js';
import { keepOnReset } from '../../admin-ui/shell/store.js';
import { defineResource } from '../../core/model/define.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { FIXTURE_RESOURCES, fakeServer, renderApp, staffUser } from './support/render-app.js';

const dataProvider = () =>
  memoryDataProvider({
    campuses: [{ id: 1, name: 'North High', level: 'high', campusTypeId: 10, isActive: true }],
    'campus-types': [{ id: 10, name: 'Traditional' }],
    users: [{ id: 5, firstName: 'Ana', lastName: 'Lopez' }],
    institutions: [
      { id: 1, name: 'A', institutionTypeId: 1 },
      { id: 2, name: 'B', institutionTypeId: 1 },
      { id: 3, name: 'C', institutionTypeId: 2 },
    ],
  });

const reportScreen = defineCustomScreen({
  name: 'reports',
  routes: [{ path: '/reports/weekly', element: createElement('h1', null, 'Weekly report'), ability: 'AdminReportAnalystReviewProgress' }],
  menu: [{ to: '/reports/weekly', label: 'Weekly report', group: 'Reports', ability: 'AdminReportAnalystReviewProgress' }],
});

/** The entries' words as read aloud: an entry's badge (a count, "0" while hidden) is aria-hidden. */
const sidebarLinks = () =>
  screen.getAllByRole('menuitem').map((m) => {
    const read = m.cloneNode(true) as HTMLElement;
    read.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return read.textContent;
  });

afterEach(() => vi.unstubAllGlobals());

describe('sidebar', () => {
  it('shows the sections and entries the user may open, reference data folded', async () => {
    fakeServer({});
    renderApp({ path: '/dashboard/', user: staffUser(['AdminUserManagement', 'AdminReportAnalystReviewProgress']), dataProvider: dataProvider(), customScreens: [reportScreen] });
    await waitFor(() => expect(sidebarLinks()).toEqual(['Dashboard', 'Campuses', 'Staff accounts', 'Weekly report', 'Reference data']));
    for (const group of ['Daily work', 'Institutions', 'Membership', 'Reporting']) expect(screen.getByText(group)).toBeInTheDocument();
  });

  it('leaves out what the user may not list', async () => {
    fakeServer({});
    renderApp({ path: '/dashboard/', user: staffUser([]), dataProvider: dataProvider(), customScreens: [reportScreen] });
    await waitFor(() => expect(sidebarLinks()).toEqual(['Dashboard', 'Campuses', 'Reference data']));
    expect(screen.queryByText('Membership')).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  it('sends / to /dashboard/', async () => {
    fakeServer({});
    renderApp({ path: '/', user: staffUser([]), dataProvider: dataProvider() });
    await waitFor(() => expect(document.title).toBe('Dashboard | A–G Course Admin'));
  });

  it("leads the resource's spec routes to the generated screens", async () => {
    fakeServer({});
    const editor = staffUser(['AdminManageInstitutions']);
    const { unmount } = renderApp({ path: '/campus/edit/1', user: editor, dataProvider: dataProvider() });
    expect(await screen.findByDisplayValue('North High')).toBeInTheDocument();
    unmount();
    renderApp({ path: '/campus/add', user: editor, dataProvider: dataProvider() });
    await waitFor(() => expect(document.title).toBe('New Campus | A–G Course Admin'));
  });

  it('shows the 404 page for unknown paths', async () => {
    fakeServer({});
    renderApp({ path: '/no/such/page', user: staffUser([]), dataProvider: dataProvider() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | A–G Course Admin'));
  });

  it('shows the access page for a resource screen without the ability, with a way back', async () => {
    fakeServer({});
    renderApp({ path: '/staff-accounts', user: staffUser([]), dataProvider: dataProvider() });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to the dashboard/ })).toHaveAttribute('href', '/dashboard/');
  });

  it('guards custom screens by their ability', async () => {
    fakeServer({});
    const { unmount } = renderApp({ path: '/reports/weekly', user: staffUser([]), dataProvider: dataProvider(), customScreens: [reportScreen] });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
    unmount();
    renderApp({ path: '/reports/weekly', user: staffUser(['AdminReportAnalystReviewProgress']), dataProvider: dataProvider(), customScreens: [reportScreen] });
    expect(await screen.findByRole('heading', { name: 'Weekly report' })).toBeInTheDocument();
  });

  it('shows the 500 page', async () => {
    fakeServer({});
    renderApp({ path: '/error/500', user: staffUser([]), dataProvider: dataProvider() });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});

describe('navbar', () => {
  it('shows the header statistics the server returns, and nothing when there are none', async () => {
    fakeServer({ 'GET /api/admin/stats/header': () => ({ body: { stats: [{ key: 'inQueue', label: 'In queue', value: 14 }, { key: 'today', label: 'Today', value: 3 }] } }) });
    const { unmount } = renderApp({ path: '/dashboard/', user: staffUser([]), dataProvider: dataProvider() });
    const stats = await screen.findByRole('list', { name: 'Statistics' });
    expect(within(stats).getByText('In queue: 14')).toBeInTheDocument();
    expect(within(stats).getByText('Today: 3')).toBeInTheDocument();
    unmount();

    fakeServer({ 'GET /api/admin/stats/header': () => ({ body: { stats: [] } }) });
    renderApp({ path: '/dashboard/', user: staffUser([]), dataProvider: dataProvider() });
    await screen.findByText('My recent changes');
    expect(screen.queryByRole('list', { name: 'Statistics' })).not.toBeInTheDocument();
  });

  it('keeps the statistics on one line: what does not fit folds into a "more" list', async () => {
    const labels = ['In queue', 'In review', 'Completed', 'This week', 'Today', 'Pending accreditations', 'Pending audit cancellations'];
    fakeServer({ 'GET /api/admin/stats/header': () => ({ body: { stats: labels.map((label, i) => ({ key: `k${i}`, label, value: i })) } }) });
    // setup.ts answers width queries as 1280 px: room for five chips
    renderApp({ path: '/dashboard/', user: staffUser([]), dataProvider: dataProvider() });
    const stats = await screen.findByRole('list', { name: 'Statistics' });
    expect(within(stats).getByText('Today: 4')).toBeInTheDocument();
    expect(within(stats).queryByText('Pending accreditations: 5')).not.toBeInTheDocument();
    fireEvent.click(within(stats).getByRole('button', { name: '2 more statistics' }));
    const more = await screen.findByRole('list', { name: 'More statistics' });
    expect(within(more).getAllByRole('listitem').map((i) => i.textContent)).toEqual(['Pending accreditations: 5', 'Pending audit cancellations: 6']);
  });

  it('finds institution users and analysts and opens the chosen one', async () => {
    const users = defineResource({
      name: 'users',
      entity: 'User',
      table: 'user',
      label: 'Users',
      recordRepresentation: 'lastName',
      fields: { firstName: { type: 'string' }, lastName: { type: 'string' } },
      list: { columns: ['lastName'], sort: { field: 'lastName', order: 'ASC' }, perPage: 25 },
      access: { list: 'AdminUserManagement', show: 'AdminUserManagement', create: 'AdminUserManagement', update: 'AdminUserManagement', delete: false },
      audit: true,
      menu: { group: 'Membership' },
    });
    const server = fakeServer({
      'GET /api/admin/membership/user/institution/search': () => ({
        body: [{ userId: 5, firstName: 'Ana', lastName: 'Lopez', email: 'ana@school.org', institutionName: 'North High' }],
      }),
      'GET /api/user/analyst/search': () => ({ body: [{ userId: 9, firstName: 'Ann', lastName: 'Analyst', email: 'ann@ucop.edu' }] }),
    });
    renderApp({ path: '/dashboard/', user: staffUser(['AdminUserManagement']), dataProvider: dataProvider(), resources: [...FIXTURE_RESOURCES, users] });

    const box = await screen.findByRole('combobox', { name: 'Find a user or analyst' });
    box.focus(); // the Autocomplete keeps what is typed only while focused
    fireEvent.change(box, { target: { value: 'an' } });
    const option = await screen.findByRole('option', { name: 'Ana Lopez (ana@school.org), North High' }, { timeout: 3000 });
    expect(screen.getByText('Institution users')).toBeInTheDocument();
    expect(screen.getByText('Analysts')).toBeInTheDocument();
    expect(server.find('GET', '/api/admin/membership/user/institution/search')[0].query.get('query')).toBe('an');

    fireEvent.click(option);
    expect(await screen.findByDisplayValue('Lopez')).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it('counts institutions per type, one range [0,0] call per type, and lists my recent changes', async () => {
    const institutions = defineResource({
      name: 'institutions',
      entity: 'Institution',
      table: 'institution',
      label: 'Institutions',
      fields: { name: { type: 'string' }, institutionTypeId: { type: 'enum', values: [{ id: 1, name: 'School' }, { id: 2, name: 'District' }] } },
      list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
      access: { list: 'authenticated', show: 'authenticated', create: false, update: false, delete: false },
      audit: true,
    });
    fakeServer({
      'GET /api/admin/audit/mine': () => ({
        body: { entries: [{ id: 1, auditType: 'U', userName: 'jdoe', createdAt: '2025-02-03T15:04:00Z', entity: 'campuses', entityId: '1', changes: [{ field: 'name', oldValue: 'a', newValue: 'b' }] }] },
      }),
    });
    const provider = dataProvider();
    renderApp({ path: '/dashboard/', user: staffUser([]), dataProvider: provider, resources: [...FIXTURE_RESOURCES, institutions] });

    expect(await screen.findByRole('heading', { name: 'Institutions by type' })).toBeInTheDocument();
    await waitFor(() => expect(provider.callsOf('getList', 'institutions')).toHaveLength(2));
    expect(provider.callsOf('getList', 'institutions').map((c) => c.params)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ filter: { institutionTypeId: 1 }, pagination: { page: 1, perPage: 1 } }),
        expect.objectContaining({ filter: { institutionTypeId: 2 }, pagination: { page: 1, perPage: 1 } }),
      ]),
    );
    // the record is named by its new name, the change by the field's label
    expect(await screen.findByText('Campus b · Name changed')).toBeInTheDocument();
  });
});

describe('preferences', () => {
  it('keeps the theme choice when signing out resets the store', () => {
    const store = keepOnReset(memoryStore());
    store.setup();
    store.setItem('theme', 'dark');
    store.setItem('campuses.listParams', { page: 3 });
    store.reset();
    expect(store.getItem('theme')).toBe('dark');
    expect(store.getItem('campuses.listParams')).toBeUndefined();
  });
});

describe('spec routes and hand-built screens', () => {
  it('lets a hand-built screen keep a path that a resource also names', async () => {
    fakeServer({});
    const campusesPage = defineCustomScreen({
      name: 'campus-add',
      routes: [{ path: '/campus/add', element: createElement('h1', null, 'Hand-built campus form'), ability: 'authenticated' }],
    });
    renderApp({ path: '/campus/add', user: staffUser(['AdminManageInstitutions']), dataProvider: dataProvider(), customScreens: [campusesPage] });
    expect(await screen.findByRole('heading', { name: 'Hand-built campus form' })).toBeInTheDocument();
  });
});
