// The review screen's saving (spec 3 §2 "An autosave/submitting indicator raised for 1.5 seconds after
// a change", §9 "Autosave indicator 1 second; basic-info save delay 1.5 seconds; submitting flag
// 1500 ms"):
//  - a change raises the submitting flag at once and keeps it up for at least SUBMITTING_MS and until
//    its save has answered;
//  - typed text (basic info, comments, notes on a statement) is sent SAVE_DELAY_MS after the last
//    keystroke; a tick or a choice is sent at once;
//  - once everything has answered, "Saved" shows for SAVED_INDICATOR_MS, then the indicator goes.
// Saves of one key (the review's statements, one basic-info property) run one after the other, and
// each reads the screen's state when it runs: the last one sent holds the last state, two answers
// never arrive the wrong way round, and a save sent now stands for one of its key still waiting. flush() sends what waits and resolves when all has answered:
// a decision runs only on a review the server has as the analyst sees it.

export const SUBMITTING_MS = 1500;
export const SAVE_DELAY_MS = 1500;
export const SAVED_INDICATOR_MS = 1000;

export type SaveState = { phase: 'idle' } | { phase: 'saving' } | { phase: 'saved' } | { phase: 'failed'; message: string };

type Run = () => Promise<unknown>;

export class Autosave {
  private state: SaveState = { phase: 'idle' };
  private readonly listeners = new Set<() => void>();
  private readonly waiting = new Map<string, { timer: ReturnType<typeof setTimeout>; run: Run }>();
  private readonly chains = new Map<string, Promise<unknown>>();
  private running = 0;
  private raisedAt = 0;
  private lowerTimer?: ReturnType<typeof setTimeout>;
  private hideTimer?: ReturnType<typeof setTimeout>;
  private failure?: string;

  constructor(private readonly onError: (error: unknown) => string) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): SaveState => this.state;

  /** Whether anything waits to be sent or is being sent. */
  get busy(): boolean {
    return this.waiting.size > 0 || this.running > 0;
  }

  /** Sends `run` SAVE_DELAY_MS after the last call for `key` (typed text). */
  later(key: string, run: Run): void {
    this.raise();
    const previous = this.waiting.get(key);
    if (previous) clearTimeout(previous.timer);
    const timer = setTimeout(() => {
      this.waiting.delete(key);
      void this.send(key, run);
    }, SAVE_DELAY_MS);
    this.waiting.set(key, { timer, run });
  }

  /** Sends `run` now (after the saves of `key` already sent); resolves with its answer, rejects on failure. */
  now<T>(key: string, run: () => Promise<T>): Promise<T> {
    this.raise();
    const previous = this.waiting.get(key);
    if (previous) {
      // `run` reads the state as it is when it runs, typed change included: it stands for the waiting one
      clearTimeout(previous.timer);
      this.waiting.delete(key);
    }
    return this.send(key, run);
  }

  /** Sends everything that waits and resolves once every save has answered; false when one failed. */
  async flush(): Promise<boolean> {
    for (const [key, { timer, run }] of [...this.waiting]) {
      clearTimeout(timer);
      this.waiting.delete(key);
      void this.send(key, run);
    }
    await Promise.allSettled([...this.chains.values()]);
    return this.failure === undefined;
  }

  /** The screen is closing: what waits is sent now (its answer is no longer shown), the indicator stops. */
  dispose(): void {
    void this.flush();
    clearTimeout(this.lowerTimer);
    clearTimeout(this.hideTimer);
  }

  private send<T>(key: string, run: () => Promise<T>): Promise<T> {
    this.running++;
    const before = this.chains.get(key) ?? Promise.resolve();
    const result = before.then(
      () => run(),
      () => run(),
    );
    const settled = result.then(
      () => undefined,
      (error: unknown) => {
        this.failure = this.onError(error);
      },
    );
    this.chains.set(key, settled);
    void settled.then(() => {
      if (this.chains.get(key) === settled) this.chains.delete(key);
      this.running--;
      this.maybeLower();
    });
    return result;
  }

  private raise(): void {
    clearTimeout(this.lowerTimer);
    clearTimeout(this.hideTimer);
    this.failure = undefined;
    this.raisedAt = Date.now();
    this.set({ phase: 'saving' });
  }

  /** Lowers the flag once nothing is left and SUBMITTING_MS has passed since the last change. */
  private maybeLower(): void {
    if (this.busy) return;
    if (this.failure !== undefined) {
      this.set({ phase: 'failed', message: this.failure });
      return;
    }
    clearTimeout(this.lowerTimer);
    const left = this.raisedAt + SUBMITTING_MS - Date.now();
    if (left <= 0) this.lower();
    else this.lowerTimer = setTimeout(() => this.lower(), left);
  }

  private lower(): void {
    if (this.busy) return;
    this.set({ phase: 'saved' });
    this.hideTimer = setTimeout(() => this.set({ phase: 'idle' }), SAVED_INDICATOR_MS);
  }

  private set(state: SaveState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
