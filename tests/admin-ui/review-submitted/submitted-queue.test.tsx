// /review/submitted/: the page of 10 with the spec's search placeholder, assign and reassign single
// and bulk (the ids comma-separated), reassign to a queue, the button disabled while the request runs
// and given back with the server's message on failure, and the spec's message for an unknown target.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SubmittedScreen } from '../../../custom-screens/review-submitted/SubmittedScreen.js';
import { UNKNOWN_TARGET, assignmentCall, modeOf, parseTarget } from '../../../custom-screens/review-submitted/assignment.js';
import type { SubmittedRow } from '../../../core/contract/submitted.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { fakeServer, type FakeReply, type FakeRequest } from '../support/render-app.js';
import { renderScreen } from '../support/render-screen.js';
import type { Wire } from '../../../core/contract/wire.js';

const ANALYSTS = [
  { userId: 7, firstName: 'Priya', lastName: 'Raman' },
  { userId: 8, firstName: 'Sofia', lastName: 'Kowalski' },
];

function row(id: number, over: Partial<Wire<SubmittedRow>> = {}): Wire<SubmittedRow> {
  return {
    courseSubmissionId: id,
    courseId: id * 10,
    recordId: `R-${id}`,
    title: `Course ${id}`,
    institutionId: 3,
    institutionName: 'Lincoln High',
    academicYearId: 29,
    submissionTypeId: 1,
    scenario: 'new',
    isExpressReview: false,
    submittedOn: '2026-03-09T17:00:00Z',
    status: 'inQueue',
    queueType: 'main',
    assignedAnalystId: null,
    analystName: null,
    courseSubmissionReviewBatchId: null,
    ...over,
  };
}

const ROWS = [row(5), row(6, { status: 'inReview', assignedAnalystId: 8, analystName: 'Sofia Kowalski', courseSubmissionReviewBatchId: 40 }), row(9)];

function serve(extra: Record<string, (req: FakeRequest) => FakeReply> = {}) {
  return fakeServer({
    'GET /api/admin/review/submitted': () => ({ body: { total: ROWS.length, result: ROWS } }),
    'GET /api/admin/review/analysts': () => ({ body: ANALYSTS }),
    ...extra,
  });
}

const renderSubmitted = (abilities = ['AdminReview', 'AdminAssign', 'AdminReassign']) =>
  renderScreen(<SubmittedScreen />, { dataProvider: memoryDataProvider({}), abilities, rules: {}, path: '/review/submitted' });

async function chooseTarget(dialog: HTMLElement, name: string) {
  await userEvent.setup().selectOptions(within(dialog).getByRole('combobox'), name);
}

afterEach(() => vi.unstubAllGlobals());

