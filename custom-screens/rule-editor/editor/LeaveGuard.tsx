// Asks before leaving a version with unsaved changes: in-app navigation gets a dialog, closing or
// reloading the tab gets the browser's own prompt. The shell runs under a BrowserRouter, where
// react-router's blocker is unavailable (it needs a data router), so there the history's push and
// replace are held back while the changes are unsaved; under a data router (tests) the blocker is used.
import { useContext, useEffect, useState } from 'react';
import { Confirm, useBlocker, useCanBlock } from 'react-admin';
import { UNSAFE_NavigationContext } from 'react-router-dom';

interface GuardProps {
  when: boolean;
}

type Go = () => void;

function LeaveDialog({ pending, onStay }: { pending: Go | null; onStay: () => void }) {
  return (
    <Confirm
      isOpen={pending !== null}
      title="Leave without saving?"
      content="This version has changes that are not saved. They will be lost."
      confirm="Leave"
      cancel="Stay"
      confirmColor="warning"
      onConfirm={() => pending?.()}
      onClose={onStay}
    />
  );
}

function useBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

function pathnameOf(to: unknown): string | undefined {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  return (to as { pathname?: string } | null)?.pathname;
}

function HistoryGuard({ when }: GuardProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<Go | null>(null);
  useEffect(() => {
    if (!when) return;
    const nav = navigator as unknown as { push: (...args: unknown[]) => void; replace: (...args: unknown[]) => void };
    const { push, replace } = nav;
    const hold =
      (original: (...args: unknown[]) => void) =>
      (...args: unknown[]) => {
        const target = pathnameOf(args[0]);
        // tabs and query changes stay on the page
        if (target === undefined || target === window.location.pathname) return original.apply(nav, args);
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
  }, [navigator, when]);
  return <LeaveDialog pending={pending} onStay={() => setPending(null)} />;
}

function BlockerGuard({ when }: GuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  return <LeaveDialog pending={blocked ? () => blocker.proceed?.() : null} onStay={() => blocker.reset?.()} />;
}

export function LeaveGuard({ when }: GuardProps) {
  const canBlock = useCanBlock();
  useBeforeUnload(when);
  return canBlock ? <BlockerGuard when={when} /> : <HistoryGuard when={when} />;
}
