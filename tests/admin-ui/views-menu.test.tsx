// The Views menu (issue 23 §1, docs/views.md): reachable by keyboard, opens a view (and says what it
// dropped), saves the current view, offers sharing only to those who may share and changing only to
// the owner; on a generated list, the role's default view opens first and names the page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from './support/render-app.js';
import { renderScreen } from './support/render-screen.js';
import { ViewsMenu, type ViewsMenuProps } from '../../admin-ui/views/ViewsMenu.js';
import type { SavedViewJson, ViewsAnswer } from '../../core/contract/views.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';

afterEach(() => vi.unstubAllGlobals());

const view = (v: Partial<SavedViewJson>): SavedViewJson => ({
  id: 1,
  rowVersion: 1,
  resource: 'campuses',
  name: 'High schools',
  filter: { level: 'high' },
  sort: { field: 'name', order: 'ASC' },
  columns: null,
  perPage: null,
  sharedWithRoleIds: [],
  isDefaultForRoleIds: [],
  ownerId: 7,
  ownerName: 'Jane Doe',
  canChange: true,
  isDefaultForMe: false,
  dropped: [],
  ...v,
});

function fakeCall(answer: ViewsAnswer) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  const call = (async (path: string, { method, body }: { method: string; body?: unknown }) => {
    calls.push({ path, method, body });
    if (method === 'GET') return answer;
    if (method === 'POST') return view({ id: 99, ...(body as object), dropped: [] });
    return undefined;
  }) as SpecCall;
  return { call, calls };
}

function renderMenu(answer: ViewsAnswer, props: Partial<ViewsMenuProps> = {}) {
  const fake = fakeCall(answer);
  const apply = vi.fn();
  const onActiveChange = vi.fn();
  renderScreen(
    <ViewsMenu
      resource="campuses"
      current={() => ({ filter: { isActive: true }, sort: { field: 'capacity', order: 'DESC' }, columns: null, perPage: 25 })}
      apply={apply}
      active={null}
      onActiveChange={onActiveChange}
      call={fake.call}
      {...props}
    />,
    { dataProvider: memoryDataProvider({}), abilities: [], rules: {} },
  );
  return { ...fake, apply, onActiveChange };
}

describe('the Views menu', () => {
  it('opens from the keyboard and applies a view, with a notice of what the list no longer knows', async () => {
    const stale = view({ id: 2, name: 'Old one', canChange: false, ownerName: 'Sam Lee', dropped: [{ part: 'filter', key: 'gone', message: 'The filter "gone" no longer exists on this list; it was left out.' }] });
    const { apply, onActiveChange } = renderMenu({ views: [view({}), stale] });
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Views' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await within(menu).findByText('Old one');
    expect(within(menu).getByText('Shared by Sam Lee')).toBeInTheDocument();
    // arrow keys move through the views; Enter opens one
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(apply).toHaveBeenCalledWith(stale));
    expect(onActiveChange).toHaveBeenCalledWith(stale);
    expect(await screen.findByText(/no longer exists on this list/)).toBeInTheDocument();
  });

  it('saves the current view under a name, and offers sharing only to those who may share', async () => {
    const { calls } = renderMenu({ views: [], shareRoles: [{ id: 3, name: 'Analyst' }, { id: 4, name: 'Content Editor' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Views' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Save current view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save current view' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the view a name.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Active by size' } });
    fireEvent.click(within(within(dialog).getByRole('group', { name: 'Share with roles' })).getByLabelText('Content Editor'));
    fireEvent.click(within(within(dialog).getByRole('group', { name: /Default view for roles/ })).getByLabelText('Analyst'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      resource: 'campuses',
      name: 'Active by size',
      filter: { isActive: true },
      sort: { field: 'capacity', order: 'DESC' },
      columns: null,
      perPage: 25,
      sharedWithRoleIds: [4, 3],
      isDefaultForRoleIds: [3],
    });
  });

  it('leaves out sharing for those who may not share, and changing for a view of someone else', async () => {
    const others = view({ canChange: false });
    renderMenu({ views: [others] }, { active: others });
    fireEvent.click(screen.getByRole('button', { name: 'Views' }));
    await screen.findByRole('menuitem', { name: 'Save current view…' });
    expect(screen.queryByRole('menuitem', { name: /^(Rename|Share with|Make default|Delete)/ })).toBeNull();
  });
});

describe('views on a generated list', () => {
  it("opens the role's default view first and puts its name in the title", async () => {
    const dataProvider = memoryDataProvider({
      campuses: [
        { id: 1, name: 'North High', level: 'high', campusTypeId: 10, capacity: 1200, isActive: true, openedOn: '1999-09-01' },
        { id: 2, name: 'Oak Middle', level: 'middle', campusTypeId: 10, capacity: 450, isActive: false, openedOn: '2012-08-15' },
      ],
      'campus-types': [{ id: 10, name: 'Traditional' }],
    });
    fakeServer({ 'GET /api/views': () => ({ body: { views: [view({ isDefaultForMe: true, canChange: false })] } }) });
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider });
    // the list's screen loads lazily: a bound on a slow machine, not a time asserted
    await screen.findByRole('button', { name: 'Views' }, { timeout: 30_000 });
    await waitFor(() => expect(dataProvider.callsOf('getList', 'campuses').at(-1)?.params.filter).toEqual({ level: 'high' }), { timeout: 10_000 });
    await waitFor(() => expect(document.title).toBe('High schools · Campuses | A–G Course Admin'), { timeout: 10_000 });
  });
});
