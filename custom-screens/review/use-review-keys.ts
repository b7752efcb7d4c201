// Listens for the review screen's keys (keyboard.ts) on the whole page while the screen is open and
// no dialog of its own is.
import { useEffect, useRef } from 'react';
import { actionForKey, type KeyAction } from './keyboard.js';

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
