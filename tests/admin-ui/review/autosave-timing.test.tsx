// The review screen's saving times (spec 3 §2, §9: autosave indicator 1 second, basic-info save delay
// 1.5 seconds, submitting flag 1500 ms), on fake timers: typed text waits 1.5 s after the last key,
// a tick goes at once, the flag stays up at least 1.5 s and until the answer, "Saved" shows for 1 s;
// saves of one key go in order, and a decision waits for what is being saved.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Autosave, SAVED_INDICATOR_MS, SAVE_DELAY_MS, SUBMITTING_MS } from '../../../custom-screens/review/autosave.js';
import { REVIEW, SUBMISSION, decisionsFor, renderReview, reviewModel, reviewServer } from './review-support.js';

vi.mock('../../../custom-screens/review/StatsCharts.js', () => ({ ComparisonChart: () => null, WeeksChart: () => null }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A call the test answers when it likes. */
function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Moves the fake clock and lets the promises it freed run. */
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('Autosave', () => {
  it('uses the spec’s times', () => {
    expect([SUBMITTING_MS, SAVE_DELAY_MS, SAVED_INDICATOR_MS]).toEqual([1500, 1500, 1000]);
  });

  it('sends typed text 1.5 s after the last change, raises the flag at once and shows Saved for 1 s', async () => {
    vi.useFakeTimers();
    const autosave = new Autosave(() => 'failed');
    const sent: string[] = [];
    let text = '';
    const type = (t: string) => {
      text = t;
      autosave.later('title', async () => void sent.push(text));
    };
    type('M');
    expect(autosave.getState().phase).toBe('saving');
    await vi.advanceTimersByTimeAsync(1000);
    type('Ma');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['Ma']);
    // the flag has been up 1.5 s since the last change: it comes down as soon as the answer is in
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().phase).toBe('saved');
    await vi.advanceTimersByTimeAsync(SAVED_INDICATOR_MS - 1);
    expect(autosave.getState().phase).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(autosave.getState().phase).toBe('idle');
  });

  it('sends a tick at once but keeps the flag up 1.5 s, and longer while the answer is out', async () => {
    vi.useFakeTimers();
    const autosave = new Autosave(() => 'failed');
    const answer = deferred();
    let sent = 0;
    void autosave.now('statements', () => {
      sent++;
      return answer.promise;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    answer.resolve();
    await vi.advanceTimersByTimeAsync(SUBMITTING_MS - 201);
    expect(autosave.getState().phase).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    expect(autosave.getState().phase).toBe('saved');

    // an answer slower than the flag: the flag waits for it
    const slow = deferred();
    void autosave.now('statements', () => slow.promise);
    await vi.advanceTimersByTimeAsync(5000);
    expect(autosave.getState().phase).toBe('saving');
    slow.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState().phase).toBe('saved');
  });

  it('runs the saves of one key one after the other, and flush sends what waits and waits for all', async () => {
    vi.useFakeTimers();
    const autosave = new Autosave(() => 'failed');
    const first = deferred();
    const log: string[] = [];
    void autosave.now('statements', async () => {
      log.push('first sent');
      await first.promise;
      log.push('first answered');
    });
    void autosave.now('statements', async () => void log.push('second sent'));
    autosave.later('title', async () => void log.push('title sent'));
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['first sent']);
    let flushed = false;
    void autosave.flush().then(() => (flushed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['first sent', 'title sent']);
    expect(flushed).toBe(false);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['first sent', 'title sent', 'first answered', 'second sent']);
    expect(flushed).toBe(true);
  });

  it('reports a failed save with its message until the next change', async () => {
    vi.useFakeTimers();
    const autosave = new Autosave((e) => (e as Error).message);
    await autosave.now('rubric', () => Promise.reject(new Error('Rubric 9 was not found.'))).catch(() => undefined);
    expect(await autosave.flush()).toBe(false);
    expect(autosave.getState()).toEqual({ phase: 'failed', message: 'Rubric 9 was not found.' });
    autosave.later('title', async () => undefined);
    expect(autosave.getState().phase).toBe('saving');
  });
});

