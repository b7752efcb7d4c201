// Listens for the review screen's keys (keyboard.ts) on the whole page while the screen is open and
// no dialog of its own is.
import { useEffect, useRef } from 'react';
import { actionForKey, isTyping, type KeyAction } from './keyboard.js';

export function useReviewKeys(enabled: boolean, onAction: (action: KeyAction) => void): void {
  const latest = useRef(onAction);
  latest.current = onAction;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const action = actionForKey(event);
      if (!action) return;
      // the key is the screen's: "/" must not be typed into the note box it focuses
      event.preventDefault();
      latest.current(action);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [enabled]);
}

/** Marks the countdown's own buttons: Enter on one of them presses it. */
export const COUNTDOWN_CONTROLS = 'data-decision-countdown';

/**
 * While a decision counts down (decision-countdown.ts): Enter sends it now, Escape cancels it. Enter
 * in a text box stays the box's, and on the countdown's own buttons presses them; on any other
 * focused button it decides, without pressing that button too.
 */
export function useCountdownKeys(counting: boolean, onConfirm: () => void, onCancel: () => void): void {
  const latest = useRef({ onConfirm, onCancel });
  latest.current = { onConfirm, onCancel };
  useEffect(() => {
    if (!counting) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.onCancel();
      } else if (event.key === 'Enter' && !isTyping(event.target) && !(event.target instanceof Element && event.target.closest(`[${COUNTDOWN_CONTROLS}]`))) {
        event.preventDefault();
        latest.current.onConfirm();
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [counting]);
}
