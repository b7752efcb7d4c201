// A decision forgives a slip (issue 20 §2): a key shows the decision counting down and sends
// nothing until Enter or the end of the countdown; Escape, the same key, or another key of the screen
// cancels it; a decision recorded (by key or button) is notified with Undo, which calls the server
// and opens that course again; a refusal of the server is shown in its words.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DECISION_COUNTDOWN_MS, countdownTiming } from '../../../custom-screens/review/decision-countdown.js';
import { BATCH, NEXT_REVIEW, REVIEW, decisionsFor, renderReview, reviewModel, reviewServer } from './review-support.js';

vi.mock('../../../custom-screens/review/StatsCharts.js', () => ({ ComparisonChart: () => null, WeeksChart: () => null }));

// a countdown long enough to act within on a busy machine; the one that runs out sets its own
const LONG_COUNTDOWN_MS = 120_000;
beforeEach(() => {
  countdownTiming.ms = LONG_COUNTDOWN_MS;
});
afterEach(() => {
  countdownTiming.ms = DECISION_COUNTDOWN_MS;
  vi.unstubAllGlobals();
});

const FIRST_RENDER = { timeout: 20_000 };
const APPROVE = `/api/admin/review/${REVIEW}/complete/approved`;
const UNDO = `/api/admin/review/${REVIEW}/undoDecision`;
const countdownBar = () => screen.queryByRole('progressbar', { name: 'Time left to cancel Approve' });

function approvable(more: Parameters<typeof reviewServer>[1] = {}) {
  return reviewServer(reviewModel({ rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }), {
    [`POST ${APPROVE}`]: () => ({ body: { courseSubmissionReviewId: REVIEW, decision: 'approved', reviewBatchId: BATCH, nextReviewId: NEXT_REVIEW } }),
    [`GET /api/admin/review/${BATCH}/${NEXT_REVIEW}`]: () => ({ body: reviewModel({ courseReviewId: NEXT_REVIEW, basicInfo: { ...reviewModel().basicInfo, title: 'Ocean Chemistry' } }) }),
    ...more,
  });
}

describe('a decision by key', () => {
  it('counts down and sends nothing; Escape, the same key or another key cancel it', async () => {
    const server = approvable();
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, FIRST_RENDER);
    const card = within(await screen.findByRole('region', { name: 'Decision' }));

    await user.keyboard('a');
    const bar = await screen.findByRole('progressbar', { name: 'Time left to cancel Approve' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^\d+ seconds? left$/);
    expect(card.getByText(/^Approve in \d+ s$/)).toBeInTheDocument();
    expect(card.getByText(`Approve in ${LONG_COUNTDOWN_MS / 1000} seconds. Press Enter to do it now, Escape to cancel.`)).toBeInTheDocument();
    // while it counts down the buttons wait
    expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled();

    await user.keyboard('{Escape}');
    expect(countdownBar()).toBeNull();
    expect(card.getByText('Approve cancelled: nothing was sent.')).toBeInTheDocument();

    await user.keyboard('a');
    await screen.findByRole('progressbar', { name: 'Time left to cancel Approve' });
    await user.keyboard('a');
    expect(countdownBar()).toBeNull();

    await user.keyboard('a');
    await screen.findByRole('progressbar', { name: 'Time left to cancel Approve' });
    await user.keyboard('j');
    expect(countdownBar()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();

    expect(server.find('POST', APPROVE)).toHaveLength(0);
  });

  it('is sent when the countdown runs out', async () => {
    countdownTiming.ms = DECISION_COUNTDOWN_MS;
    const server = approvable();
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, FIRST_RENDER);
    await user.keyboard('a');
    await screen.findByRole('progressbar', { name: 'Time left to cancel Approve' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' }, { timeout: DECISION_COUNTDOWN_MS * 10 })).toBeInTheDocument();
    expect(server.find('POST', APPROVE)).toHaveLength(1);
  });

  it('is sent at once with the countdown’s own button', async () => {
    const server = approvable();
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, FIRST_RENDER);
    await user.keyboard('a');
    await user.click(await screen.findByRole('button', { name: 'Approve now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
    expect(server.find('POST', APPROVE)).toHaveLength(1);
  });
});

describe('undo of a recorded decision', () => {
  it('is offered in the notification; it calls the server and opens the course again', async () => {
    let undone = false;
    const server = approvable({
      [`POST ${UNDO}`]: () => {
        undone = true;
        return { body: { courseSubmissionReviewId: REVIEW, courseSubmissionId: 7, reviewBatchId: BATCH, undone: 'approved' } };
      },
    });
    const user = userEvent.setup();
    renderReview();
    await user.click((await within(await screen.findByRole('region', { name: 'Decision' }, FIRST_RENDER)).findByRole('button', { name: 'Approve' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
    const models = server.find('GET', `/api/admin/review/${BATCH}/${REVIEW}`).length;
    await user.click(await screen.findByRole('button', { name: 'Undo Approved for Marine Biology' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marine Biology' })).toBeInTheDocument();
    expect(undone).toBe(true);
    expect(server.find('POST', UNDO)[0].body).toBeUndefined();
    // read again from the server, not from what the screen had
    await waitFor(() => expect(server.find('GET', `/api/admin/review/${BATCH}/${REVIEW}`).length).toBe(models + 1));
    expect(await screen.findByText('Marine Biology: the decision was undone. Decide again when you are ready.')).toBeInTheDocument();
  });

  it('is also the key u; a refusal of the server is shown in its words, and the screen stays', async () => {
    const refusal = 'This decision can no longer be undone: Asa Signer acted on this course after it was decided. To change it now, someone who may reverse decisions uses “Reverse decision” on the course in Completed reviews.';
    const server = approvable({ [`POST ${UNDO}`]: () => ({ status: 409, body: { message: refusal } }) });
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, FIRST_RENDER);
    await user.keyboard('a');
    await screen.findByRole('progressbar', { name: 'Time left to cancel Approve' });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
    await user.keyboard('u');
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(server.find('POST', UNDO)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
    // offered once: u again says there is nothing to undo
    await user.keyboard('u');
    expect(await screen.findByText(/^There is no decision to undo/)).toBeInTheDocument();
    expect(server.find('POST', UNDO)).toHaveLength(1);
  });
});