describe('review screen saving', () => {
  it('saves a basic-info change 1.5 s after the last keystroke, with Saving… then Saved for a second', async () => {
    const server = reviewServer(reviewModel(), {
      [`POST /api/admin/review/${SUBMISSION}/basicinfo`]: (req) => ({ body: { ...reviewModel().basicInfo, ...(req.body as object) } }),
    });
    renderReview();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const decision = within(screen.getByRole('region', { name: 'Decision' }));
    vi.useFakeTimers();
    fireEvent.change(title, { target: { value: 'Marine Biology 1' } });
    await advance(500);
    fireEvent.change(title, { target: { value: 'Marine Biology 1A' } });
    expect(decision.getByRole('status')).toHaveTextContent('Saving…');
    await advance(SAVE_DELAY_MS - 1);
    expect(server.find('POST', `/api/admin/review/${SUBMISSION}/basicinfo`)).toHaveLength(0);
    await advance(1);
    const sent = server.find('POST', `/api/admin/review/${SUBMISSION}/basicinfo`);
    expect(sent).toHaveLength(1);
    expect(sent[0].query.get('propertyName')).toBe('title');
    expect(sent[0].body).toEqual({ title: 'Marine Biology 1A' });
    // the answer reaches the screen through a few turns of the (fake) event loop, each a millisecond here
    let turns = 0;
    while (!decision.getByRole('status').textContent?.includes('Saved') && turns++ < 50) await advance(1);
    expect(decision.getByRole('status')).toHaveTextContent('Saved');
    await advance(SAVED_INDICATOR_MS - 1);
    expect(decision.getByRole('status')).toHaveTextContent('Saved');
    await advance(1);
    expect(decision.getByRole('status')).toHaveTextContent('');
  });

  it('saves a ticked statement at once and takes the decisions from its answer', async () => {
    const server = reviewServer(reviewModel({ rubric: { rubricId: 11, value: 1 }, decisions: decisionsFor(1, 0) }), {
      [`POST /api/admin/review/${REVIEW}`]: (req) => ({ body: { statements: (req.body as { statements: unknown[] }).statements, exclusions: [], decisions: decisionsFor(1, 1) } }),
    });
    renderReview();
    const statement = await screen.findByRole('checkbox', { name: /The course title must describe the course content/ });
    const decision = within(screen.getByRole('region', { name: 'Decision' }));
    expect(decision.getByRole('button', { name: 'Not approve' })).toBeDisabled();
    fireEvent.click(statement);
    await waitFor(() => expect(server.find('POST', `/api/admin/review/${REVIEW}`)).toHaveLength(1));
    expect(server.find('POST', `/api/admin/review/${REVIEW}`)[0].body).toEqual({ statements: [{ reviewStatementId: 1, section: '0', notes: null }] });
    await waitFor(() => expect(decision.getByRole('button', { name: 'Not approve' })).toBeEnabled());
  });

  it('sends notes typed on a statement after the pause, and a decision asked for meanwhile waits for them', async () => {
    const order: string[] = [];
    const server = reviewServer(reviewModel({ rubric: { rubricId: 11, value: 1 }, statements: [{ reviewStatementId: 1, section: '0', notes: null }], decisions: decisionsFor(1, 1) }), {
      [`POST /api/admin/review/${REVIEW}`]: (req) => {
        order.push('statements');
        return { body: { statements: (req.body as { statements: unknown[] }).statements, exclusions: [], decisions: decisionsFor(1, 1) } };
      },
      [`POST /api/admin/review/${REVIEW}/complete/notapproved`]: () => {
        order.push('decision');
        return { body: { courseSubmissionReviewId: REVIEW, decision: 'notapproved', reviewBatchId: 40, nextReviewId: null } };
      },
    });
    renderReview();
    const notes = await screen.findByRole('textbox', { name: /Notes on “The course title must describe/ });
    fireEvent.change(notes, { target: { value: 'Say what the course teaches.' } });
    expect(server.find('POST', `/api/admin/review/${REVIEW}`)).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('region', { name: 'Decision' })).getByRole('button', { name: 'Not approve' }));
    await screen.findByText('Now at /dashboard');
    expect(order).toEqual(['statements', 'decision']);
    expect(server.find('POST', `/api/admin/review/${REVIEW}`)[0].body).toEqual({ statements: [{ reviewStatementId: 1, section: '0', notes: 'Say what the course teaches.' }] });
  });
});
