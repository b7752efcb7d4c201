// /review/completed/ and /review/completed/{id}: 50 a page by action date descending with filters, the
// details with the stored rule explanation ("Why this decision was allowed"), the history, and the
// decision reversal (AdminReverse; the spec's message without it; the button disabled while it runs
// and given back with the server's message on failure).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminContext, Notification, TestMemoryRouter, defaultI18nProvider, memoryStore } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { CompletedDetailsScreen } from '../../../custom-screens/review-completed/CompletedDetailsScreen.js';
import { CompletedListScreen } from '../../../custom-screens/review-completed/CompletedListScreen.js';
import type { CompletedDetails, CompletedRow, StoredExplanation } from '../../../core/contract/completed.js';
import type { RuleExplanation } from '../../../core/contract/rules.js';
import { explanationView } from '../../../custom-screens/review-completed/explanation.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { fakeServer, type FakeReply, type FakeRequest } from '../support/render-app.js';
import { abilityAuthProvider } from '../support/render-screen.js';
import type { Wire } from '../../../core/contract/wire.js';

function renderAt(path: string, abilities: string[]) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={memoryDataProvider({})} authProvider={abilityAuthProvider(abilities, {})} store={memoryStore()} i18nProvider={defaultI18nProvider}>
        <Routes>
          <Route path="/review/completed" element={<CompletedListScreen />} />
          <Route path="/review/completed/:id" element={<CompletedDetailsScreen />} />
        </Routes>
        <Notification autoHideDuration={5000} />
      </AdminContext>
    </TestMemoryRouter>,
  );
}

const ROW: Wire<CompletedRow> = {
  courseSubmissionReviewId: 501,
  courseSubmissionId: 50,
  courseId: 5,
  recordId: 'R-5',
  title: 'Biology',
  institutionId: 3,
  institutionName: 'Lincoln High',
  academicYearId: 29,
  analystId: 7,
  analystName: 'Priya Raman',
  decision: 'approved',
  actionDate: '2026-03-10T18:00:00Z',
  isSecondReview: false,
  rubricValue: 3,
  isExpressReview: false,
  reversedOn: null,
};

/** What the server stored with an approval: review-decision version 2, every refuse rule silent. */
const EXPLANATION: StoredExplanation & { outcome: { allowed: boolean; messages: string[]; explanation: RuleExplanation[] } } = {
  evaluationId: 91,
  ruleSet: 'review-decision',
  version: 2,
  facts: { decision: 'approved', rubricValue: 3, feedbackCount: 0, exclusionCount: 0, minApprovalValue: 2 },
  outcome: {
    allowed: true,
    messages: [],
    explanation: [
      {
        rule: 'approve-needs-rubric-at-minimum',
        label: 'Approval needs the minimum rubric value',
        description: 'A course can be approved only when its rubric value is at least the minimum approval value of the review settings.',
        fired: false,
        event: { type: 'refuse', params: { message: 'Course cannot be approved because the rubric value is too low' } },
        conditions: {
          kind: 'all',
          passed: false,
          children: [
            { kind: 'condition', passed: true, fact: 'decision', operator: 'equal', value: 'approved', factValue: 'approved' },
            { kind: 'condition', passed: false, fact: 'rubricValue', operator: 'lessThan', value: { fact: 'minApprovalValue', resolved: 2 }, factValue: 3 },
          ],
        },
      },
      {
        rule: 'not-approve-needs-feedback',
        fired: false,
        event: { type: 'refuse', params: { message: 'Course must have feedback in order to not approve' } },
        conditions: {
          kind: 'all',
          passed: false,
          children: [
            { kind: 'condition', passed: false, fact: 'decision', operator: 'in', value: ['notapproved', 'secondreview'], factValue: 'approved' },
            { kind: 'condition', passed: null, fact: 'feedbackCount', operator: 'equal', value: 0 },
          ],
        },
      },
    ],
  },
};

function details(over: Partial<CompletedDetails> = {}): CompletedDetails {
  return {
    courseSubmissionReviewId: 501,
    courseSubmissionId: 50,
    courseId: 5,
    recordId: 'R-5',
    title: 'Biology',
    institutionId: 3,
    institutionName: 'Lincoln High',
    academicYearId: 29,
    submissionTypeId: 1,
    scenario: 'new',
    isExpressReview: false,
    submissionStatus: 'approved',
    analystId: 7,
    analystName: 'Priya Raman',
    isSecondReview: false,
    decision: 'approved',
    actionDate: '2026-03-10T18:00:00Z',
    startedOn: '2026-03-10T17:30:00Z',
    rubricId: 3,
    rubricValue: 3,
    ruleSetVersionId: 17,
    explanation: EXPLANATION,
    statements: [],
    exclusions: [],
    reversedOn: null,
    reversedById: null,
    reversedByName: null,
    reversalReason: null,
    ...over,
  };
}

