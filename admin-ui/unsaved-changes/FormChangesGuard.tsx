// The unsaved-changes guard of a react-admin form (generated or hand-built): inside the form, it tells
// the shell's one guard whether fields were changed and not saved. A field counts once the user
// changed it (react-hook-form's dirty fields, so a rich-text editor tidying its HTML is no change).
// A save that succeeds lets the form go (its redirect does not ask); one that fails keeps guarding.
import { useEffect, useRef, useState } from 'react';
import { useSaveContext } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useUnsavedChanges } from './useUnsavedChanges.js';

type Next = (...args: unknown[]) => Promise<unknown>;

export function FormChangesGuard({ message }: { message?: string }) {
  const { dirtyFields } = useFormState();
  const changed = Object.keys(dirtyFields).length > 0;
  const [saved, setSaved] = useState(false);
  const release = useUnsavedChanges(changed && !saved, message);
  const releaseRef = useRef(release);
  releaseRef.current = release;

  // a form changed again after a save (one that stays on the page) is unsaved again
  useEffect(() => {
    if (!changed) setSaved(false);
  }, [changed]);

  // the save's outcome, where the form has one (Edit, Create): react-admin reports a submission as
  // successful as soon as it is sent, before the server has answered
  const saveContext = useSaveContext();
  useEffect(() => {
    const register = saveContext?.registerMutationMiddleware;
    if (!register) return;
    const middleware = async (...args: unknown[]) => {
      const next = args[args.length - 1] as Next;
      const result = await next(...args.slice(0, -1));
      releaseRef.current();
      setSaved(true);
      return result;
    };
    register(middleware);
    return () => saveContext.unregisterMutationMiddleware?.(middleware);
  }, [saveContext]);
  return null;
}
