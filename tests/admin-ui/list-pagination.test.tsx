// Lists on large tables (issue 6 §6): when the server stops counting at its cap (X-Total-Capped), the
// data provider hands react-admin a partial list and the generated list's pagination reads
// "1–20 of more than 10,000", still paging forward and back; exact totals keep the usual label.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPPED_TOTAL_HEADER, createDataProvider } from '../../admin-ui/data/dataProvider.js';
import { fakeServer, renderApp, staffUser, type FakeRequest } from './support/render-app.js';

afterEach(() => vi.unstubAllGlobals());

const CAP = 10_000;

/** A server holding `count` campuses that counts only up to CAP, as the real one does. */
function campusServer(count: number) {
  const answer = (req: FakeRequest) => {
    const [start, end] = JSON.parse(req.query.get('range') ?? '[0,9]') as [number, number];
    const last = Math.min(end, count - 1);
    const body = Array.from({ length: Math.max(0, last - start + 1) }, (_, i) => ({ id: start + i + 1, name: `Campus ${String(start + i + 1).padStart(5, '0')}`, level: 'high', isActive: true }));
    const capped = count > CAP && end + 1 <= CAP;
    const headers: Record<string, string> = { 'Content-Range': `campuses ${start}-${last}/${capped ? CAP + 1 : count}` };
    if (capped) headers[CAPPED_TOTAL_HEADER] = String(CAP);
    return { body, headers };
  };
  return fakeServer({ 'GET /api/rest/campuses': answer, 'GET /api/rest/campus-types': () => ({ body: [], headers: { 'Content-Range': 'campus-types 0-0/0' } }) });
}

const rangesAsked = (server: ReturnType<typeof fakeServer>) => server.find('GET', '/api/rest/campuses').map((r) => r.query.get('range'));

describe('data provider with capped totals', () => {
  it('turns a capped answer into a partial list with the cap in meta', async () => {
    campusServer(70_023);
    const result = await createDataProvider().getList('campuses', { pagination: { page: 2, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(result.total).toBeUndefined();
    expect(result.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true });
    expect(result.meta).toEqual({ totalCapped: CAP });
    expect(result.data).toHaveLength(20);
  });

  it('keeps an exact total as react-admin expects it', async () => {
    campusServer(35);
    const result = await createDataProvider().getList('campuses', { pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(result).toMatchObject({ total: 35 });
    expect(result.pageInfo).toBeUndefined();
  });

  it('asks for the exact total with Prefer: count=exact when meta.exactTotal is set', async () => {
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
      seen.push(new Headers(init.headers));
      return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': 'campuses 0-0/70023' } });
    });
    const dp = createDataProvider();
    await dp.getList('campuses', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { exactTotal: true } });
    await dp.getList('campuses', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(seen.map((h) => h.get('Prefer'))).toEqual(['count=exact', null]);
  });
});

describe('generated list pagination', () => {
  it('reads "of more than 10,000" and pages forward and back', async () => {
    const server = campusServer(70_023);
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider: createDataProvider() });
    expect(await screen.findByText('Campus 00001')).toBeInTheDocument();
    expect(screen.getByText('1–20 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Campus 00021')).toBeInTheDocument();
    expect(screen.getByText('21–40 of more than 10,000')).toBeInTheDocument();
    expect(rangesAsked(server).at(-1)).toBe('[20,39]');

    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('Campus 00001')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1–20 of more than 10,000')).toBeInTheDocument());
  });

  it('shows an exact total as before, with the last page reachable', async () => {
    campusServer(35);
    renderApp({ path: '/campuses', user: staffUser([]), dataProvider: createDataProvider() });
    expect(await screen.findByText('Campus 00001')).toBeInTheDocument();
    expect(screen.getByText('1-20 of 35')).toBeInTheDocument();
    expect(screen.queryByText(/more than/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Campus 00035')).toBeInTheDocument();
    expect(screen.getByText('21-35 of 35')).toBeInTheDocument();
  });
});
