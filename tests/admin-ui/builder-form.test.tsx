// The generated Edit and Create screens: inputs by type, sections, validators mirroring the model,
// read-only and password fields, and the server's modelState errors shown on their fields.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../admin-ui/data/dataProvider.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';

const EDITOR = staffUser(['AdminManageInstitutions', 'AdminUserManagement']);
const CAMPUS = { id: 1, name: 'North High', level: 'high', campusTypeId: 10, capacity: 1200, isActive: true, openedOn: '1999-09-01', website: null, createdAt: '2024-03-01T10:00:00Z' };
const CAMPUS_TYPES = [
  { id: 10, name: 'Traditional' },
  { id: 11, name: 'Charter' },
];

let dataProvider: MemoryDataProvider;

beforeEach(() => {
  dataProvider = memoryDataProvider({ campuses: [CAMPUS], 'campus-types': CAMPUS_TYPES, 'staff-accounts': [{ id: 3, username: 'amy', email: 'amy@example.org' }] });
  fakeServer({});
});
afterEach(() => vi.unstubAllGlobals());

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('generated Edit', () => {
  it('shows the sections with inputs by type and server-set fields read-only', async () => {
    renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    expect(await screen.findByDisplayValue('North High')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Campus' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('Capacity')).toHaveValue(1200);
    expect(screen.getByLabelText('Active')).toBeChecked();
    expect(screen.getByLabelText('Opened')).toHaveValue('1999-09-01');
    // read-only: displayed, not an input
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Created' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit Campus: North High | A–G Course Admin'));
  });

  it('refuses a blank required field and a too long one before calling the server', async () => {
    renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    const name = await screen.findByDisplayValue('North High');

    fireEvent.change(name, { target: { value: '' } });
    save();
    expect(await screen.findByText('Required')).toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'x'.repeat(41) } });
    save();
    expect(await screen.findByText('Must be 40 characters or less')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Capacity'), { target: { value: '6000' } });
    save();
    expect(await screen.findByText('Must be 5000 or less')).toBeInTheDocument();
    expect(dataProvider.callsOf('update')).toHaveLength(0);
  });

  it('saves only the writable fields', async () => {
    renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    fireEvent.change(await screen.findByDisplayValue('North High'), { target: { value: 'North High School' } });
    save();
    await waitFor(() => expect(dataProvider.callsOf('update')).toHaveLength(1));
    const { data } = dataProvider.callsOf('update')[0].params as { data: Record<string, unknown> };
    expect(data).toMatchObject({ name: 'North High School', level: 'high', capacity: 1200 });
    expect(data).not.toHaveProperty('createdAt');
    expect(data).not.toHaveProperty('id');
  });

  it("puts the server's modelState messages on the fields", async () => {
    const server = fakeServer({
      'GET /api/rest/campuses/1': () => ({ body: CAMPUS }),
      'GET /api/rest/campus-types': () => ({ body: CAMPUS_TYPES, headers: { 'Content-Range': 'campus-types 0-1/2' } }),
      'PUT /api/rest/campuses/1': () => ({
        status: 400,
        body: {
          message: 'Some values are not valid.',
          modelState: { name: ['A campus with this name already exists.', 'Pick another.'], regionCode: ['No such region.'] },
        },
      }),
    });
    renderApp({ path: '/campuses/1', user: EDITOR, dataProvider: createDataProvider() });
    fireEvent.change(await screen.findByDisplayValue('North High'), { target: { value: 'South High' } });
    save();

    expect(await screen.findByText('A campus with this name already exists. Pick another.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Some values are not valid.')).toBeInTheDocument();
    // a message for a field the form has no input for is listed above the form
    expect(screen.getByText('Region code: No such region.')).toBeInTheDocument();
    expect(server.find('PUT', '/api/rest/campuses/1')[0].body).toMatchObject({ name: 'South High' });
  });

  it('never pre-fills a password and keeps it optional on edit', async () => {
    renderApp({ path: '/staff-accounts/3', user: EDITOR, dataProvider });
    expect(await screen.findByDisplayValue('amy')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'amy.lee@example.org' } });
    save();
    await waitFor(() => expect(dataProvider.callsOf('update')).toHaveLength(1));
    expect((dataProvider.callsOf('update')[0].params as { data: object }).data).not.toHaveProperty('password');
  });
});

describe('generated Create', () => {
  it('leaves out server-set fields, applies defaults and creates', async () => {
    renderApp({ path: '/campuses/create', user: EDITOR, dataProvider });
    const name = await screen.findByLabelText(/^Name/);
    expect(screen.queryByText('Created')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Active')).toBeChecked();
    await waitFor(() => expect(document.title).toBe('New Campus | A–G Course Admin'));

    fireEvent.change(name, { target: { value: 'West Campus' } });
    fireEvent.mouseDown(screen.getByLabelText(/^Level/));
    fireEvent.click(await screen.findByRole('option', { name: 'Middle school' }));
    save();

    await waitFor(() => expect(dataProvider.callsOf('create', 'campuses')).toHaveLength(1));
    expect(dataProvider.callsOf('create', 'campuses')[0].params).toMatchObject({ data: { name: 'West Campus', level: 'middle', isActive: true } });
  });

  it('asks for the id of a lookup whose ids are assigned, and sends it', async () => {
    renderApp({ path: '/campus-types/create', user: staffUser(['AdminManageLookups']), dataProvider });
    const id = await screen.findByLabelText(/^ID/);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Magnet' } });
    save();
    expect(await screen.findByText('Required')).toBeInTheDocument();

    fireEvent.change(id, { target: { value: '12' } });
    await waitFor(() => expect(screen.queryByText('Required')).not.toBeInTheDocument());
    save();
    await waitFor(() => expect(dataProvider.callsOf('create', 'campus-types')).toHaveLength(1));
    expect(dataProvider.callsOf('create', 'campus-types')[0].params).toMatchObject({ data: { id: 12, name: 'Magnet' } });
  });

  it('checks the password and e-mail on create', async () => {
    renderApp({ path: '/staff-accounts/create', user: EDITOR, dataProvider });
    fireEvent.change(await screen.findByLabelText(/^Username/), { target: { value: 'bob' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'short' } });
    save();
    expect(await screen.findByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Must be 10 characters at least')).toBeInTheDocument();
    expect(dataProvider.callsOf('create')).toHaveLength(0);
  });
});
