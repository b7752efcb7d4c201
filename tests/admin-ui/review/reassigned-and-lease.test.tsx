// InvalidReviewPermission (spec 3 §8): whichever call answers it (a save, a decision, the lease's
// renewal), the modal says "This course has been reassigned to another analyst." and its button goes
// back to the dashboard. The lease is renewed every minute while the analyst may work on the review;
// a review someone else holds opens read-only, saying who holds it, and is not claimed.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEASE_RENEWAL_MS } from '../../../custom-screens/review/use-open-review.js';
import { REVIEW, decisionsFor, renderReview, reviewModel, reviewServer } from './review-support.js';

vi.mock('../../../custom-screens/review/StatsCharts.js', () => ({ ComparisonChart: () => null, WeeksChart: () => null }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const REASSIGNED = { status: 409, body: { message: 'This course has been reassigned to another analyst.', code: 'InvalidReviewPermission' } };

async function expectReassignedModal(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('alertdialog', { name: 'Course reassigned' });
  expect(dialog).toHaveTextContent('This course has been reassigned to another analyst.');
  await user.click(within(dialog).getByRole('button', { name: 'Back to the dashboard' }));
  expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
}

describe('reassigned review', () => {
  it('shows the modal when a save is refused with InvalidReviewPermission, then goes to the dashboard', async () => {
    reviewServer(reviewModel(), { [`POST /api/admin/review/${REVIEW}/rubric/13`]: () => REASSIGNED });
    const user = userEvent.setup();
    renderReview();
    // the first screen of a file renders slowly on a busy machine
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, { timeout: 20_000 });
    await user.click(await screen.findByRole('radio', { name: '3 – Strong' }, { timeout: 10_000 }));
    await expectReassignedModal(user);
  });

  it('shows the modal when the decision is refused with InvalidReviewPermission', async () => {
    reviewServer(reviewModel({ rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }), {
      [`POST /api/admin/review/${REVIEW}/complete/approved`]: () => REASSIGNED,
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await expectReassignedModal(user);
  });

  it('says the review was already decided when that is what the server answers (another tab decided it)', async () => {
    const decided = { status: 409, body: { message: 'This review has already been decided.', code: 'InvalidReviewPermission' } };
    reviewServer(reviewModel({ rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }), {
      [`POST /api/admin/review/${REVIEW}/complete/approved`]: () => decided,
    });
    const user = userEvent.setup();
    renderReview();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Review already decided' });
    expect(dialog).toHaveTextContent('This review has already been decided.');
    expect(dialog).not.toHaveTextContent('reassigned');
    await user.click(within(dialog).getByRole('button', { name: 'Back to the dashboard' }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('renews the lease every minute and shows the modal when the renewal is refused', async () => {
    // only the intervals are faked: the screen loads on real time, the minutes pass on the fake clock
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let renewals = 0;
    const server = reviewServer(reviewModel(), {
      [`POST /api/admin/review/${REVIEW}/lease`]: () => (++renewals === 1 ? { body: { lease: null, readOnly: false } } : REASSIGNED),
    });
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' });
    const renewed = () => server.find('POST', `/api/admin/review/${REVIEW}/lease`);
    await act(async () => void vi.advanceTimersByTime(LEASE_RENEWAL_MS - 1));
    expect(renewed()).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(1));
    await waitFor(() => expect(renewed()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await act(async () => void vi.advanceTimersByTime(LEASE_RENEWAL_MS));
    await waitFor(() => expect(renewed()).toHaveLength(2));
    await expectReassignedModal(user);
  });

  it('opens a review someone else holds read-only, says who holds it, and does not claim it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const server = reviewServer(
      reviewModel({ readOnly: true, analyst: { userId: 9, name: 'Dana Whitfield' }, lease: { userId: 9, name: 'Dana Whitfield', expiresAt: '2026-03-09T17:05:00Z' }, decisions: decisionsFor(3, 0), rubric: { rubricId: 13, value: 3 } }),
    );
    renderReview();
    expect(await screen.findByText(/^Dana Whitfield is working on this review \(held until 03\/09\/2026, 10:05 AM/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(await screen.findByRole('radio', { name: '3 – Strong' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(await screen.findByRole('checkbox', { name: /The course title must describe/ })).toBeDisabled();
    await act(async () => void vi.advanceTimersByTime(3 * LEASE_RENEWAL_MS));
    expect(server.find('POST', `/api/admin/review/${REVIEW}/lease`)).toHaveLength(0);
  });
});
