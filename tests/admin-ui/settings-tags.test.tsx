// @vitest-environment jsdom
// /settings/tags is the generic inline list (admin-ui/builder/inline-list) that resources/tags.ts asks
// for: these are the tag screen's behaviours (spec 3 §2, §4, §5) through that one component.
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import tags from '../../resources/tags.js';
import { InlineListScreen } from '../../admin-ui/builder/inline-list/InlineListScreen.js';
import { memoryDataProvider, type MemoryDataProvider } from './support/memory-data-provider.js';
import { renderScreen, stubFetch } from './support/render-screen.js';
import { WriteAccessProbe, readOnly } from './support/access-probes.js';

const TAGS = [
  { id: 1, name: 'Biology', isDeprecated: false, isDeleted: false },
  { id: 2, name: 'Dual enrollment', isDeprecated: true, isDeleted: false },
  { id: 3, name: 'Old pilot', isDeprecated: false, isDeleted: true },
];

let dataProvider: MemoryDataProvider;

function renderTags(abilities = ['AdminManageSettings']) {
  return renderScreen(<InlineListScreen def={tags} />, { dataProvider, abilities, rules: { tags: tags.access }, path: '/settings/tags' });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  dataProvider = memoryDataProvider({ tags: TAGS }, { softDelete: { tags: 'isDeleted' } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/settings/tags (inline list of the tags model)', () => {
  it('lists tags with their flags, greys out deleted ones, and names the page within Site Settings', async () => {
    renderTags();
    await screen.findByText('Biology');
    expect(document.title).toBe('Tags · Site Settings | A–G Course Admin');
    expect(within(row('Dual enrollment')).getByText('Deprecated')).toBeInTheDocument();
    const deleted = row('Old pilot');
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
    // a deleted tag keeps only its audit history
    expect(within(deleted).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Audit history of Old pilot']);
    // the list asks for deleted rows: lists leave them out unless asked
    expect(dataProvider.callsOf('getList', 'tags')[0].params).toMatchObject({ filter: { includeDeleted: true }, sort: tags.list.sort });
  });

  it('keeps the add button disabled until a name is typed', async () => {
    const user = userEvent.setup();
    renderTags();
    await screen.findByText('Biology');
    const add = screen.getByRole('button', { name: 'Add tag' });
    expect(add).toBeDisabled();
    await user.type(screen.getByLabelText('New tag name'), '   ');
    expect(add).toBeDisabled();
    expect(screen.getByText('A name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New tag name'), 'Ethnic studies');
    expect(add).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(dataProvider.callsOf('create', 'tags')).toHaveLength(1));
    expect(dataProvider.callsOf('create', 'tags')[0].params.data).toEqual({ name: 'Ethnic studies' });
    expect(await screen.findByText('Ethnic studies')).toBeInTheDocument();
    expect(screen.getByLabelText('New tag name')).toHaveValue('');
  });

  it('shows the server’s refusal of a new name under the name box', async () => {
    dataProvider.create = async () => {
      throw new HttpError('Please correct the highlighted fields.', 400, {
        message: 'Please correct the highlighted fields.',
        errors: { name: 'This value is already used.', root: { serverError: 'Please correct the highlighted fields.' } },
      });
    };
    const user = userEvent.setup();
    renderTags();
    await user.type(await screen.findByLabelText('New tag name'), 'Biology{Enter}');
    expect(await screen.findByText('This value is already used.')).toBeInTheDocument();
    expect(screen.getByLabelText('New tag name')).toHaveAttribute('aria-invalid', 'true');
    // typing again clears the refusal
    await user.type(screen.getByLabelText('New tag name'), ' 2');
    expect(screen.queryByText('This value is already used.')).toBeNull();
  });

  it('saves a rename on Enter at once, and Undo writes the old name back', async () => {
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Rename Biology' }));
    const input = screen.getByLabelText('Tag name');
    await user.clear(input);
    await user.type(input, 'Life science{Enter}');
    // sent at once, not when the notification closes
    await waitFor(() => expect(dataProvider.callsOf('update', 'tags')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'tags')[0].params).toMatchObject({ id: 1, data: { name: 'Life science' } });
    expect(await screen.findByText('Life science')).toBeInTheDocument();
    expect(dataProvider.rows('tags').find((t) => t.id === 1)!.name).toBe('Life science');

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(dataProvider.callsOf('update', 'tags')).toHaveLength(2));
    expect(dataProvider.callsOf('update', 'tags')[1].params).toMatchObject({ id: 1, data: { name: 'Biology' } });
    expect(await screen.findByText('Biology')).toBeInTheDocument();
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
    // a rename saved afterwards is the one update sent: neither the refused Enter nor Escape sent any
    await user.click(screen.getByRole('button', { name: 'Rename Biology' }));
    await user.clear(screen.getByLabelText('Tag name'));
    await user.type(screen.getByLabelText('Tag name'), 'Botany{Enter}');
    await waitFor(() => expect(dataProvider.callsOf('update')).toHaveLength(1));
    expect(dataProvider.callsOf('update')[0].params).toMatchObject({ id: 1, data: { name: 'Botany' } });
  });

  it('marks a tag deprecated', async () => {
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Mark deprecated: Biology' }));
    await waitFor(() => expect(dataProvider.callsOf('update', 'tags')).toHaveLength(1));
    expect(dataProvider.callsOf('update', 'tags')[0].params).toMatchObject({ id: 1, data: { isDeprecated: true } });
    await waitFor(() => expect(within(row('Biology')).getByText('Deprecated')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Clear deprecated: Biology' })).toBeInTheDocument();
  });

  it('asks before removing and sends removeReferences=false by default', async () => {
    const { calls, fetchMock } = stubFetch(() => ({ id: 1, name: 'Biology', isDeleted: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Remove Biology' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Remove the tag “Biology”\?/)).toBeInTheDocument();
    const checkbox = within(dialog).getByRole('checkbox', { name: /also remove this tag/i });
    expect(checkbox).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/admin/tag/1?removeReferences=false');
    expect(calls[0].init.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends removeReferences=true when the box is ticked, and starts at no on the next opening', async () => {
    const { calls, fetchMock } = stubFetch(() => ({ id: 2, name: 'Dual enrollment', isDeleted: true }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderTags();
    await user.click(await screen.findByRole('button', { name: 'Remove Dual enrollment' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /also remove this tag/i }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].url).toBe('/api/admin/tag/2?removeReferences=true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove Biology' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /also remove this tag/i })).not.toBeChecked();
  });

  it('filters by the search box', async () => {
    const user = userEvent.setup();
    renderTags();
    await screen.findByText('Biology');
    await user.type(screen.getByLabelText('Search tags'), 'dual');
    await waitFor(() => expect(screen.queryByText('Biology')).toBeNull(), { timeout: 3000 });
    expect(screen.getByText('Dual enrollment')).toBeInTheDocument();
    // includeDeleted: the screen shows deleted tags, marked (lists leave them out unless asked)
    expect(dataProvider.callsOf('getList', 'tags').at(-1)!.params.filter).toEqual({ q: 'dual', includeDeleted: true });
  });

  it('hides every write control from a reader', async () => {
    renderScreen(
      <>
        <InlineListScreen def={tags} />
        <WriteAccessProbe resource="tags" />
      </>,
      { dataProvider, abilities: ['AdminReview'], rules: { tags: tags.access }, path: '/settings/tags' },
    );
    await screen.findByText('Biology');
    // canAccess answers asynchronously: once the probe shows the answers, the screen has drawn them too
    await screen.findByText(readOnly('tags'));
    expect(screen.queryByRole('button', { name: 'Add tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename|Remove|deprecated/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Audit history of / })).toHaveLength(3);
  });
});
