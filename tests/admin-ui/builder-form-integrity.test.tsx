// The generated forms and the data rules: an edit sends back the version of the record it opened,
// and a save refused because someone else saved first shows the server's message; a model's
// cross-field check (end after start) is checked in the form, together with the field rules.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineResource } from '../../core/model/define.js';
import { createDataProvider } from '../../admin-ui/data/dataProvider.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { FIXTURE_RESOURCES, fakeServer, renderApp, staffUser } from './support/render-app.js';

const STALE = 'This record was changed by someone else; reload to see it.';
const ENDS_AFTER_START = 'A term ends after it starts.';

const terms = defineResource({
  name: 'terms',
  entity: 'Term',
  table: 'term',
  label: 'Terms',
  labelSingular: 'Term',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'string', required: true, maxLength: 20 },
    startsOn: { type: 'date', required: true, label: 'Starts' },
    endsOn: { type: 'date', required: true, label: 'Ends' },
  },
  checks: [{ field: 'endsOn', after: 'startsOn', message: ENDS_AFTER_START }],
  list: { columns: ['name', 'startsOn', 'endsOn'], sort: { field: 'startsOn', order: 'ASC' }, perPage: 25 },
  access: { list: 'authenticated', show: 'authenticated', create: 'AdminManageLookups', update: 'AdminManageLookups', delete: false },
  audit: false,
});

const EDITOR = staffUser(['AdminManageInstitutions', 'AdminManageLookups']);
const RESOURCES = [...FIXTURE_RESOURCES, terms];
const CAMPUS = { id: 1, rowVersion: 3, name: 'North High', level: 'high', campusTypeId: null, capacity: 1200, isActive: true, openedOn: '1999-09-01', website: null, createdAt: '2024-03-01T10:00:00Z' };

let dataProvider: MemoryDataProvider;

beforeEach(() => {
  dataProvider = memoryDataProvider({ terms: [{ id: 1, rowVersion: 1, name: 'Fall', startsOn: '2026-08-20', endsOn: '2026-12-18' }] });
  fakeServer({});
});
afterEach(() => vi.unstubAllGlobals());

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('generated Edit and the record version', () => {
  it('sends the version it opened and shows the refusal when someone else saved first', async () => {
    const server = fakeServer({
      'GET /api/rest/campuses/1': () => ({ body: CAMPUS }),
      'GET /api/rest/campus-types': () => ({ body: [], headers: { 'Content-Range': 'campus-types 0-0/0' } }),
      'PUT /api/rest/campuses/1': () => ({ status: 409, body: { message: STALE } }),
    });
    renderApp({ path: '/campuses/1', user: EDITOR, dataProvider: createDataProvider(), resources: RESOURCES });
    fireEvent.change(await screen.findByDisplayValue('North High'), { target: { value: 'North High School' } });
    save();

    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(server.find('PUT', '/api/rest/campuses/1')[0].body).toMatchObject({ name: 'North High School', rowVersion: 3 });
    // the user's edit is still in the form
    expect(screen.getByDisplayValue('North High School')).toBeInTheDocument();
  });
});

describe('generated Create on its empty form', () => {
  it('lets Save be pressed before anything is typed, and says what is required instead of sending', async () => {
    renderApp({ path: '/terms/create', user: EDITOR, dataProvider, resources: RESOURCES });
    await screen.findByLabelText(/^Name/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    save();
    expect((await screen.findAllByText('Required')).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(dataProvider.callsOf('create')).toHaveLength(0);
  });
});

describe('cross-field checks in the generated forms', () => {
  it('refuses a term that ends before it starts on create, without calling the server', async () => {
    renderApp({ path: '/terms/create', user: EDITOR, dataProvider, resources: RESOURCES });
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Spring' } });
    fireEvent.change(screen.getByLabelText(/^Starts/), { target: { value: '2027-05-28' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2027-01-11' } });
    save();
    expect(await screen.findByText(ENDS_AFTER_START)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ends/)).toHaveAttribute('aria-invalid', 'true');

    // the field rules still run beside the check
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '' } });
    save();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(dataProvider.callsOf('create')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Spring' } });
    fireEvent.change(screen.getByLabelText(/^Ends/), { target: { value: '2027-05-29' } });
    // the form checks again as the user types: the message goes before the save
    await waitFor(() => expect(screen.queryByText(ENDS_AFTER_START)).not.toBeInTheDocument());
    save();
    await waitFor(() => expect(dataProvider.callsOf('create', 'terms')).toHaveLength(1));
    expect(dataProvider.callsOf('create', 'terms')[0].params).toMatchObject({ data: { name: 'Spring', startsOn: '2027-05-28', endsOn: '2027-05-29' } });
  });

  it('refuses moving the start past the end on edit, and sends the version with a good save', async () => {
    renderApp({ path: '/terms/1', user: EDITOR, dataProvider, resources: RESOURCES });
    // the date input is mounted again when its value changes: look it up each time
    const starts = () => screen.getByLabelText(/^Starts/);
    await waitFor(() => expect(starts()).toHaveValue('2026-08-20'));
    fireEvent.change(starts(), { target: { value: '2027-01-04' } });
    save();
    expect(await screen.findByText(ENDS_AFTER_START)).toBeInTheDocument();
    expect(dataProvider.callsOf('update')).toHaveLength(0);

    // the message stays on the end until the save checks the whole form again
    fireEvent.change(starts(), { target: { value: '2026-08-24' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    save();
    await waitFor(() => expect(dataProvider.callsOf('update', 'terms')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'terms')[0].params).toMatchObject({ data: { startsOn: '2026-08-24', rowVersion: 1 } });
  });
});
