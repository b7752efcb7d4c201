// Dashboard "My Courses": the three queues by ability, the remembered tab and page size, start then
// open the review, read / unread single and bulk, recall with the confirm modal and the spec's
// messages, and take next (disabled while it runs, the server's message and the button back on
// failure).
import { act, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification, TestMemoryRouter, defaultI18nProvider, memoryStore, type Store } from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MyCoursesCard } from '../../admin-ui/dashboard/queues/MyCoursesCard.js';
import { QUEUE_PAGE_SIZE_KEY, QUEUE_TAB_KEY } from '../../admin-ui/dashboard/queues/dashboard-preferences.js';
import type { BatchListItem } from '../../core/contract/batches.js';
import { createAdminStore } from '../../admin-ui/shell/store.js';
import { abilityAuthProvider } from './support/render-screen.js';
import { AbilitiesProbe } from './support/access-probes.js';
import { memoryDataProvider } from './support/memory-data-provider.js';
import { fakeServer, type FakeReply, type FakeRequest } from './support/render-app.js';
import type { Wire } from '../../core/contract/wire.js';

const ME = 1; // abilityAuthProvider's identity
const ALL = ['AdminReview', 'AdminSecondReviewQueue'];

function batch(id: number, over: Partial<Wire<BatchListItem>> = {}): Wire<BatchListItem> {
  return {
    courseSubmissionReviewBatchId: id,
    title: `Lincoln High – batch ${id}`,
    institutionId: 3,
    institutionName: 'Lincoln High',
    queueType: 'main',
    ownerId: ME,
    isRead: false,
    isSecondReview: false,
    isCurrentUserSecondReviewer: false,
    batchSize: 2,
    progress: { approved: 0, notApproved: 0, sentToSecondReview: 0, noDecision: 2 },
    firstReview: { courseSubmissionId: id * 10, courseSubmissionReviewId: id * 100 },
    reviews: [{ courseSubmissionId: id * 10, courseSubmissionReviewId: id * 100 }],
    internalComments: [],
    tags: [],
    submittedOn: '2026-03-09T17:00:00Z',
    isExpressReview: false,
    ...over,
  };
}

function Where() {
  const location = useLocation();
  return <p>Now at {location.pathname + location.search}</p>;
}

