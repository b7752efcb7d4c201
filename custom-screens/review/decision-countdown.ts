// A decision asked for by key waits DECISION_COUNTDOWN_MS before it is sent (issue 20 §2): a key
// is easy to press by mistake, so the screen shows the decision with a countdown bar, Enter sends
// it at once and Escape (or the same key) cancels it. Nothing reaches the server before it is sent;
// leaving the course (unmounting) cancels it.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Decision } from '../../core/contract/review.js';

export const DECISION_COUNTDOWN_MS = 3000;

/** The length the screen counts down: DECISION_COUNTDOWN_MS; tests lengthen it to act within it on a busy machine. */
export const countdownTiming = { ms: DECISION_COUNTDOWN_MS };

export interface PendingDecision {
  decision: Decision;
  /** Date.now() when the countdown began */
  startedAt: number;
}

export interface DecisionCountdown {
  pending: PendingDecision | null;
  start: (decision: Decision) => void;
  /** sends the waiting decision now */
  confirm: () => void;
  /** drops the waiting decision: nothing is sent */
  cancel: () => void;
}

/** `send` is called with the decision when the countdown runs out or is confirmed, never after a cancel or unmount. */
export function useDecisionCountdown(send: (decision: Decision) => void): DecisionCountdown {
  const [pending, setPending] = useState<PendingDecision | null>(null);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const sendRef = useRef(send);
  sendRef.current = send;

  const confirm = useCallback(() => {
    const waiting = pendingRef.current;
    if (!waiting) return;
    pendingRef.current = null;
    setPending(null);
    sendRef.current(waiting.decision);
  }, []);
  const cancel = useCallback(() => {
    pendingRef.current = null;
    setPending(null);
  }, []);
  const start = useCallback((decision: Decision) => setPending({ decision, startedAt: Date.now() }), []);

  useEffect(() => {
    if (!pending) return;
    // the countdown ends by the clock the bar shows: a timer that fires before it (a clock held by a
    // browser test) waits again for what is left
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = pending.startedAt + countdownTiming.ms - Date.now();
      if (left <= 0) confirm();
      else timer = setTimeout(check, left);
    };
    check();
    return () => clearTimeout(timer);
  }, [pending, confirm]);

  return useMemo(() => ({ pending, start, confirm, cancel }), [pending, start, confirm, cancel]);
}

/** Whole seconds left of a countdown begun at `startedAt` (3, 2, 1), at `now`. */
export const secondsLeft = (startedAt: number, now: number) => Math.max(0, Math.ceil((startedAt + countdownTiming.ms - now) / 1000));
