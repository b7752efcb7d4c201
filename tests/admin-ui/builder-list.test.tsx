// The generated List screen: columns by field type, filters from the model, sort and page size,
// and the create button only for users who may create.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';

const CAMPUSES = [
  { id: 1, name: 'North High', level: 'high', campusTypeId: 10, capacity: 1200, isActive: true, openedOn: '1999-09-01' },
  { id: 2, name: 'Oak Middle', level: 'middle', campusTypeId: 11, capacity: 450, isActive: false, openedOn: '2012-08-15' },
];
const CAMPUS_TYPES = [
  { id: 10, name: 'Traditional' },
  { id: 11, name: 'Charter' },
];

let dataProvider: MemoryDataProvider;

beforeEach(() => {
  dataProvider = memoryDataProvider({ campuses: CAMPUSES, 'campus-types': CAMPUS_TYPES });
  fakeServer({});
});
afterEach(() => vi.unstubAllGlobals());

const lastListCall = () => dataProvider.callsOf('getList', 'campuses').at(-1)!.params;

describe('generated List', () => {
  it('shows the model columns, rendered by field type', async () => {
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider });
    const row = (await screen.findByText('North High')).closest('tr')!;

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Level', 'Campus type', 'Capacity', 'Active']));
    // enum: the value's name as a chip; reference: the target's recordRepresentation
    expect(within(row).getByText('High school')).toBeInTheDocument();
    expect(await within(row).findByText('Traditional')).toBeInTheDocument();
    expect(within(row).getByText('1,200')).toBeInTheDocument();
    expect(document.title).toBe('Campuses | A–G Course Admin');
  });

  it("asks for the model's sort and page size", async () => {
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider });
    await screen.findByText('North High');
    expect(lastListCall()).toMatchObject({ sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 20 } });
  });

  it('offers the model filters and sends them as the server expects', async () => {
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider });
    await screen.findByText('North High');

    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
    expect(screen.getByLabelText('Level')).toBeInTheDocument();
    expect(screen.getByLabelText('Active')).toBeInTheDocument();
    expect(await screen.findByLabelText('Campus type')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Opened from'), { target: { value: '2010-01-01' } });
    fireEvent.change(screen.getByLabelText('Opened to'), { target: { value: '2015-12-31' } });
    await waitFor(() => expect(lastListCall().filter).toEqual({ openedOn_gte: '2010-01-01', openedOn_lte: '2015-12-31' }));

    fireEvent.change(screen.getByPlaceholderText('Search'), { target: { value: 'oak' } });
    await waitFor(() => expect(lastListCall().filter).toMatchObject({ q: 'oak' }));
  });

  it('filters on an enum value with the select filter', async () => {
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider });
    await screen.findByText('North High');
    fireEvent.mouseDown(screen.getByLabelText('Level'));
    fireEvent.click(await screen.findByRole('option', { name: 'Middle school' }));
    await waitFor(() => expect(lastListCall().filter).toEqual({ level: 'middle' }));
    await waitFor(() => expect(screen.queryByText('North High')).not.toBeInTheDocument());
    expect(screen.getByText('Oak Middle')).toBeInTheDocument();
  });

  it('shows Create only to users who may create', async () => {
    const { unmount } = renderApp({ path: '/campuses', user: staffUser([]), dataProvider });
    await screen.findByText('North High');
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    unmount();

    renderApp({ path: '/campuses', user: staffUser(['AdminManageInstitutions']), dataProvider });
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', '/campuses/create');
  });

  it('opens the edit page from a row for editors', async () => {
    renderApp({ path: '/campuses', user: staffUser(['AdminManageInstitutions']), dataProvider });
    fireEvent.click(await screen.findByText('Oak Middle'));
    expect(await screen.findByText('Edit Campus: Oak Middle')).toBeInTheDocument();
  });

  it('names a referenced record without a name by its resource, never an empty link', async () => {
    dataProvider = memoryDataProvider({ campuses: CAMPUSES, 'campus-types': [{ id: 10, name: '' }, CAMPUS_TYPES[1]] });
    renderApp({ path: '/campuses', user: staffUser(['AdminManageInstitutions']), dataProvider });
    const row = (await screen.findByText('North High')).closest('tr')!;
    expect(await within(row).findByRole('link', { name: 'Campus type' })).toBeInTheDocument();
  });
});
