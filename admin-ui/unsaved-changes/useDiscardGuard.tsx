// A dialog that holds typed text asks before throwing it away: Cancel, Escape and a click beside the
// dialog go through `guard(close)`, which closes at once when nothing was typed and otherwise asks
// "Discard what you typed?" (Stay keeps the dialog and its text). While the dialog holds text,
// leaving the page asks too (useUnsavedChanges).
import { useCallback, useRef, useState, type ReactElement } from 'react';
import { Confirm } from 'react-admin';
import { useUnsavedChanges } from './useUnsavedChanges.js';

export const DISCARD_TITLE = 'Discard what you typed?';

export interface DiscardGuard {
  /** wraps a close handler (Cancel's onClick, the Dialog's onClose) */
  guard: <A extends unknown[]>(close: (...args: A) => void) => (...args: A) => void;
  /** the question, to render beside the dialog */
  prompt: ReactElement;
  /** for a save that closes the dialog and navigates at once (see useUnsavedChanges) */
  release: () => void;
}

/** `dirty`: the dialog is open and holds typed text that is not saved. */
export function useDiscardGuard(dirty: boolean, message = 'What you typed in this dialog is not saved. It will be lost.'): DiscardGuard {
  const release = useUnsavedChanges(dirty, message);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = useCallback(
    <A extends unknown[]>(close: (...args: A) => void) =>
      (...args: A) => {
        if (!dirtyNow.current) return close(...args);
        setPending(() => () => close(...args));
      },
    [],
  );
  const prompt = (
    <Confirm
      isOpen={pending !== null}
      title={DISCARD_TITLE}
      content={message}
      confirm="Discard"
      cancel="Stay"
      confirmColor="warning"
      onConfirm={() => {
        const close = pending;
        setPending(null);
        close?.();
      }}
      onClose={() => setPending(null)}
    />
  );
  return { guard, prompt, release };
}
