// The words of the generated screens come from the model: resource names in dialogs and notifications,
// column headers, the abilities of a role as titled checkboxes under headings, and a new academic
// year's id shown as derived instead of asked for.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import academicYears from '../../resources/academic-years.js';
import academicYearScreens from '../../custom-screens/_overrides/academic-years/screens.js';
import roles from '../../resources/roles.js';
import { ABILITY_GROUPS, ABILITY_TITLES } from '../../core/model/abilities.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { FIXTURE_RESOURCES, fakeServer, renderApp, staffUser } from './support/render-app.js';

let dataProvider: MemoryDataProvider;

beforeEach(() => {
  dataProvider = memoryDataProvider({
    campuses: [{ id: 1, name: 'North High', level: 'high', campusTypeId: 10, capacity: 1200, isActive: true }],
    'campus-types': [{ id: 10, name: 'Traditional' }],
    'staff-accounts': [{ id: 3, username: 'amy', email: 'amy@example.org' }],
    roles: [{ id: 4, name: 'Reviewer', description: null, abilities: ['AdminReview', 'AdminManageUCUsers'] }],
    'academic-years': [{ id: 29, name: '2025-26', startDate: '2025-07-01', endDate: '2026-06-30' }],
  });
  fakeServer({});
});
afterEach(() => vi.unstubAllGlobals());

describe('resource names in react-admin messages', () => {
  it('announces a save with the singular label', async () => {
    renderApp({ path: '/campuses/1', user: staffUser(['AdminManageInstitutions']), dataProvider });
    fireEvent.change(await screen.findByDisplayValue('North High'), { target: { value: 'North High School' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Campus updated')).toBeInTheDocument();
    expect(screen.queryByText('Element updated')).not.toBeInTheDocument();
  });

  it('names the record in the delete dialog and the notification', async () => {
    renderApp({ path: '/staff-accounts/3', user: staffUser(['AdminUserManagement']), dataProvider });
    await screen.findByDisplayValue('amy');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete Staff account amy')).toBeInTheDocument();
    expect(within(dialog).getByText(/delete this Staff account\?/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Staff account deleted')).toBeInTheDocument();
  });
});

describe('abilities of a role', () => {
  it('shows titles under group headings and keeps the codes', async () => {
    renderApp({ path: '/roles/4', user: staffUser(['AdminUserManagement']), dataProvider, resources: [...FIXTURE_RESOURCES, roles] });
    const review = await screen.findByRole('checkbox', { name: /^Review courses/ });
    expect(review).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Manage UC office users/ })).toBeChecked();
    expect(screen.queryByText('AdminManageUCUsers')).not.toBeInTheDocument();
    // in the form: the sidebar's sections are groups too, some with the same names (Institutions)
    const form = within(review.closest('form')!);
    for (const group of ABILITY_GROUPS) expect(form.getByRole('group', { name: group })).toBeInTheDocument();
    const membership = form.getByRole('group', { name: 'Membership' });
    expect(within(membership).getByRole('checkbox', { name: new RegExp(`^${ABILITY_TITLES.AdminUserManagement.title}`) })).not.toBeChecked();
    // what the ability allows is said under its title
    expect(within(membership).getByText('Edit or delete UC office users')).toBeInTheDocument();

    fireEvent.click(review);
    fireEvent.click(within(membership).getByRole('checkbox', { name: /^Manage users and roles/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.callsOf('update', 'roles')).toHaveLength(1));
    expect((dataProvider.callsOf('update', 'roles')[0].params as { data: { abilities: string[] } }).data.abilities).toEqual(['AdminManageUCUsers', 'AdminUserManagement']);
  });
});

describe('academic year create', () => {
  it('shows the id that follows from the start date and does not send one', async () => {
    renderApp({
      path: '/academic-years/create',
      user: staffUser(['AdminManageLookups']),
      dataProvider,
      resources: [...FIXTURE_RESOURCES, academicYears],
      overrides: { 'academic-years': academicYearScreens },
    });
    expect(await screen.findByText('Follows from the start date')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /^ID/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '2030-31' } });
    fireEvent.change(screen.getByLabelText(/^Start date/), { target: { value: '2030-07-01' } });
    fireEvent.change(screen.getByLabelText(/^End date/), { target: { value: '2031-06-30' } });
    expect(await screen.findByText('34 (from the start date)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dataProvider.callsOf('create', 'academic-years')).toHaveLength(1));
    expect((dataProvider.callsOf('create', 'academic-years')[0].params as { data: object }).data).not.toHaveProperty('id', expect.anything());
  });
});
