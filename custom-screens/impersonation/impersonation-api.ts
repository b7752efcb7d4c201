// The impersonation calls (server/impersonation/routes.ts, docs/impersonation.md) as the screens use them.
import { getJson, postJson } from '../../admin-ui/data/http.js';

export type ImpersonationKind = 'external' | 'analyst';

export interface Candidate {
  userId: number;
  name: string;
  username: string;
  email: string;
  kind: ImpersonationKind | null;
  kindLabel: string | null;
  allowed: boolean;
  reason: string | null;
  /** the page that starts acting as them: /admin/impersonate/{id} or /impersonate/analyst/{id} */
  path: string | null;
}

export const candidatePath = (userId: number | string) => `/api/admin/impersonate/candidate/${userId}`;
export const getCandidate = (userId: number | string, signal?: AbortSignal) => getJson<Candidate>(candidatePath(userId), signal);

export const startImpersonating = (kind: ImpersonationKind, userId: number | string) =>
  postJson<{ message: string }>(kind === 'analyst' ? `/api/admin/impersonate/analyst/${userId}` : `/api/admin/impersonate/${userId}`, {});

export const stopImpersonating = () => postJson<{ message: string }>('/api/admin/impersonate/stop', {});

/** Where acting as someone begins: an institution user's institutions, an analyst's dashboard. */
export const landingOf = (kind: ImpersonationKind) => (kind === 'external' ? INSTITUTION_VIEW_PATH : '/dashboard/');
export const INSTITUTION_VIEW_PATH = '/account/institutions';

/**
 * A full page load: the page's boot data (user, abilities) and every cached answer belong to the user
 * the session now is. An object so that tests can watch it.
 */
export const reloadAt = { go: (path: string) => window.location.assign(path) };

/** The server's message of a failed call. */
export function messageOf(error: unknown, fallback: string): string {
  const e = error as { body?: { message?: string }; message?: string };
  return e?.body?.message || e?.message || fallback;
}
