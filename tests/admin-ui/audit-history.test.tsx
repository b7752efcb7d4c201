// "Audit history" on Edit and Show: the dialog lists who created, updated or deleted the record (by
// name), when, and each changed field old → new.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';

const EDITOR = staffUser(['AdminManageInstitutions', 'AdminManageLookups']);
const ENTRIES = [
  {
    id: 12,
    auditType: 'U',
    userName: 'jdoe',
    personName: 'Jane Doe',
    createdAt: '2025-02-03T15:04:00Z',
    changes: [
      { field: 'name', oldValue: 'North High', newValue: 'North High School' },
      { field: 'isActive', oldValue: true, newValue: false },
    ],
  },
  { id: 11, auditType: 'I', userName: null, createdAt: '2025-01-02T08:00:00Z', changes: [{ field: 'capacity', oldValue: null, newValue: 1200 }] },
];

let dataProvider: MemoryDataProvider;

beforeEach(() => {
  dataProvider = memoryDataProvider({
    campuses: [{ id: 1, name: 'North High School', level: 'high', campusTypeId: 10, isActive: false }],
    'campus-types': [{ id: 10, name: 'Traditional' }],
  });
});
afterEach(() => vi.unstubAllGlobals());

async function openHistory() {
  fireEvent.click(await screen.findByRole('button', { name: 'Audit history' }));
  return screen.findByRole('dialog');
}

describe('audit history', () => {
  it('lists the entries of the record, newest first, with their changes', async () => {
    const server = fakeServer({ 'GET /api/admin/audit/campuses/1': () => ({ body: { entries: ENTRIES } }) });
    renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    const dialog = await openHistory();

    expect(within(dialog).getByText('Audit history: North High School')).toBeInTheDocument();
    const rows = await within(dialog).findAllByRole('row');
    const [updated, created] = rows.slice(1);
    expect(within(updated).getByText('Updated')).toBeInTheDocument();
    // the person by name, not the login name the entry kept
    expect(within(updated).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(updated).queryByText('jdoe')).not.toBeInTheDocument();
    expect(updated).toHaveTextContent('Name: North High → North High School');
    expect(updated).toHaveTextContent('Active: Yes → No');
    expect(within(created).getByText('Created')).toBeInTheDocument();
    expect(within(created).getByText('System')).toBeInTheDocument();
    expect(created).toHaveTextContent('Capacity: (empty) → 1200');
    expect(server.find('GET', '/api/admin/audit/campuses/1')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shortens long values and shows them whole on request', async () => {
    const long = 'x'.repeat(400);
    fakeServer({ 'GET /api/admin/audit/campuses/1': () => ({ body: { entries: [{ id: 13, auditType: 'U', userName: 'jdoe', createdAt: '2025-02-04T10:00:00Z', changes: [{ field: 'name', oldValue: 'short', newValue: long }] }] } }) });
    renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    const dialog = await openHistory();
    const more = await within(dialog).findByRole('button', { name: 'all 400 characters' });
    expect(within(dialog).queryByText(long)).not.toBeInTheDocument();
    fireEvent.click(more);
    expect(within(dialog).getByText(long)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'less' })).toBeInTheDocument();
  });

  it('is offered on the Show page too, and names deletions', async () => {
    fakeServer({
      'GET /api/admin/audit/campuses/1': () => ({ body: { entries: [{ id: 13, auditType: 'D', userName: 'admin', createdAt: '2025-03-01T00:00:00Z', changes: [] }] } }),
    });
    renderApp({ path: '/campuses/1/show', user: EDITOR, dataProvider });
    const dialog = await openHistory();
    expect(await within(dialog).findByText('Deleted')).toBeInTheDocument();
  });

  it('says so when there is no history or no access to it', async () => {
    fakeServer({ 'GET /api/admin/audit/campuses/1': () => ({ status: 403, body: { message: 'Forbidden' } }) });
    renderApp({ path: '/campuses/1', user: EDITOR, dataProvider });
    const dialog = await openHistory();
    expect(await within(dialog).findByText('You do not have access to the audit history.')).toBeInTheDocument();
    // the page itself stays
    expect(screen.getByDisplayValue('North High School')).toBeInTheDocument();
  });

  it('is not offered for resources the model does not audit', async () => {
    fakeServer({});
    renderApp({ path: '/campus-types/10', user: EDITOR, dataProvider });
    expect(await screen.findByDisplayValue('Traditional')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Audit history' })).not.toBeInTheDocument();
  });
});
