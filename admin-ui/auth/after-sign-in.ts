// Where the sign-in page sends the user: back to the page that asked for the sign-in (/login?next=…)
// when that is a path on this site, else to the dashboard. A `next` naming another site (https://…,
// //host, /\host, javascript:…) is ignored, so the sign-in page never sends anyone away from here.
import { useCallback, useMemo } from 'react';
import { useAuthProvider, useLogin } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useReadQueueAhead } from '../dashboard/queues/read-ahead.js';
import { DASHBOARD_PATH } from '../../core/model/shell-menu.js';
import type { LoginParams } from './authProvider.js';

/** `next` as a path of this site (path, query and fragment), or undefined when it is anything else. */
export function safeNextPath(next: string | null | undefined, origin = window.location.origin): string | undefined {
  // only a single slash starts a path of this site; browsers read "\" as "/" and drop tabs and newlines
  if (!next || !next.startsWith('/') || /^\/[/\\]/.test(next) || /[\\\u0000-\u001f\u007f]/.test(next)) return undefined;
  try {
    const url = new URL(next, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/** Pages the single-page app does not serve (the operator console): they need a full page load. */
export const isOutsideApp = (path: string) => /^\/ops(?:[/?#]|$)/.test(path);

/** A full page load; an object so that tests can watch it (jsdom cannot navigate). */
export const pageLoad = { go: (path: string) => window.location.assign(path) };

/**
 * signIn: signs in and goes on to the safe `next` (else the dashboard); goOn: goes there at once
 * (for a user who is signed in already).
 */
export function useAfterSignIn() {
  const login = useLogin();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  // the page react-admin sent to the sign-in, which its login goes back to
  const fromState = Boolean((state as { nextPathname?: string } | null)?.nextPathname);
  const next = useMemo(() => safeNextPath(new URLSearchParams(search).get('next')), [search]);
  const readQueueAhead = useReadQueueAhead();

  const goOn = useCallback(() => {
    if (next && isOutsideApp(next)) pageLoad.go(next);
    else navigate(next ?? '/');
  }, [next, navigate]);

  const signIn = useCallback(
    async (params: LoginParams) => {
      if (next && isOutsideApp(next) && authProvider) {
        // react-admin's login would first route the app to its dashboard: leave for the page instead
        await authProvider.login(params);
        pageLoad.go(next);
      } else {
        // straight to the dashboard: react-admin's '/' would draw the app once only to redirect there
        await login(params, next ?? (fromState ? undefined : DASHBOARD_PATH));
        // the dashboard's queue is read while the app draws itself (issue 20 §8)
        const toDashboard = !fromState && (next === undefined || /^\/(dashboard\/?)?$/.test(next));
        if (toDashboard) void authProvider?.getPermissions?.({})?.then(readQueueAhead, () => undefined);
      }
    },
    [next, fromState, authProvider, login, readQueueAhead],
  );
  return { signIn, goOn };
}