const HISTORY = [
  { courseEventId: 2, courseSubmissionId: 50, academicYearId: 29, action: 'Approved', analystName: 'Priya Raman', isSecondReview: false, actionDate: '2026-03-10T18:00:00Z' },
  { courseEventId: 1, courseSubmissionId: 50, academicYearId: 29, action: 'Assigned to Priya Raman', analystName: 'Dana Whitfield', isSecondReview: false, actionDate: '2026-03-09T18:00:00Z' },
];

function serveDetails(reverse?: (req: FakeRequest) => FakeReply) {
  let current = details();
  return fakeServer({
    'GET /api/admin/review/completed/details/501': () => ({ body: current }),
    'GET /api/admin/review/history/50': () => ({ body: HISTORY }),
    'POST /api/admin/review/decisionReversal': (req) => {
      const reply = reverse?.(req) ?? { body: { courseSubmissionReviewId: 501, reversedOn: '2026-03-11T18:00:00Z', courseSubmissionId: 50, newCourseSubmissionReviewId: 502, reviewBatchId: 40, analystId: 7 } };
      if ((reply.status ?? 200) === 200)
        current = details({ reversedOn: '2026-03-11T18:00:00Z', reversedById: 1, reversedByName: 'Dana Whitfield', reversalReason: (req.body as { reason: string }).reason, submissionStatus: 'inReview' });
      return reply;
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('completed reviews list', () => {
  it('asks for 50 a page by action date descending, and turns the order over from its header', async () => {
    const server = fakeServer({ 'GET /api/admin/review/completed': () => ({ body: { total: 1, result: [ROW] } }) });
    const user = userEvent.setup();
    renderAt('/review/completed', ['AdminReview']);
    expect(await screen.findByRole('link', { name: 'Biology' })).toHaveAttribute('href', '/review/completed/501');
    expect(Object.fromEntries(server.find('GET', '/api/admin/review/completed')[0].query)).toEqual({ pageNumber: '1', pageSize: '50', sorting: 'actionDate desc' });
    expect(screen.getByRole('searchbox', { name: 'Search the completed reviews' })).toHaveAttribute('placeholder', 'Search');
    // an analyst who sees only their own reviews has no analyst column or filter
    expect(screen.queryByRole('columnheader', { name: 'Analyst' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Analyst' })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Action date/ }));
    await waitFor(() => expect(server.find('GET', '/api/admin/review/completed').at(-1)?.query.get('sorting')).toBe('actionDate asc'));
  });

  it('filters by decision, analyst and days', async () => {
    const server = fakeServer({
      'GET /api/admin/review/completed': () => ({ body: { total: 1, result: [ROW] } }),
      'GET /api/admin/review/analysts': () => ({ body: [{ userId: 7, firstName: 'Priya', lastName: 'Raman' }] }),
    });
    const user = userEvent.setup();
    renderAt('/review/completed', ['AdminReview', 'AdminReportAnalystReviewProgress', 'AdminAssign']);
    await screen.findByRole('link', { name: 'Biology' });
    expect(screen.getByRole('columnheader', { name: 'Analyst' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Decision' }));
    await user.click(await screen.findByRole('option', { name: 'Not Approved' }));
    await user.click(screen.getByRole('combobox', { name: 'Analyst' }));
    await user.click(await screen.findByRole('option', { name: 'Priya Raman' }));
    await user.type(screen.getByLabelText('Decided from'), '2026-03-01');
    await waitFor(() =>
      expect(Object.fromEntries(server.find('GET', '/api/admin/review/completed').at(-1)!.query)).toEqual({
        pageNumber: '1',
        pageSize: '50',
        sorting: 'actionDate desc',
        decision: 'notapproved',
        analystId: '7',
        from: '2026-03-01',
      }),
    );
  });
});

describe('completed review details', () => {
  it('explains why the decision was allowed: rule set version, facts, each rule’s outcome and conditions; and lists the history', async () => {
    serveDetails();
    renderAt('/review/completed/501', ['AdminReview', 'AdminReverse']);
    const why = await screen.findByRole('region', { name: 'Why this decision was allowed' });
    expect(within(why).getByText(/version 2/)).toHaveTextContent('Checked by the rule set Review decision, version 2 (version id 17). None of its rules blocked the decision.');
    const facts = within(why).getByRole('table', { name: 'Facts the rules were given' });
    expect(within(facts).getByText('Rubric value').closest('tr')).toHaveTextContent('3');
    const rules = within(why).getByRole('table', { name: 'Outcome of each rule' });
    const rubricRule = within(rules).getByText('Approval needs the minimum rubric value').closest('tr')!;
    expect(rubricRule).toHaveTextContent('A course can be approved only when its rubric value is at least the minimum approval value of the review settings.');
    expect(within(rubricRule as HTMLElement).getByText('Did not block it')).toBeInTheDocument();
    expect(rubricRule).toHaveTextContent('Rubric value is less than minimum approval value (2) (was 3)');
    // a rule stored without its words (an evaluation made before rules had labels) reads as its name in words and its refusal message
    const feedbackRule = within(rules).getByText('Not approve needs feedback').closest('tr')!;
    expect(feedbackRule).toHaveTextContent('Course must have feedback in order to not approve');
    expect(within(rules).getAllByText('Did not block it')).toHaveLength(2);
    // no rule or fact name is shown
    expect(why.textContent).not.toMatch(/approve-needs|rubricValue|minApprovalValue|feedbackCount/);

    const history = await screen.findByRole('table', { name: 'Course history' });
    expect(within(history).getByText('Assigned to Priya Raman')).toBeInTheDocument();
  });

  it('says so when no evaluation was stored with the decision', async () => {
    fakeServer({
      'GET /api/admin/review/completed/details/501': () => ({ body: details({ explanation: null, ruleSetVersionId: null }) }),
      'GET /api/admin/review/history/50': () => ({ body: [] }),
    });
    renderAt('/review/completed/501', ['AdminReview']);
    expect(await screen.findByText('No rule evaluation was stored with this decision.')).toBeInTheDocument();
  });

  it('shows the spec message instead of the reversal without AdminReverse', async () => {
    serveDetails();
    renderAt('/review/completed/501', ['AdminReview']);
    const reversal = await screen.findByRole('region', { name: 'Decision reversal' });
    expect(within(reversal).getByText('You do not have permission to reverse a review decision.')).toBeInTheDocument();
    expect(within(reversal).queryByRole('button', { name: 'Reverse decision' })).toBeNull();
  });

  it('reverses with a reason: disabled while it runs, the server’s message and the button back on failure, then the reversal shown', async () => {
    let fail = true;
    let answer: (reply: FakeReply) => void = () => undefined;
    const server = serveDetails();
    const fetchStub = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/review/decisionReversal' || !fail) return fetchStub(input, init);
      server.requests.push({ method: 'POST', path: url.pathname, query: url.searchParams, body: JSON.parse(String(init.body)) });
      const reply = await new Promise<FakeReply>((resolve) => (answer = resolve));
      return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    });
    const user = userEvent.setup();
    renderAt('/review/completed/501', ['AdminReview', 'AdminReverse']);
    await user.click(await screen.findByRole('button', { name: 'Reverse decision' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse this decision?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reverse decision' });
    expect(confirm).toBeDisabled(); // no reason yet
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The lab component was documented after review.');
    await user.click(confirm);
    expect(await within(dialog).findByRole('button', { name: 'Reversing…' })).toBeDisabled();
    expect(server.find('POST', '/api/admin/review/decisionReversal')[0].body).toEqual({ courseSubmissionReviewId: 501, reason: 'The lab component was documented after review.' });

    await act(async () => answer({ status: 409, body: { message: 'A later review of this submission has been decided: reverse that decision first.' } }));
    expect(await within(dialog).findByText('A later review of this submission has been decided: reverse that decision first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reverse decision' })).toBeEnabled();

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Reverse decision' }));
    expect(await screen.findByText('The decision was reversed: the course is back with Priya Raman, In Review.')).toBeInTheDocument();
    const reversal = screen.getByRole('region', { name: 'Decision reversal' });
    expect(await within(reversal).findByText(/by Dana Whitfield\. Reason: The lab component was documented after review\./)).toBeInTheDocument();
  });
});

describe('the explanation in words', () => {
  it('reads a blocking rule as blocking, and names rules and facts by their labels', () => {
    const refused = { ...EXPLANATION, outcome: { ...EXPLANATION.outcome, allowed: false, explanation: [{ ...EXPLANATION.outcome.explanation[0], fired: true }] } };
    const view = explanationView(refused)!;
    expect(view.allowed).toBe(false);
    expect(view.rules[0]).toMatchObject({ blocked: true, outcome: 'Blocked the decision', label: 'Approval needs the minimum rubric value' });
    expect(view.facts.find((f) => f.name === 'minApprovalValue')?.label).toBe('Minimum approval value');
    expect(view.rules[0].conditions.map((c) => c.text)).toEqual(['All of these:', 'Decision equals approved', 'Rubric value is less than minimum approval value (2)']);
    expect(explanationView(null)).toBeUndefined();
  });
});