function renderCard(abilities: string[] = ALL, store: Store = memoryStore(), { probe = false } = {}) {
  return render(
    <TestMemoryRouter initialEntries={['/dashboard']}>
      <AdminContext dataProvider={memoryDataProvider({})} authProvider={abilityAuthProvider(abilities, {})} store={store} i18nProvider={defaultI18nProvider}>
        <Routes>
          <Route path="/dashboard" element={<MyCoursesCard />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Notification autoHideDuration={5000} />
        {probe && <AbilitiesProbe />}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** The assigned-queue call answering `rows` for each queue. */
const queues = (rows: Partial<Record<string, Wire<BatchListItem>[]>>) => (req: FakeRequest): FakeReply => {
  const list = rows[(req.body as { queueType: string }).queueType] ?? [];
  return { body: { total: list.length, result: list } };
};

afterEach(() => vi.unstubAllGlobals());

describe('My Courses queues', () => {
  it('shows Main, Course Audit and 2nd Review with AdminSecondReviewQueue, and the Main queue first at 50 a page', async () => {
    const server = fakeServer({ 'POST /api/admin/review/assigned': queues({ main: [batch(12)] }) });
    renderCard();
    const tabs = await screen.findByRole('tablist', { name: 'Review queues' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Main', 'Course Audit', '2nd Review']);
    expect(within(tabs).getByRole('tab', { selected: true })).toHaveTextContent('Main');
    expect(await screen.findByText('Lincoln High – batch 12')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/review/assigned')[0].body).toEqual({ pagedDetails: { page: 1, pageSize: 50 }, queueType: 'main' });
  });

  it('leaves the 2nd Review tab out without AdminSecondReviewQueue', async () => {
    fakeServer({ 'POST /api/admin/review/assigned': queues({}) });
    renderCard(['AdminReview']);
    const tabs = await screen.findByRole('tablist', { name: 'Review queues' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Main', 'Course Audit']);
  });

  it('shows nothing to staff who do not review', async () => {
    const server = fakeServer({});
    renderCard(['AdminManageContent'], memoryStore(), { probe: true });
    // once the abilities are answered, the card has drawn what it draws with them
    await screen.findByText('abilities: AdminManageContent');
    expect(screen.queryByText('My Courses')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('remembers the tab and the page size in the browser, as the shell’s store keeps them', async () => {
    localStorage.clear();
    const store = createAdminStore();
    const server = fakeServer({ 'POST /api/admin/review/assigned': queues({ audit: [batch(20, { queueType: 'audit' })] }) });
    const user = userEvent.setup();
    const first = renderCard(ALL, store);
    await user.click(await screen.findByRole('tab', { name: 'Course Audit' }));
    await screen.findByText('Lincoln High – batch 20');
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/assigned').at(-1)?.body).toEqual({ pagedDetails: { page: 1, pageSize: 25 }, queueType: 'audit' }));
    expect(store.getItem(QUEUE_TAB_KEY)).toBe('audit');
    expect(store.getItem(QUEUE_PAGE_SIZE_KEY)).toBe(25);
    first.unmount();

    // a new page load: a new store over the same local storage
    server.requests.length = 0;
    renderCard(ALL, createAdminStore());
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Course Audit');
    await waitFor(() => expect(server.find('POST', '/api/admin/review/assigned')[0]?.body).toEqual({ pagedDetails: { page: 1, pageSize: 25 }, queueType: 'audit' }));
  });

  it('falls back to Main when the remembered tab is the 2nd Review the user may no longer see', async () => {
    const store = memoryStore();
    store.setItem(QUEUE_TAB_KEY, 'second');
    const server = fakeServer({ 'POST /api/admin/review/assigned': queues({}) });
    renderCard(['AdminReview'], store);
    expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Main');
    await waitFor(() => expect(server.find('POST', '/api/admin/review/assigned')[0]?.body).toMatchObject({ queueType: 'main' }));
  });

  it('posts the start, then opens the review screen on the started review', async () => {
    const server = fakeServer({
      'POST /api/admin/review/assigned': queues({ main: [batch(12)] }),
      'POST /api/admin/review/12/start': () => ({ body: { courseSubmissionReviewBatchId: 12, courseSubmissionReviewId: 1207, courseSubmissionId: 120 } }),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Start Lincoln High – batch 12' }));
    expect(await screen.findByText('Now at /review/12?reviewId=1207')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/review/12/start')).toHaveLength(1);
  });

  it('opens a 2nd-review batch the user does not own in the read-only view, without a start', async () => {
    const theirs = batch(30, { queueType: 'second', isSecondReview: true, ownerId: 9 });
    const server = fakeServer({ 'POST /api/admin/review/assigned': queues({ second: [theirs] }) });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('tab', { name: '2nd Review' }));
    expect(screen.queryByRole('button', { name: /^Start / })).toBeNull();
    expect(screen.queryByRole('button', { name: /as read$/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Open Lincoln High – batch 30' }));
    expect(await screen.findByText('Now at /review/view/30?reviewId=3000')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.endsWith('/start'))).toHaveLength(0);
  });

  it('marks one batch read, and several read or unread in one call with their ids comma-separated', async () => {
    const server = fakeServer({
      'POST /api/admin/review/assigned': queues({ main: [batch(12), batch(13), batch(14, { isRead: true })] }),
      'POST /api/admin/review/unread/12': () => ({ body: { courseSubmissionReviewBatchId: 12, isRead: true } }),
      'POST /api/admin/review/unread/bulk': () => ({ body: { result: [] } }),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Mark Lincoln High – batch 12 as read' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/unread/12')).toHaveLength(1));

    await user.click(screen.getByRole('checkbox', { name: 'Select Lincoln High – batch 13' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Lincoln High – batch 14' }));
    const bulk = screen.getByRole('group', { name: 'Selected batches' });
    expect(within(bulk).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bulk).getByRole('button', { name: 'Mark unread' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/unread/bulk')).toHaveLength(1));
    expect(server.find('POST', '/api/admin/review/unread/bulk')[0].body).toEqual({ batchIds: '13,14', isRead: false });
    expect(await screen.findByText('2 batches marked unread')).toBeInTheDocument();
    // the selection is cleared once done
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Selected batches' })).toBeNull());
  });

  it('recalls selected 2nd-review batches after the confirm modal, with the spec messages', async () => {
    const second = [
      batch(30, { queueType: 'second', isSecondReview: true, title: 'Biology – Lincoln High' }),
      batch(31, { queueType: 'second', isSecondReview: true, ownerId: 9, title: 'Chemistry – Lincoln High',
        reviews: [
          { courseSubmissionId: 310, courseSubmissionReviewId: 3101 },
          { courseSubmissionId: 311, courseSubmissionReviewId: 3102 },
        ],
      }),
    ];
    const server = fakeServer({
      'POST /api/admin/review/assigned': queues({ second }),
      'POST /api/admin/review/recall/bulk': () => ({
        body: {
          recalled: [{ courseSubmissionReviewId: 3000, title: 'Biology', message: 'Biology has been reassigned to your main queue' }],
          refused: [
            { courseSubmissionReviewId: 3101, courseSubmissionId: 310, title: 'Chemistry', message: 'An error occurred while trying to recall from 2nd review.', reason: 'Chemistry is not in 2nd review any more.' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('tab', { name: '2nd Review' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select every batch on this page' }));
    await user.click(within(screen.getByRole('group', { name: 'Selected batches' })).getByRole('button', { name: 'Recall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recall from 2nd review?' });
    expect(within(dialog).getByText('Chemistry – Lincoln High')).toBeInTheDocument();
    expect(server.find('POST', '/api/admin/review/recall/bulk')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Recall' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/recall/bulk')).toHaveLength(1));
    // every undecided review of each batch
    expect(server.find('POST', '/api/admin/review/recall/bulk')[0].body).toEqual({ reviewIdentities: '3000,3101,3102' });
    expect(await screen.findByText('Biology has been reassigned to your main queue')).toBeInTheDocument();
    expect(screen.getByText('Chemistry is not in 2nd review any more.')).toBeInTheDocument();
  });

  it('shows the spec failure message when a single recall is refused', async () => {
    fakeServer({
      'POST /api/admin/review/assigned': queues({ second: [batch(30, { queueType: 'second', isSecondReview: true })] }),
      'POST /api/admin/review/recall/bulk': () => ({
        body: {
          recalled: [],
          refused: [
            { courseSubmissionReviewId: 3000, courseSubmissionId: 300, title: 'Biology', message: 'An error occurred while trying to recall from 2nd review.', reason: 'Biology is not in 2nd review any more.' },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('tab', { name: '2nd Review' }));
    await user.click(await screen.findByRole('button', { name: 'Recall Lincoln High – batch 30' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recall' }));
    expect(await screen.findByText('An error occurred while trying to recall from 2nd review.')).toBeInTheDocument();
    expect(screen.getByText('Biology is not in 2nd review any more.')).toBeInTheDocument();
  });
});

describe('Take next', () => {
  it('starts from the settings, keeps the button disabled while it runs, shows the refusal and gives the button back', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const server = fakeServer({
      'POST /api/admin/review/assigned': queues({}),
      'GET /api/admin/settings/review': () => ({ body: { id: 1, minApprovalValue: 2, takeNextCourseCount: 5, expressReviewEnabled: true } }),
      'GET /api/admin/review/unassigned/counts': () => ({ body: { total: 7, express: 2, main: 6, audit: 1, second: 0, hold: 0 } }),
    });
    // the take-next call waits until the test answers it
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/review/assigned/takeNext') return fetchStub(input, init);
      server.requests.push({ method: 'POST', path: url.pathname, query: url.searchParams, body: undefined });
      const reply = await new Promise<FakeReply>((resolve) => (answer = resolve));
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Take next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take next' });
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Submissions to take' })).toHaveValue(5));
    expect(await within(dialog).findByText(/6 submissions wait in the Main queue/)).toBeInTheDocument();
    const express = within(dialog).getByRole('checkbox', { name: 'Express reviews first' });
    expect(express).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Take and start' }));
    const running = await within(dialog).findByRole('button', { name: 'Taking…' });
    expect(running).toBeDisabled();
    const sent = server.find('POST', '/api/admin/review/assigned/takeNext')[0];
    expect(Object.fromEntries(sent.query)).toEqual({ courseCount: '5', takeExpress: 'true', queueType: 'main' });

    await act(async () => answer({ status: 403, body: { message: 'The 2nd Review queue needs the AdminSecondReviewQueue ability.' } }));
    expect(await within(dialog).findByText('The 2nd Review queue needs the AdminSecondReviewQueue ability.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take and start' })).toBeEnabled();
  });

  it('starts the first taken review and opens it', async () => {
    const server = fakeServer({
      'POST /api/admin/review/assigned': queues({}),
      'GET /api/admin/settings/review': () => ({ body: { id: 1, minApprovalValue: 2, takeNextCourseCount: 3, expressReviewEnabled: false } }),
      'GET /api/admin/review/unassigned/counts': () => ({ body: { total: 7, express: 0, main: 0, audit: 7, second: 0, hold: 0 } }),
      'POST /api/admin/review/assigned/takeNext': () => ({
        body: { taken: 2, result: [{ courseSubmissionId: 70, courseSubmissionReviewId: 700, courseSubmissionReviewBatchId: 44 }, { courseSubmissionId: 71, courseSubmissionReviewId: 701, courseSubmissionReviewBatchId: 44 }] },
      }),
      'POST /api/admin/review/44/start': () => ({ body: { courseSubmissionReviewBatchId: 44, courseSubmissionReviewId: 700, courseSubmissionId: 70 } }),
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('tab', { name: 'Course Audit' }));
    await user.click(screen.getByRole('button', { name: 'Take next' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take next' });
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Submissions to take' })).toHaveValue(3));
    // express review is off in the settings: no option, and none is asked for
    expect(within(dialog).queryByRole('checkbox', { name: 'Express reviews first' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Take and start' }));
    expect(await screen.findByText('Now at /review/44?reviewId=700')).toBeInTheDocument();
    expect(Object.fromEntries(server.find('POST', '/api/admin/review/assigned/takeNext')[0].query)).toEqual({ courseCount: '3', takeExpress: 'false', queueType: 'audit' });
  });
});
