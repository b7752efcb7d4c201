// The one HTTP client of the UI: same-origin cookies, JSON, the session's CSRF token on every write,
// and the server's error format.
import { fetchUtils, HttpError } from 'react-admin';
import { CSRF_HEADER, CSRF_TOKEN_REFUSED } from '../../core/http/csrf-words.js';
import { readBoot } from '../auth/staff-user.js';
import { noteUndoHeader } from './undo-events.js';

/** The server's error body. */
export interface ServerErrorBody {
  message?: string;
  modelState?: Record<string, string[] | string>;
}

/**
 * A 400 carrying modelState becomes the error shape react-admin puts on form fields:
 * body.errors = { field: 'joined messages', root: { serverError } }.
 */
export function toFormError(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  const body = (error.body ?? {}) as ServerErrorBody;
  if (!body.modelState || typeof body.modelState !== 'object') return error;
  const message = body.message || error.message || 'Please correct the highlighted values.';
  const errors: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(body.modelState)) {
    const text = Array.isArray(messages) ? messages.join(' ') : String(messages);
    if (field) errors[field] = text;
  }
  errors.root = { serverError: message };
  return new HttpError(message, 400, { ...body, errors });
}

// undefined: not told yet, the page's boot data has it
let csrfToken: string | null | undefined;

/** The session's CSRF token, from sign-in or /api/account/me; null after sign-out. */
export function setCsrfToken(token: string | null | undefined): void {
  csrfToken = token ?? null;
}

const currentToken = () => (csrfToken === undefined ? readBoot().csrfToken : csrfToken);
const isWrite = (options: fetchUtils.Options) => !['GET', 'HEAD', 'OPTIONS'].includes((options.method ?? 'GET').toUpperCase());

function send(url: string, options: fetchUtils.Options) {
  const token = currentToken();
  if (!isWrite(options) || !token) return fetchUtils.fetchJson(url, options);
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set(CSRF_HEADER, token);
  // a write the server can undo names its undo (X-Undo-Id): the notification and the panel offer it
  return fetchUtils.fetchJson(url, { ...options, headers }).then((answer) => {
    noteUndoHeader(answer.headers);
    return answer;
  });
}

/** A 403 because the page's token belongs to an earlier session (signed in again in another tab). */
const staleToken = (error: unknown) => error instanceof HttpError && error.status === 403 && (error.body as ServerErrorBody | undefined)?.message === CSRF_TOKEN_REFUSED;

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const request = { ...options, credentials: 'same-origin' as const };
  try {
    return await send(url, request);
  } catch (error) {
    if (isWrite(request) && staleToken(error)) {
      // fetch the current session's token and try once more
      const fresh = await fetchUtils.fetchJson('/api/account/me', { credentials: 'same-origin' }).then(
        ({ json }) => (json as { csrfToken?: string | null }).csrfToken ?? null,
        () => null,
      );
      if (fresh) {
        setCsrfToken(fresh);
        return send(url, request).catch((again: unknown) => {
          throw toFormError(again);
        });
      }
    }
    throw toFormError(error);
  }
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const { json } = await httpClient(url, { signal });
  return json as T;
}

export async function postJson<T>(url: string, body?: unknown): Promise<T> {
  const { json } = await httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
  return json as T;
}
