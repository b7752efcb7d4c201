// /elasticsearch/: the index table (documents, memory in human units, built at in local time, build
// time, freshness lag, state) read 25 a page; Delete asks first, sends { indexName }, shows the server's
// message, then follows the rebuild every second with its progress until the index is ready again;
// a refusal is shown and nothing is followed; the route and menu entry need AdminOperatorConsole.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuEntries } from '../../admin-ui/shell/menu-entries.js';
import { DASHBOARD_PATH } from '../../core/model/shell-menu.js';
import searchIndexesScreen from '../../custom-screens/search-indexes/index.js';
import { SearchIndexesScreen } from '../../custom-screens/search-indexes/SearchIndexesScreen.js';
import type { IndexStatus } from '../../core/contract/search-indexes.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, type FakeReply } from './support/render-app.js';
import { renderScreen } from './support/render-screen.js';
import type { Wire } from '../../core/contract/wire.js';

const FIRST_BUILD = '2026-03-09T17:00:00.000Z';
const SECOND_BUILD = '2026-03-10T08:30:00.000Z';

function ready(over: Partial<Wire<IndexStatus>> = {}): Wire<IndexStatus> {
  return {
    indexName: 'courses',
    state: 'ready',
    progress: null,
    documentCount: 12_345,
    memoryBytes: 1.5 * 1024 * 1024,
    facetBytes: 300 * 1024,
    builtAt: FIRST_BUILD,
    buildMs: 2_300,
    freshnessLagMs: 450,
    appliedChangeId: '88',
    error: null,
    ...over,
  };
}

/** The list answers the index as `current()` has it; the delete answers as the server does. */
function serve(current: () => Wire<IndexStatus>, remove: () => FakeReply = () => ({ body: { indexName: 'courses', message: 'Elasticsearch index deleted successfully' } })) {
  return fakeServer({
    'GET /api/admin/elasticsearch/index/list': () => ({ body: { total: 1, result: [current()] } }),
    'POST /api/admin/elasticsearch/index/delete/': remove,
  });
}

const renderIndexes = () =>
  renderScreen(<SearchIndexesScreen />, { dataProvider: memoryDataProvider({}), abilities: ['AdminOperatorConsole'], rules: {}, path: '/elasticsearch' });
const row = async () => (await screen.findByRole('rowheader', { name: 'courses' })).closest('tr')!;
const cellTexts = (tr: HTMLElement) => within(tr).getAllByRole('cell').map((c) => c.textContent);

async function confirmDelete() {
  const user = userEvent.setup();
  await user.click(within(await row()).getByRole('button', { name: 'Delete the index courses' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Delete the index courses?');
  expect(dialog).toHaveTextContent('It is rebuilt from PostgreSQL; searches use the old one until then.');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the search indexes screen', () => {
  it('reads the first page of 25 and shows each index in readable units', async () => {
    const server = serve(() => ready());
    renderIndexes();
    const tr = await row();
    expect(cellTexts(tr)).toEqual(['12,345', '1.5 MBfacets 300 KB', '03/09/2026, 10:00 AM PDTbuilt in 2.3 s, lag 450 ms', '2.3 s', '450 ms', 'ready', 'Delete']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Documents', 'Memory', 'Built at', 'Build time', 'Freshness lag', 'State', 'Actions']);
    const query = server.find('GET', '/api/admin/elasticsearch/index/list')[0].query;
    expect([query.get('pageNumber'), query.get('pageSize')]).toEqual(['1', '25']);
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const server = serve(() => ready());
    renderIndexes();
    const user = userEvent.setup();
    await user.click(within(await row()).getByRole('button', { name: 'Delete the index courses' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.find('POST', '/api/admin/elasticsearch/index/delete/')).toHaveLength(0);
  });

  it('deletes after the confirmation, shows the message, then follows the build until the index is ready again', async () => {
    let index = ready();
    const server = serve(
      () => index,
      () => {
        // the servers hear of the delete a moment after the answer: the first reads still say ready
        setTimeout(() => (index = ready({ state: 'building', progress: { done: 40, total: 100 }, documentCount: 0 })), 1200);
        setTimeout(() => (index = ready({ builtAt: SECOND_BUILD, buildMs: 900 })), 2600);
        return { body: { indexName: 'courses', message: 'Elasticsearch index deleted successfully' } };
      },
    );
    renderIndexes();
    await confirmDelete();
    expect(await screen.findByText('Elasticsearch index deleted successfully')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/elasticsearch/index/delete/').map((r) => r.body)).toEqual([{ indexName: 'courses' }]);
    expect(await screen.findByRole('progressbar', { name: 'Waiting for the rebuild of the index courses' })).toBeInTheDocument();

    const progress = await screen.findByRole('progressbar', { name: 'Building the index courses' }, { timeout: 3000 });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(await row()).toHaveTextContent('40 / 100 documents');
    expect(within(await row()).getByRole('button', { name: 'Delete the index courses' })).toBeDisabled();

    await waitFor(async () => expect(cellTexts(await row())[2]?.startsWith('03/10/2026, 1:30 AM PDT')).toBe(true), { timeout: 3000 });
    expect(cellTexts(await row())[5]).toBe('ready');
    expect(screen.queryByRole('progressbar', { name: /courses/ })).not.toBeInTheDocument();
    // ready again: the list is no longer read every second
    const reads = server.find('GET', '/api/admin/elasticsearch/index/list').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.find('GET', '/api/admin/elasticsearch/index/list')).toHaveLength(reads);
  }, 15_000);

  it('shows a refused delete and follows nothing', async () => {
    const server = serve(
      () => ready(),
      () => ({ status: 404, body: { message: 'There is no index named "courses".' } }),
    );
    renderIndexes();
    await confirmDelete();
    expect(await screen.findByText('There is no index named "courses".')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /courses/ })).not.toBeInTheDocument();
    const reads = server.find('GET', '/api/admin/elasticsearch/index/list').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.find('GET', '/api/admin/elasticsearch/index/list')).toHaveLength(reads);
  });

  it('shows why a failed build failed', async () => {
    serve(() => ready({ state: 'failed', builtAt: null, buildMs: null, freshnessLagMs: null, error: 'connection refused' }));
    renderIndexes();
    const cells = cellTexts(await row());
    expect(cells.slice(2, 6)).toEqual(['—', '—', '—', 'failedconnection refused']);
  });
});

describe('the search indexes screen mount', () => {
  it('is at /elasticsearch with AdminOperatorConsole, and in the Operations menu group only then', () => {
    expect(searchIndexesScreen.routes.map((r) => [r.path, r.ability])).toEqual([['/elasticsearch', 'AdminOperatorConsole']]);
    const entries = (abilities: string[]) => menuEntries(abilities, [], [searchIndexesScreen]).filter((e) => e.to !== DASHBOARD_PATH).map((e) => [e.group, e.label, e.to]);
    expect(entries(['AdminOperatorConsole'])).toEqual([['Operations', 'Search indexes', '/elasticsearch']]);
    expect(entries(['AdminManageSettings'])).toEqual([]);
  });
});
