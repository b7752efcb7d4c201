// The impersonation calls (server/impersonation/routes.ts, docs/impersonation.md) as the screens use them.
import { getJson, postJson } from '../../admin-ui/data/http.js';
import type { Message } from '../../core/contract/answers.js';
import type { ImpersonationCandidate, ImpersonationKind } from '../../core/contract/impersonation.js';

export const candidatePath = (userId: number | string) => `/api/admin/impersonate/candidate/${userId}`;
export const getCandidate = (userId: number | string, signal?: AbortSignal) => getJson<ImpersonationCandidate>(candidatePath(userId), signal);

export const startImpersonating = (kind: ImpersonationKind, userId: number | string) =>
  postJson<Message>(kind === 'analyst' ? `/api/admin/impersonate/analyst/${userId}` : `/api/admin/impersonate/${userId}`, {});

export const stopImpersonating = () => postJson<Message>('/api/admin/impersonate/stop', {});

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
