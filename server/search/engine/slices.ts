// Bulk steps of the index written once as generators that yield between small pieces of work, so the
// same code runs in one go (a search that needs the structure now) or spread over turns of the event
// loop (a rebuild, while the engine it replaces answers searches). A piece is a few thousand
// elements: far under a millisecond, so the slice's clock is read often enough.

export type Steps<T = void> = Generator<void, T, void>;

/** A turn of the event loop: timers and I/O waiting run first (setImmediate). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The work between two turns of the event loop during a rebuild. */
export const SLICE_MS = 4;

/** Runs the steps to their end at once. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Runs the steps, giving the event loop a turn whenever a slice has taken sliceMs. */
export async function runInSlices<T>(steps: Steps<T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
