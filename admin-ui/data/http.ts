// The one HTTP client of the UI: same-origin cookies, JSON, and the server's error format.
import { fetchUtils, HttpError } from 'react-admin';

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

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  return fetchUtils.fetchJson(url, { ...options, credentials: 'same-origin' }).catch((error: unknown) => {
    throw toFormError(error);
  });
}

export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const { json } = await httpClient(url, { signal });
  return json as T;
}

export async function postJson<T>(url: string, body?: unknown): Promise<T> {
  const { json } = await httpClient(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
  return json as T;
}
