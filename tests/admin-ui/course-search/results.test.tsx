// The results: 50 at a time, the next 50 read when the end of the list comes into view (or from its
// button), status chips, the sort sent with the search, the index's 503 shown with a retry, and
// In Queue / In Review courses assigned or reassigned from their row's menu.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, type FakeReply, type FakeRequest } from '../support/render-app.js';
import { answer, renderSearch, resultRow } from './search-support.js';

const TOTAL = 120;

/** 120 courses, 50 a page, in the page the request asks for. */
function paged(req: FakeRequest) {
  const { page, pageSize } = req.body as { page: number; pageSize: number };
  const from = (page - 1) * pageSize;
  const results = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - from)) }, (_, i) => resultRow(from + i + 1));
  return answer({ results, totalResults: TOTAL, totalPages: Math.ceil(TOTAL / pageSize) });
}

/** IntersectionObserver as the browser has it, with a way to scroll the end of the list into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    FakeObserver.all = FakeObserver.all.filter((o) => o !== this);
  }
  static scrollToEnd() {
    for (const o of FakeObserver.all) o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
  }
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

const rowsShown = () => screen.getAllByRole('link', { name: /^Course \d+$/ }).length;
const searches = (server: ReturnType<typeof fakeServer>) => server.find('POST', '/api/search/admin').map((r) => r.body as { page: number; pageSize: number; sortBy: string; sortAscending: boolean });

describe('the results', () => {
  it('reads 50 more when the end of the list comes into view, until all are shown', async () => {
    const server = fakeServer({ 'POST /api/search/admin': (req) => ({ body: paged(req) }) });
    renderSearch({ path: '/courses/search?c=algebra' });
    await screen.findByText('120 courses');
    expect(rowsShown()).toBe(50);
    expect(screen.getByText('50 of 120 shown')).toBeInTheDocument();

    act(() => FakeObserver.scrollToEnd());
    await waitFor(() => expect(rowsShown()).toBe(100));
    expect(searches(server).map((r) => [r.page, r.pageSize])).toEqual([
      [1, 50],
      [2, 50],
    ]);

    // the button does the same for keyboards
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more courses' }));
    await waitFor(() => expect(rowsShown()).toBe(120));
    expect(screen.getByText('120 of 120 shown')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more courses' })).toBeNull();
    act(() => FakeObserver.scrollToEnd());
    expect(searches(server)).toHaveLength(3);
  });

  it('shows the status as a chip, opens a course in its year, and sends the chosen sort', async () => {
    const server = fakeServer({
      'POST /api/search/admin': () => ({ body: answer({ results: [resultRow(1, { statusGroup: 'submitted', statusLabel: 'In Review', submissionStatus: 'inReview', assignedAnalystId: 7, analystName: 'Priya Raman' })] }) }),
    });
    const user = userEvent.setup();
    const { where } = renderSearch({ path: '/courses/search?c=algebra' });
    const table = await screen.findByRole('table', { name: 'Courses found' });
    expect(within(table).getByText('In Review')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Course 1' })).toHaveAttribute('href', '/course/detail/10?academicYearId=29');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title');
    await waitFor(() => expect(searches(server).at(-1)).toMatchObject({ sortBy: 'title', sortAscending: false }));
    await user.click(screen.getByRole('button', { name: /^Order: descending/ }));
    await waitFor(() => expect(searches(server).at(-1)).toMatchObject({ sortBy: 'title', sortAscending: true }));
    expect(new URLSearchParams(where.search).get('f')).toBe('sort:title~asc');
  });

  it('shows the server’s message while the index is being built, and Retry searches again', async () => {
    let reply: FakeReply = { status: 503, body: { message: 'The search index is being built (40%); try again in a moment.' } };
    fakeServer({ 'POST /api/search/admin': () => reply });
    renderSearch({ path: '/courses/search?c=algebra' });
    expect(await screen.findByText('The search index is being built (40%); try again in a moment.')).toBeInTheDocument();
    reply = { body: answer({ results: [resultRow(1)] }) };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Course 1' })).toBeInTheDocument();
    expect(screen.queryByText(/being built/)).toBeNull();
  });

  it('tries again by itself while the index is being built', async () => {
    let calls = 0;
    fakeServer({
      'POST /api/search/admin': () => (++calls === 1 ? { status: 503, body: { message: 'The search index is being built (90%); try again in a moment.' } } : { body: answer({ results: [resultRow(1)] }) }),
    });
    renderSearch({ path: '/courses/search?c=algebra' });
    expect(await screen.findByText(/being built \(90%\)/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Course 1' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});

describe('reassigning from the results', () => {
  const ROWS = [
    resultRow(1, { title: 'Waiting', statusGroup: 'submitted', statusLabel: 'In Queue', submissionStatus: 'inQueue' }),
    resultRow(2, { title: 'Reviewing', statusGroup: 'submitted', statusLabel: 'In Review', submissionStatus: 'inReview', assignedAnalystId: 8, analystName: 'Sofia Kowalski' }),
    resultRow(3, { title: 'Done', statusGroup: 'approved', statusLabel: 'Approved', submissionStatus: 'approved', assignedAnalystId: 8 }),
    resultRow(4, { title: 'Never sent', statusGroup: 'notSubmitted', statusLabel: 'Not Submitted', submissionStatus: null, courseSubmissionId: null }),
  ];
  const serve = (extra: Record<string, (req: FakeRequest) => FakeReply> = {}) =>
    fakeServer({
      'POST /api/search/admin': () => ({ body: answer({ results: ROWS }) }),
      'GET /api/admin/review/analysts': () => ({
        body: [
          { userId: 7, firstName: 'Priya', lastName: 'Raman' },
          { userId: 8, firstName: 'Sofia', lastName: 'Kowalski' },
        ],
      }),
      ...extra,
    });
  const menuOf = (title: string) => screen.queryByRole('button', { name: `Actions for ${title} (2025-26)` });

  it('assigns an In Queue course and reassigns an In Review one; decided and unsubmitted courses have no menu', async () => {
    const server = serve({
      'POST /api/admin/review/100/assign/7': () => ({ body: { result: [] } }),
      'POST /api/admin/review/200/reassign/7': () => ({ body: { result: [] } }),
    });
    const user = userEvent.setup();
    renderSearch({ path: '/courses/search?c=course', abilities: ['AdminReview', 'AdminAssign', 'AdminReassign'] });
    await screen.findByRole('link', { name: 'Waiting' });
    expect(menuOf('Done')).toBeNull();
    expect(menuOf('Never sent')).toBeNull();

    await user.click(menuOf('Waiting')!);
    await user.click(await screen.findByRole('menuitem', { name: 'Assign analyst' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign analyst' });
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Priya Raman');
    const searchesBefore = server.find('POST', '/api/search/admin').length;
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/100/assign/7')).toHaveLength(1));
    expect(await screen.findByText('1 course assigned to Priya Raman')).toBeInTheDocument();
    // the results are read again
    await waitFor(() => expect(server.find('POST', '/api/search/admin').length).toBeGreaterThan(searchesBefore));
    // while the dialog fades out the page behind it is hidden from the accessibility tree
    await waitFor(() => expect(menuOf('Reviewing')).not.toBeNull());

    await user.click(menuOf('Reviewing')!);
    await user.click(await screen.findByRole('menuitem', { name: 'Reassign' }));
    dialog = await screen.findByRole('dialog', { name: 'Reassign' });
    await user.selectOptions(within(dialog).getByRole('combobox'), 'Priya Raman');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/200/reassign/7')).toHaveLength(1));
  });

  it('offers no menu without AdminAssign or AdminReassign, and only assigning with AdminAssign alone', async () => {
    serve();
    const first = renderSearch({ path: '/courses/search?c=course', abilities: ['AdminReview'] });
    await screen.findByRole('link', { name: 'Waiting' });
    expect(menuOf('Waiting')).toBeNull();
    expect(menuOf('Reviewing')).toBeNull();
    first.unmount();

    renderSearch({ path: '/courses/search?c=course', abilities: ['AdminReview', 'AdminAssign'] });
    await screen.findByRole('link', { name: 'Waiting' });
    expect(menuOf('Waiting')).not.toBeNull();
    expect(menuOf('Reviewing')).toBeNull();
  });
});
