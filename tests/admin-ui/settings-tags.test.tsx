// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { SETTINGS_ACCESS } from '../../resources/_access.js';
import { TagsScreen } from '../../custom-screens/settings-tags/TagsScreen.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { renderScreen, stubFetch } from './support/render-screen.js';

const TAGS = [
  { id: 1, name: 'Biology', isDeprecated: false, isDeleted: false },
  { id: 2, name: 'Dual enrollment', isDeprecated: true, isDeleted: false },
  { id: 3, name: 'Old pilot', isDeprecated: false, isDeleted: true },
];

let dataProvider: MemoryDataProvider;

function renderTags(abilities = ['AdminManageSettings']) {
  return renderScreen(<TagsScreen />, { dataProvider, abilities, rules: { tags: SETTINGS_ACCESS }, path: '/settings/tags' });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  dataProvider = memoryDataProvider({ tags: TAGS }, { softDelete: { tags: 'isDeleted' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/settings/tags', () => {
  it('lists tags with their flags and greys out deleted ones', async () => {
    renderTags();
    await screen.findByText('Biology');
    expect(document.title).toBe('Site Settings | A–G Course Admin');
    expect(within(row('Dual enrollment')).getByText('Deprecated')).toBeInTheDocument();
    const deleted = row('Old pilot');
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
    // a deleted tag keeps only its audit history
    expect(within(deleted).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^Audit history of /)]);
  });

  it('keeps the add button disabled until a name is typed', async () => {
    const user = userEvent.setup();
    renderTags();
    await screen.findByText('Biology');
    const add = screen.getByRole('button', { name: 'Add tag' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('New tag name'), '   ');
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('New tag name'), 'Ethnic studies');
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(dataProvider.callsOf('create', 'tags')).toHaveLength(1));
    expect(dataProvider.callsOf('create', 'tags')[0].params.data).toEqual({ name: 'Ethnic studies' });
    expect(await screen.findByText('Ethnic studies')).toBeInTheDocument();
  });

  it('saves a rename on Enter', async () => {
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Rename Biology' }));
    const input = screen.getByLabelText('Tag name');
    await user.clear(input);
    await user.type(input, 'Life science{Enter}');
    expect(await screen.findByText('Life science')).toBeInTheDocument(); // shown at once, undoable
    await waitFor(() => expect(dataProvider.callsOf('update', 'tags')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'tags')[0].params).toMatchObject({ id: 1, data: { name: 'Life science' } });
  });

  it('cancels a rename on Escape and refuses an empty name', async () => {
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Rename Biology' }));
    const input = screen.getByLabelText('Tag name');
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(screen.getByText('A name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Tag name')).toBeInTheDocument(); // still editing
    await user.type(input, 'Changed{Escape}');
    expect(screen.queryByLabelText('Tag name')).toBeNull();
    expect(screen.getByText('Biology')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 300));
    expect(dataProvider.callsOf('update')).toHaveLength(0);
  });

  it('marks a tag deprecated', async () => {
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Mark deprecated: Biology' }));
    await waitFor(() => expect(dataProvider.callsOf('update', 'tags')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'tags')[0].params).toMatchObject({ id: 1, data: { isDeprecated: true } });
  });

  it('asks before removing and sends removeReferences=false by default', async () => {
    const { calls, fetchMock } = stubFetch(() => ({ id: 1, name: 'Biology', isDeleted: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Remove Biology' }));
    const dialog = await screen.findByRole('dialog');
    const checkbox = within(dialog).getByRole('checkbox', { name: /also remove this tag/i });
    expect(checkbox).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/admin/tag/1?removeReferences=false');
    expect(calls[0].init.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends removeReferences=true when the box is ticked', async () => {
    const { calls, fetchMock } = stubFetch(() => ({ id: 2, name: 'Dual enrollment', isDeleted: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Remove Dual enrollment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /also remove this tag/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/admin/tag/2?removeReferences=true');
  });

  it('filters by the search box', async () => {
    const user = userEvent.setup();
    renderTags();
    await screen.findByText('Biology');
    await user.type(screen.getByLabelText('Search tags'), 'dual');
    await waitFor(() => expect(screen.queryByText('Biology')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Dual enrollment')).toBeInTheDocument();
    expect(dataProvider.callsOf('getList', 'tags').at(-1)!.params.filter).toEqual({ q: 'dual' });
  });

  it('hides every write control from a reader', async () => {
    renderTags(['AdminReview']);
    await screen.findByText('Biology');
    // canAccess answers asynchronously: give it time, then check nothing appeared
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename|Remove|deprecated/ })).toBeNull();
  });
});
