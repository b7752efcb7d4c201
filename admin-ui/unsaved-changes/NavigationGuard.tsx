// The one navigation guard of the shell (mounted once, in the layout): while any form or dialog holds
// unsaved text (useUnsavedChanges), a move to another page asks "Leave without saving?" (Stay keeps
// the page and its text) and closing or reloading the tab gets the browser's own question. Staying
// on the page (a tab, a query change) never asks.
import { useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { Confirm, useBlocker, useCanBlock } from 'react-admin';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { unsavedChanges } from './registry.js';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_MESSAGE = 'What you typed on this page is not saved. It will be lost.';

type Go = () => void;

const anyUnsaved = () => unsavedChanges.any();

function LeaveDialog({ pending, onStay }: { pending: Go | null; onStay: () => void }) {
  // the message of what is unsaved now, read when the dialog opens
  const message = useSyncExternalStore(unsavedChanges.subscribe, unsavedChanges.message) ?? LEAVE_MESSAGE;
  return (
    <Confirm
      isOpen={pending !== null}
      title={LEAVE_TITLE}
      content={message}
      confirm="Leave"
      cancel="Stay"
      confirmColor="warning"
      onConfirm={() => pending?.()}
      onClose={onStay}
    />
  );
}

function useBeforeUnload(): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!unsavedChanges.any()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
}

/** Under a data router (the shell, the tests): react-router's blocker. */
function BlockerGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => anyUnsaved() && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  const unsaved = useSyncExternalStore(unsavedChanges.subscribe, anyUnsaved);
  const [asking, setAsking] = useState(false);
  // A save clears its text and moves on in one go; the text may be cleared only after the move was
  // held. Then the move goes on without asking (before the page paints: no flash of the dialog).
  useLayoutEffect(() => {
    if (!blocked) return setAsking(false);
    if (unsaved) setAsking(true);
    else blocker.proceed?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the blocker object changes every render
  }, [blocked, unsaved]);
  return <LeaveDialog pending={asking ? () => blocker.proceed?.() : null} onStay={() => blocker.reset?.()} />;
}

function pathnameOf(to: unknown): string | undefined {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  return (to as { pathname?: string } | null)?.pathname;
}

/** Under a plain router, where no blocker exists: the history's push and replace are held back. */
function HistoryGuard() {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<Go | null>(null);
  useEffect(() => {
    const nav = navigator as unknown as { push: (...args: unknown[]) => void; replace: (...args: unknown[]) => void };
    const { push, replace } = nav;
    const hold =
      (original: (...args: unknown[]) => void) =>
      (...args: unknown[]) => {
        const target = pathnameOf(args[0]);
        if (!unsavedChanges.any() || target === undefined || target === window.location.pathname) return original.apply(nav, args);
        setPending(() => () => {
          setPending(null);
          original.apply(nav, args);
        });
      };
    nav.push = hold(push);
    nav.replace = hold(replace);
    return () => {
      nav.push = push;
      nav.replace = replace;
    };
  }, [navigator]);
  return <LeaveDialog pending={pending} onStay={() => setPending(null)} />;
}

export function NavigationGuard() {
  const canBlock = useCanBlock();
  useBeforeUnload();
  return canBlock ? <BlockerGuard /> : <HistoryGuard />;
}
