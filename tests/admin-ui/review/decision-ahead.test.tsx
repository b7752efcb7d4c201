// The next course read ahead is drawn as soon as a decision is sent (issue 20 §8): it is claimed only
// after the decision has been answered, and a failed decision brings the course back with the reason.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH, NEXT_REVIEW, REVIEW, decisionsFor, renderReview, reviewModel, reviewServer } from './review-support.js';

vi.mock('../../../custom-screens/review/StatsCharts.js', () => ({ ComparisonChart: () => null, WeeksChart: () => null }));

afterEach(() => vi.unstubAllGlobals());

const DECISION_PATH = `/api/admin/review/${REVIEW}/complete/approved`;
const NEXT_PATH = `/api/admin/review/${BATCH}/${NEXT_REVIEW}`;
const REFUSAL = 'Course cannot be approved because the rubric value is too low';

/**
 * Over the fake server: the decision's answer waits until `answer()` is called (`sent()` counts the
 * decisions sent), and `readAhead` resolves once the screen has read the next course ahead.
 */
function holdDecision() {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  let readAheadDone!: () => void;
  const readAhead = new Promise<void>((resolve) => (readAheadDone = resolve));
  let sent = 0;
  const answerNow = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith(DECISION_PATH)) {
      sent++;
      await held;
    }
    const response = await answerNow(input, init);
    if (!url.includes(`${NEXT_PATH}?claim=false`)) return response;
    const body = await response.text();
    return Object.assign(new Response(body, { status: response.status, headers: response.headers }), {
      text: async () => {
        setTimeout(readAheadDone);
        return body;
      },
    });
  });
  return { answer, sent: () => sent, readAhead };
}

function serverWithNext(decisionReply: () => { status?: number; body: unknown }) {
  return reviewServer(reviewModel({ rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }), {
    [`POST ${DECISION_PATH}`]: decisionReply,
    [`GET ${NEXT_PATH}`]: () => ({ body: reviewModel({ courseReviewId: NEXT_REVIEW, basicInfo: { ...reviewModel().basicInfo, title: 'Ocean Chemistry' } }) }),
  });
}

const decisionCard = async () => within(await screen.findByRole('region', { name: 'Decision' }, { timeout: 20_000 }));

describe('the next course drawn while the decision travels', () => {
  it('shows the next course at once and claims it once the decision is answered', async () => {
    const server = serverWithNext(() => ({ body: { courseSubmissionReviewId: REVIEW, decision: 'approved', reviewBatchId: BATCH, nextReviewId: NEXT_REVIEW } }));
    const { answer, sent, readAhead } = holdDecision();
    const user = userEvent.setup();
    renderReview();
    const approve = (await decisionCard()).getByRole('button', { name: 'Approve' });
    const claims = () => server.find('GET', NEXT_PATH).filter((r) => r.query.get('claim') === null);
    await readAhead;

    await user.click(approve);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
    expect(sent()).toBe(1);
    expect(claims()).toHaveLength(0);

    answer();
    await waitFor(() => expect(claims()).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
  });

  it('brings the course back with the server’s reason when the decision fails, and never claims the next one', async () => {
    const server = serverWithNext(() => ({ status: 400, body: { message: REFUSAL, errors: { decision: [REFUSAL] } } }));
    const { answer, readAhead } = holdDecision();
    const user = userEvent.setup();
    renderReview();
    const approve = (await decisionCard()).getByRole('button', { name: 'Approve' });
    await readAhead;

    await user.click(approve);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();

    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Marine Biology' })).toBeInTheDocument();
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(server.find('GET', NEXT_PATH).filter((r) => r.query.get('claim') === null)).toHaveLength(0);
  });
});
