// /cache/: a card per cache with its entries on this server; Clear sends the clear at once, except the
// search index, which asks first; the server's message after, its refusal in place of it; the screen
// and its Operations menu entry only with AdminOperatorConsole.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuEntries } from '../../admin-ui/shell/menu-entries.js';
import { DASHBOARD_PATH } from '../../core/model/shell-menu.js';
import cachesScreen from '../../custom-screens/caches/index.js';
import { CachesScreen } from '../../custom-screens/caches/CachesScreen.js';
import type { CacheInfo } from '../../core/contract/caches.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, type FakeReply, type FakeRequest } from './support/render-app.js';
import { renderScreen } from './support/render-screen.js';

function caches(): CacheInfo[] {
  return [
    { name: 'lookups', title: 'Lookup labels', description: 'Names the search shows.', entries: 3 },
    { name: 'search-index', title: 'Course search index', description: 'One document per course and year.', entries: 1250 },
  ];
}

/** A server whose clear empties the named cache and answers as server/cache/routes.ts does. */
function serve(clear?: (req: FakeRequest) => FakeReply) {
  const held = caches();
  return fakeServer({
    'GET /api/admin/cache/list': () => ({ body: held }),
    'POST /api/admin/cache/clear/lookups': clear ?? clearing(held, 'lookups'),
    'POST /api/admin/cache/clear/search-index': clear ?? clearing(held, 'search-index'),
  });
}

const clearing = (held: CacheInfo[], name: string) => (): FakeReply => {
  const cache = held.find((c) => c.name === name)!;
  cache.entries = 0;
  return { body: { name, message: `${cache.title} cleared on every server.` } };
};

const renderCaches = () => renderScreen(<CachesScreen />, { dataProvider: memoryDataProvider({}), abilities: ['AdminOperatorConsole'], rules: {}, path: '/cache' });
const card = async (title: string) => screen.findByRole('article', { name: title });

afterEach(() => vi.unstubAllGlobals());

describe('the caches screen', () => {
  it('shows each cache with its title, description and entries on this server', async () => {
    serve();
    renderCaches();
    const lookups = await card('Lookup labels');
    expect(lookups).toHaveTextContent('Names the search shows.');
    expect(lookups).toHaveTextContent('3 entries on this server');
    expect(await card('Course search index')).toHaveTextContent('1,250 entries on this server');
    expect(screen.getByRole('heading', { level: 1, name: 'Caches' })).toBeInTheDocument();
  });

  it('clears the lookups at once, shows the server message and reads the entries again', async () => {
    const server = serve();
    renderCaches();
    const user = userEvent.setup();
    await user.click(within(await card('Lookup labels')).getByRole('button', { name: 'Clear Lookup labels' }));
    expect(await screen.findByText('Lookup labels cleared on every server.')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/cache/clear/lookups')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await card('Lookup labels')).toHaveTextContent('0 entries on this server'));
    expect(server.find('GET', '/api/admin/cache/list').length).toBeGreaterThanOrEqual(2);
  });

  it('asks before clearing the search index: cancelled nothing is sent, confirmed it is cleared', async () => {
    const server = serve();
    renderCaches();
    const user = userEvent.setup();
    const clearButton = within(await card('Course search index')).getByRole('button', { name: 'Clear Course search index' });
    await user.click(clearButton);
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Clear Course search index?');
    expect(dialog).toHaveTextContent('rebuilt from PostgreSQL');
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.find('POST', '/api/admin/cache/clear/search-index')).toHaveLength(0);

    await user.click(clearButton);
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Course search index cleared on every server.')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/cache/clear/search-index')).toHaveLength(1);
  });

  it('shows the server refusal and gives the button back', async () => {
    serve(() => ({ status: 404, body: { message: 'There is no cache named "lookups".' } }));
    renderCaches();
    const user = userEvent.setup();
    const button = within(await card('Lookup labels')).getByRole('button', { name: 'Clear Lookup labels' });
    await user.click(button);
    expect(await screen.findByText('There is no cache named "lookups".')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });
});

describe('the caches screen mount', () => {
  it('is at /cache with AdminOperatorConsole, and in the Operations menu group only then', () => {
    expect(cachesScreen.routes.map((r) => [r.path, r.ability])).toEqual([['/cache', 'AdminOperatorConsole']]);
    const entries = (abilities: string[]) => menuEntries(abilities, [], [cachesScreen]).filter((e) => e.to !== DASHBOARD_PATH).map((e) => [e.group, e.label, e.to]);
    expect(entries(['AdminOperatorConsole'])).toEqual([['Operations', 'Caches', '/cache']]);
    expect(entries(['AdminManageSettings'])).toEqual([]);
  });
});
