// A form or dialog says whether it holds unsaved text; while it does, leaving the page asks first
// (NavigationGuard). Registered in a layout effect, so a save that clears the text and then moves on
// (navigate right after) is already let through before the page paints.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { unsavedChanges } from './registry.js';

/**
 * `dirty`: the source holds text that is not saved. Returns `release`, for a save that navigates in
 * the same tick as it succeeds: it lets that navigation through before the next render.
 */
export function useUnsavedChanges(dirty: boolean, message?: string): () => void {
  const key = useRef(Symbol('unsaved')).current;
  useLayoutEffect(() => {
    if (!dirty) return;
    unsavedChanges.mark(key, { message });
    return () => unsavedChanges.clear(key);
  }, [dirty, message, key]);
  return useCallback(() => unsavedChanges.clear(key), [key]);
}
