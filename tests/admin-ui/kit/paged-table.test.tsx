// The paged table of the hand-built list screens (admin-ui/kit/PagedTable.tsx): its headings sort
// through the screen (the active one says its direction to screen readers), its pager pages and
// changes the size, an empty page says so, a row click and a row's own action are told apart, and the
// loading bar, the error and the card's heading are named as the screens had them.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, requestPager, type PagedColumn } from '../../../admin-ui/kit/PagedTable.js';

interface Fruit {
  id: number;
  name: string;
  stock: number;
}

type FruitSort = 'name' | 'stock';

const FRUITS: Fruit[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Fruit ${String(i + 1).padStart(2, '0')}`, stock: (i * 7) % 12 }));

/** A screen in small: it keeps the request and answers a page of it, as a server would. */
function FruitScreen({ fruits = FRUITS, onOpen = () => undefined, onSell = () => undefined }: { fruits?: Fruit[]; onOpen?: (f: Fruit) => void; onSell?: (f: Fruit) => void }) {
  const [request, setRequest] = useState({ page: 1, pageSize: 5, sort: 'name' as FruitSort, descending: false });
  const sorted = [...fruits].sort((a, b) => (a[request.sort] < b[request.sort] ? -1 : a[request.sort] > b[request.sort] ? 1 : 0) * (request.descending ? -1 : 1));
  const data = { total: fruits.length, result: sorted.slice((request.page - 1) * request.pageSize, request.page * request.pageSize) };
  const columns: PagedColumn<Fruit, FruitSort>[] = [
    { label: 'Name', sort: 'name', cell: (f) => f.name },
    { label: 'Stock', sort: 'stock', align: 'right', cell: (f) => f.stock },
    { label: 'Note', only: 'wide', cell: (f) => (f.stock === 0 ? 'Sold out' : '') },
    { label: 'Actions', hideLabel: true, action: true, cell: (f) => <button onClick={() => onSell(f)}>Sell {f.name}</button> },
  ];
  return (
    <PagedTable
      card={{ id: 'fruits-title', title: 'Fruits' }}
      label="Fruits on sale"
      pagerLabel="Fruit pages"
      toolbar={<p>Fresh today</p>}
      list={{ data, error: null, isFetching: false }}
      loadingLabel="Loading the fruits"
      empty="No fruit."
      columns={columns}
      rowKey={(f) => f.id}
      onRowClick={onOpen}
      sort={{ key: request.sort, descending: request.descending }}
      onSort={(sort) => setRequest((r) => ({ ...r, page: 1, sort, descending: r.sort === sort ? !r.descending : false }))}
      pager={{ page: request.page, pageSize: request.pageSize, pageSizes: [5, 10], onPage: (page) => setRequest((r) => ({ ...r, page })), onPageSize: (pageSize) => setRequest((r) => ({ ...r, pageSize })) }}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Fruits on sale' });
const names = () => within(table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[0].textContent);

describe('the paged table', () => {
  it('sits in a card named by its heading, the toolbar above the table, the headings as declared', () => {
    render(<FruitScreen />);
    const card = screen.getByRole('region', { name: 'Fruits' });
    expect(within(card).getByRole('heading', { level: 1, name: 'Fruits' })).toBeInTheDocument();
    expect(within(card).getByText('Fresh today')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name, sorted ascending', 'Stock', 'Note', 'Actions']);
    expect(names()).toEqual(['Fruit 01', 'Fruit 02', 'Fruit 03', 'Fruit 04', 'Fruit 05']);
  });

  it('sorts by a heading, the other way on a second click, and back on the first page', async () => {
    const user = userEvent.setup();
    render(<FruitScreen />);
    await user.click(within(screen.getByRole('navigation', { name: 'Fruit pages' })).getByRole('button', { name: 'Go to page 2' }));
    await user.click(within(table()).getByRole('button', { name: 'Stock' }));
    expect(within(table()).getByRole('columnheader', { name: 'Stock, sorted ascending' })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(within(table()).getAllByRole('row')[1]).getAllByRole('cell')[1]).toHaveTextContent(/^0$/);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    await user.click(within(table()).getByRole('button', { name: 'Stock, sorted ascending' }));
    expect(within(table()).getByRole('columnheader', { name: 'Stock, sorted descending' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(within(table()).getAllByRole('row')[1]).getAllByRole('cell')[1]).toHaveTextContent(/^11$/);
  });

  it('pages forward and to the last page, and changes the page size', async () => {
    const user = userEvent.setup();
    render(<FruitScreen />);
    const pages = screen.getByRole('navigation', { name: 'Fruit pages' });
    await user.click(within(pages).getByRole('button', { name: 'Go to next page' }));
    expect(names()).toEqual(['Fruit 06', 'Fruit 07', 'Fruit 08', 'Fruit 09', 'Fruit 10']);
    expect(screen.getByText('6–10 of 12')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Go to last page' }));
    expect(names()).toEqual(['Fruit 11', 'Fruit 12']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    expect(names()).toHaveLength(10);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
  });

  it('changes the size of a request kept whole (a store, the address) and goes back to its first page', async () => {
    // such a request is set whole, from the value of the render: a second set in the same event replaces the first
    function StoredFruits() {
      const [request, setRequest] = useState({ page: 3, pageSize: 5 });
      const data = { total: FRUITS.length, result: FRUITS.slice((request.page - 1) * request.pageSize, request.page * request.pageSize) };
      return (
        <PagedTable
          label="Fruits on sale"
          pagerLabel="Fruit pages"
          list={{ data, error: null, isFetching: false }}
          loadingLabel="Loading the fruits"
          empty="No fruit."
          columns={[{ label: 'Name', cell: (f: Fruit) => f.name }]}
          rowKey={(f) => f.id}
          pager={requestPager(request, setRequest, [5, 10])}
        />
      );
    }
    const user = userEvent.setup();
    render(<StoredFruits />);
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    expect(names()).toHaveLength(10);
  });

  it('says an empty page in its own words, with neither table nor pager', () => {
    render(<FruitScreen fruits={[]} />);
    expect(screen.getByText('No fruit.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Fruit pages' })).not.toBeInTheDocument();
  });

  it('says nothing before the first answer but that it is loading, then the error', () => {
    const { rerender } = render(<PagedTable label="Fruits" list={{ data: undefined, error: null, isFetching: true }} loadingLabel="Loading the fruits" empty="No fruit." columns={[]} rowKey={() => 0} pager={{ page: 1, pageSize: 5, pageSizes: [5], onPage: vi.fn(), onPageSize: vi.fn() }} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the fruits' })).toBeInTheDocument();
    expect(screen.queryByText('No fruit.')).not.toBeInTheDocument();
    rerender(<PagedTable label="Fruits" list={{ data: undefined, error: new Error(), isFetching: false }} loadingLabel="Loading the fruits" errorText="The fruits could not be loaded." empty="No fruit." columns={[]} rowKey={() => 0} pager={{ page: 1, pageSize: 5, pageSizes: [5], onPage: vi.fn(), onPageSize: vi.fn() }} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The fruits could not be loaded.');
  });

  it('opens a row on a click anywhere on it, but a row action is not a click on the row', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onSell = vi.fn();
    render(<FruitScreen onOpen={onOpen} onSell={onSell} />);
    await user.click(screen.getByRole('button', { name: 'Sell Fruit 02' }));
    expect(onSell).toHaveBeenCalledWith(FRUITS[1]);
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(within(table()).getByText('Fruit 03'));
    expect(onOpen).toHaveBeenCalledWith(FRUITS[2]);
  });
});
