// Approve / Not approve / 2nd review on the review screen: enabled or disabled from the rules' answer
// in the review model, the spec's hover messages on the disabled ones (on a wrapper, since a disabled
// button takes no pointer events) and as their description, the buttons following the answer of a
// rubric change, the refusal said aloud when a key asks for a disabled decision, and after a decision
// the next review of the batch or the dashboard.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BATCH, LOW_RUBRIC, NEEDS_FEEDBACK, NEXT_REVIEW, REVIEW, allowed, decisionsFor, refused, renderReview, reviewModel, reviewServer } from './review-support.js';

// the charts are the statistics panel's, not what these tests look at: a stand-in spares jsdom the library
vi.mock('../../../custom-screens/review/StatsCharts.js', () => ({ ComparisonChart: () => null, WeeksChart: () => null }));

afterEach(() => vi.unstubAllGlobals());

// the first screen of a file renders slowly on a busy machine
const decisionCard = async () => within(await screen.findByRole('region', { name: 'Decision' }, { timeout: 20_000 }));

describe('decision buttons', () => {
  it('disables Approve with its hover message when the rubric is below the minimum, and keeps Not approve’s reason too', async () => {
    reviewServer(reviewModel({ rubric: { rubricId: 11, value: 1 }, decisions: decisionsFor(1, 0) }));
    const user = userEvent.setup();
    renderReview();
    const card = await decisionCard();
    const approve = card.getByRole('button', { name: 'Approve' });
    const notApprove = card.getByRole('button', { name: 'Not approve' });
    expect(approve).toBeDisabled();
    expect(notApprove).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(LOW_RUBRIC);
    expect(notApprove).toHaveAccessibleDescription(NEEDS_FEEDBACK);

    // the tooltip sits on the wrapper: hovering it shows the spec's message
    await user.hover(approve.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LOW_RUBRIC);
  });

  it('enables what the rules allow and follows the answer of a rubric change', async () => {
    const server = reviewServer(reviewModel({ rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }), {
      [`POST /api/admin/review/${REVIEW}/rubric/11`]: () => ({ body: { rubricId: 11, value: 1, decisions: decisionsFor(1, 0) } }),
    });
    const user = userEvent.setup();
    renderReview();
    const card = await decisionCard();
    expect(card.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await user.click(await card.findByRole('radio', { name: '1 – Partially meets' }));
    await waitFor(() => expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled());
    expect(card.getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(LOW_RUBRIC);
    expect(server.find('POST', `/api/admin/review/${REVIEW}/rubric/11`)).toHaveLength(1);
  });

  it('offers no 2nd review on a 2nd review', async () => {
    reviewServer(reviewModel({ isSecondReview: true, rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }));
    renderReview();
    const card = await decisionCard();
    expect(card.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: '2nd review' })).toBeNull();
  });

  it('says why when a key asks for a disabled decision, and sends nothing', async () => {
    const server = reviewServer(reviewModel({ rubric: { rubricId: 11, value: 1 }, decisions: decisionsFor(1, 0) }));
    const user = userEvent.setup();
    renderReview();
    await decisionCard();
    await user.keyboard('a');
    expect(await screen.findByText(`Approve is not possible: ${LOW_RUBRIC}`)).toBeInTheDocument();
    await user.keyboard('n');
    expect(await screen.findByText(`Not approve is not possible: ${NEEDS_FEEDBACK}`)).toBeInTheDocument();
    expect(server.requests.filter((r) => r.path.includes('/complete/') || r.path.endsWith('/secondreview'))).toHaveLength(0);
  });

  it('approves with the button and opens the next review of the batch', async () => {
    const server = reviewServer(reviewModel({ rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }), {
      [`POST /api/admin/review/${REVIEW}/complete/approved`]: () => ({ body: { courseSubmissionReviewId: REVIEW, decision: 'approved', reviewBatchId: BATCH, nextReviewId: NEXT_REVIEW } }),
      [`GET /api/admin/review/${BATCH}/${NEXT_REVIEW}`]: () => ({ body: reviewModel({ courseReviewId: NEXT_REVIEW, basicInfo: { ...reviewModel().basicInfo, title: 'Ocean Chemistry' } }) }),
    });
    const user = userEvent.setup();
    renderReview();
    await user.click((await decisionCard()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
    expect(server.find('POST', `/api/admin/review/${REVIEW}/complete/approved`)).toHaveLength(1);
    expect(server.find('POST', `/api/admin/review/${REVIEW}/complete/approved`)[0].body).toBeUndefined();
  });

  it('sends the 2nd review to its own call and goes back to the dashboard when the batch is done', async () => {
    reviewServer(reviewModel({ rubric: { rubricId: 11, value: 1 }, statements: [{ reviewStatementId: 1, section: '0', notes: null }], decisions: decisionsFor(1, 1) }), {
      [`POST /api/admin/review/${REVIEW}/secondreview`]: () => ({ body: { courseSubmissionReviewId: REVIEW, decision: 'secondreview', reviewBatchId: BATCH, nextReviewId: null } }),
    });
    const user = userEvent.setup();
    renderReview();
    const card = await decisionCard();
    expect(card.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(card.getByRole('button', { name: '2nd review' }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('shows the decision instead of the buttons on a decided review', async () => {
    reviewServer(reviewModel({ readOnly: true, decision: 'approved', decidedOn: '2026-03-09T17:00:00Z', decisions: { approved: allowed, notapproved: refused(NEEDS_FEEDBACK), secondreview: refused(NEEDS_FEEDBACK) } }));
    renderReview();
    const card = await decisionCard();
    expect(card.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(card.getByText(/^Approved on 03\/09\/2026/)).toBeInTheDocument();
    expect(screen.getByText('This review is decided; it is shown read-only.')).toBeInTheDocument();
  });
});
