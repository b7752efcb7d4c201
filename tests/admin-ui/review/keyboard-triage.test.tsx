// Working a review with the keyboard only: the help dialog on "?", the rubric with 0–5, "f" to the
// feedback statements and space to tick one, "n" and Enter to not approve and on to the next review; "/" to
// the note box (no "/" typed into it) where keys are text, "j" / "k" through the batch, "t" to tags.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_BINDINGS } from '../../../custom-screens/review/keyboard.js';
import { DECISION_COUNTDOWN_MS, countdownTiming } from '../../../custom-screens/review/decision-countdown.js';
import { BATCH, NEXT_REVIEW, REVIEW, SUBMISSION, decisionsFor, renderReview, reviewModel, reviewServer } from './review-support.js';

vi.mock('../../../custom-screens/review/StatsCharts.js', () => ({ ComparisonChart: () => null, WeeksChart: () => null }));

afterEach(() => {
  countdownTiming.ms = DECISION_COUNTDOWN_MS;
  vi.unstubAllGlobals();
});

const FIRST_RENDER = { timeout: 20_000 };
const nextModel = () => reviewModel({ courseReviewId: NEXT_REVIEW, courseSubmissionId: SUBMISSION + 1, basicInfo: { ...reviewModel().basicInfo, title: 'Ocean Chemistry' } });

describe('keyboard triage', () => {
  it('rates, ticks a statement and does not approve without the mouse, then opens the next review', async () => {
    let ticked = 0;
    const server = reviewServer(reviewModel({ rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }), {
      [`POST /api/admin/review/${REVIEW}/rubric/11`]: () => ({ body: { rubricId: 11, value: 1, decisions: decisionsFor(1, ticked) } }),
      [`POST /api/admin/review/${REVIEW}`]: (req) => {
        const statements = (req.body as { statements: unknown[] }).statements;
        ticked = statements.length;
        return { body: { statements, exclusions: [], decisions: decisionsFor(1, ticked) } };
      },
      [`POST /api/admin/review/${REVIEW}/complete/notapproved`]: () => ({ body: { courseSubmissionReviewId: REVIEW, decision: 'notapproved', reviewBatchId: BATCH, nextReviewId: NEXT_REVIEW } }),
      [`GET /api/admin/review/${BATCH}/${NEXT_REVIEW}`]: () => ({ body: nextModel() }),
    });
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, FIRST_RENDER);
    await screen.findByRole('radio', { name: '1 – Partially meets' });

    await user.keyboard('1');
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 – Partially meets' })).toBeChecked());
    await waitFor(() => expect(server.find('POST', `/api/admin/review/${REVIEW}/rubric/11`)).toHaveLength(1));

    await user.keyboard('f');
    const first = await screen.findByRole('checkbox', { name: /The course title must describe/ });
    expect(first).toHaveFocus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Not approve' })).toBeEnabled());

    // n counts down first (long enough here to look at it on a busy machine); Enter sends it now
    countdownTiming.ms = 120_000;
    await user.keyboard('n');
    expect(await screen.findByRole('progressbar', { name: 'Time left to cancel Not approve' })).toBeInTheDocument();
    expect(server.find('POST', `/api/admin/review/${REVIEW}/complete/notapproved`)).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
    expect(server.find('POST', `/api/admin/review/${REVIEW}/complete/notapproved`)).toHaveLength(1);
    expect(server.find('POST', `/api/admin/review/${REVIEW}`)[0].body).toEqual({ statements: [{ reviewStatementId: 1, section: '0', notes: null }] });
  });

  it('lists the keys in a help dialog opened with ?', async () => {
    reviewServer(reviewModel());
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, FIRST_RENDER);
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard keys' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(KEY_BINDINGS.map((b) => b.keys));
    expect(dialog).toHaveTextContent('Not approve');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Keyboard keys' })).toBeNull());
  });

  it('goes to the note box with / and takes keys there as text; the note is added with Ctrl+Enter', async () => {
    const server = reviewServer(reviewModel({ rubric: { rubricId: 13, value: 3 }, decisions: decisionsFor(3, 0) }), {
      [`POST /api/admin/review/${SUBMISSION}/note`]: (req) => ({
        body: { courseSubmissionReviewNoteId: 5, note: (req.body as { note: string }).note, createdById: 1, createdByName: 'Test Admin', createdOn: '2026-03-09T17:00:00Z', courseSubmissionId: SUBMISSION },
      }),
    });
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, FIRST_RENDER);
    await user.keyboard('/');
    const box = screen.getByRole('textbox', { name: 'New internal note (key /)' });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
    await user.keyboard('a note about labs');
    expect(box).toHaveValue('a note about labs');
    expect(server.requests.filter((r) => r.path.includes('/complete/'))).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('a note about labs')).toBeInTheDocument();
    expect(server.find('POST', `/api/admin/review/${SUBMISSION}/note`)[0].body).toEqual({ note: 'a note about labs' });
    expect(box).toHaveValue('');
  });

  it('walks the batch with j and k, and opens the tags with t', async () => {
    reviewServer(reviewModel(), {
      [`GET /api/admin/review/${BATCH}/${NEXT_REVIEW}`]: () => ({ body: nextModel() }),
      [`GET /api/admin/review/${SUBMISSION + 1}/tag`]: () => ({ body: [{ tagId: 3, name: 'Computer Science', selected: false, courseTagId: null, isDeprecated: false, isDeleted: false }] }),
    });
    const user = userEvent.setup();
    renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Marine Biology' }, FIRST_RENDER);
    expect(await screen.findByText('Course 1 of 2')).toBeInTheDocument();
    await user.keyboard('j');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Chemistry' })).toBeInTheDocument();
    expect(screen.getByText('Course 2 of 2')).toBeInTheDocument();
    await user.keyboard('t');
    const tags = await screen.findByRole('dialog', { name: 'Manage tags' });
    expect(await within(tags).findByRole('checkbox', { name: 'Computer Science' })).not.toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Manage tags' })).toBeNull());
    await user.keyboard('k');
    expect(await screen.findByRole('heading', { level: 1, name: 'Marine Biology' })).toBeInTheDocument();
  });
});