describe('the submitted queue', () => {
  it('asks for 10 a page, oldest first, with a search box whose placeholder is Search', async () => {
    const server = serve();
    renderSubmitted();
    expect(await screen.findByText('Course 5')).toBeInTheDocument();
    const sent = server.find('GET', '/api/admin/review/submitted')[0];
    expect(Object.fromEntries(sent.query)).toEqual({ pageNumber: '1', pageSize: '10', sorting: 'submittedOn asc' });
    expect(screen.getByRole('searchbox', { name: 'Search the submitted courses' })).toHaveAttribute('placeholder', 'Search');
    // a waiting course is assigned, one with an analyst reassigned
    expect(screen.getByRole('button', { name: 'Assign Course 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reassign Course 6' })).toBeInTheDocument();
  });

  it('reassigns the selected courses in one call, the button disabled while it runs', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const server = serve();
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/review/reassign/bulk/7') return fetchStub(input, init);
      server.requests.push({ method: 'POST', path: url.pathname, query: url.searchParams, body: JSON.parse(String(init.body)) });
      const reply = await new Promise<FakeReply>((resolve) => (answer = resolve));
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    });
    const user = userEvent.setup();
    renderSubmitted();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Course 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Course 6' }));
    const bulk = screen.getByRole('group', { name: 'Selected courses' });
    expect(within(bulk).getByText('2 selected')).toBeInTheDocument();
    // one of them has an analyst: the selection is reassigned
    await user.click(within(bulk).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign' });
    expect(within(dialog).getByRole('button', { name: 'Reassign' })).toBeDisabled();
    await chooseTarget(dialog, 'Priya Raman');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByRole('button', { name: 'Reassigning…' })).toBeDisabled();
    expect(server.find('POST', '/api/admin/review/reassign/bulk/7')[0].body).toEqual({ ids: '5,6' });

    await act(async () => answer({ body: { result: [] } }));
    expect(await screen.findByText('2 courses reassigned to Priya Raman')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Selected courses' })).toBeNull();
  });

  it('shows the server’s message in the dialog and gives the button back when the reassignment fails', async () => {
    serve({
      'POST /api/admin/review/reassign/bulk/8': () => ({ status: 409, body: { message: 'Submission 9 has been decided or withdrawn and cannot be reassigned.' } }),
    });
    const user = userEvent.setup();
    renderSubmitted();
    await user.click(await screen.findByRole('checkbox', { name: 'Select every course on this page' }));
    await user.click(within(screen.getByRole('group', { name: 'Selected courses' })).getByRole('button', { name: 'Reassign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign' });
    await chooseTarget(dialog, 'Sofia Kowalski');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Submission 9 has been decided or withdrawn and cannot be reassigned.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reassign' })).toBeEnabled();
    // the dialog still closes
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('assigns waiting courses, single by path and several in bulk', async () => {
    const server = serve({
      'POST /api/admin/review/5/assign/8': () => ({ body: { result: [] } }),
      'POST /api/admin/review/assign/bulk/7': () => ({ body: { result: [] } }),
    });
    const user = userEvent.setup();
    renderSubmitted();
    await user.click(await screen.findByRole('button', { name: 'Assign Course 5' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign analyst' });
    await chooseTarget(dialog, 'Sofia Kowalski');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/5/assign/8')).toHaveLength(1));
    expect(await screen.findByText('1 course assigned to Sofia Kowalski')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Select Course 5' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Course 9' }));
    await user.click(within(screen.getByRole('group', { name: 'Selected courses' })).getByRole('button', { name: 'Assign analyst' }));
    dialog = await screen.findByRole('dialog', { name: 'Assign analyst' });
    await chooseTarget(dialog, 'Priya Raman');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/assign/bulk/7')).toHaveLength(1));
    expect(server.find('POST', '/api/admin/review/assign/bulk/7')[0].body).toEqual({ ids: '5,9' });
  });

  it('reassigns to a queue', async () => {
    const server = serve({ 'POST /api/admin/review/reassignToQueue': () => ({ body: { result: [] } }) });
    const user = userEvent.setup();
    renderSubmitted();
    await user.click(await screen.findByRole('button', { name: 'Reassign Course 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign' });
    await chooseTarget(dialog, 'Hold queue');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    await waitFor(() => expect(server.find('POST', '/api/admin/review/reassignToQueue')).toHaveLength(1));
    expect(server.find('POST', '/api/admin/review/reassignToQueue')[0].body).toEqual({ ids: '6', queueType: 'hold' });
    expect(await screen.findByText('1 course reassigned to the Hold queue')).toBeInTheDocument();
  });

  it('shows Error reassigning course. when the server does not know the target', async () => {
    serve({ 'POST /api/admin/review/6/reassign/7': () => ({ status: 400, body: { message: 'Error reassigning course.', modelState: { analystId: ['User 7 is not an active analyst who may review courses.'] } } }) });
    const user = userEvent.setup();
    renderSubmitted();
    await user.click(await screen.findByRole('button', { name: 'Reassign Course 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reassign' });
    await chooseTarget(dialog, 'Priya Raman');
    await user.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await within(dialog).findByText('Error reassigning course.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reassign' })).toBeEnabled();
  });

  it('offers only analysts to those who may assign but not reassign', async () => {
    serve();
    const user = userEvent.setup();
    renderSubmitted(['AdminReview', 'AdminAssign']);
    await screen.findByText('Course 6');
    expect(screen.queryByRole('button', { name: 'Reassign Course 6' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Assign Course 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign analyst' });
    const choices = within(within(dialog).getByRole('combobox')).getAllByRole('option');
    expect(choices.map((o) => o.textContent)).toEqual(['Choose…', 'Priya Raman', 'Sofia Kowalski']);
    expect(within(dialog).queryByRole('group', { name: 'Queues' })).toBeNull();
  });
});

describe('the assignment call', () => {
  it('refuses a target that is neither an analyst on the list nor a queue with the spec message', () => {
    expect(parseTarget('analyst:99', ANALYSTS)).toBeUndefined();
    expect(parseTarget('queue:archive', ANALYSTS)).toBeUndefined();
    expect(assignmentCall([5], parseTarget('analyst:99', ANALYSTS), 'reassign')).toEqual({ error: UNKNOWN_TARGET });
    expect(UNKNOWN_TARGET).toBe('Error reassigning course.');
    // a queue is a reassign target only
    expect(assignmentCall([5], { kind: 'queue', queue: 'main' }, 'assign')).toEqual({ error: UNKNOWN_TARGET });
  });

  it('names the single and bulk paths, ids comma-separated', () => {
    const priya = { kind: 'analyst' as const, analyst: ANALYSTS[0] };
    expect(assignmentCall([5], priya, 'assign')).toEqual({ path: '/api/admin/review/5/assign/7' });
    expect(assignmentCall([5, 6, 9], priya, 'reassign')).toEqual({ path: '/api/admin/review/reassign/bulk/7', body: { ids: '5,6,9' } });
    expect(assignmentCall([5], { kind: 'none' }, 'reassign')).toEqual({ path: '/api/admin/review/5/reassign' });
    expect(assignmentCall([5, 6], { kind: 'none' }, 'reassign')).toEqual({ path: '/api/admin/review/reassign/bulk', body: { ids: '5,6' } });
  });

  it('assigns only when every course waits and the user may assign', () => {
    const waiting = [row(1), row(2, { status: 'hold' })];
    const taken = [row(1), row(2, { status: 'inReview', assignedAnalystId: 8 })];
    expect(modeOf(waiting, { canAssign: true, canReassign: true })).toBe('assign');
    expect(modeOf(taken, { canAssign: true, canReassign: true })).toBe('reassign');
    expect(modeOf(taken, { canAssign: true, canReassign: false })).toBeUndefined();
    expect(modeOf(waiting, { canAssign: false, canReassign: true })).toBe('reassign');
  });
});
