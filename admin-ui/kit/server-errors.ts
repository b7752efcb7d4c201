// Reads the server's error answer { message, modelState? } however it reached the screen: as
// react-admin field errors (body.errors, set by the shell's dataProvider) or as the raw modelState.
//
// What a failure says depends on what happened (docs/decisions.md, "Messages that say what happened"):
// - a refusal the person can fix (a 4xx with reasons by field): the reasons, on their fields; a
//   sentence above the form only for the reasons no field of the screen shows;
// - another refusal (a 409 stale version, a 404, a 503 while the index builds): the server's words,
//   which say what happened;
// - a real failure (the server's 500, no answer at all: the network, a proxy): the screen's own
//   failure sentence (the spec's, e.g. "An error occurred while updating this file."), since the
//   words of a fault ("Failed to fetch", "Internal Server Error") tell the person nothing.

type FieldErrors = Record<string, string>;

function flatten(source: unknown): FieldErrors | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const out: FieldErrors = {};
  for (const [field, value] of Object.entries(source as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;
    if (text) out[field] = text;
  }
  return Object.keys(out).length ? out : undefined;
}

interface ErrorShape {
  status?: unknown;
  message?: unknown;
  body?: { message?: unknown; errors?: unknown; modelState?: unknown } | null;
}

const shapeOf = (error: unknown): ErrorShape => (error && typeof error === 'object' ? (error as ErrorShape) : {});

/** The HTTP status of a failed call; undefined when no answer came (network, abort) or it is not a call's error. */
export function errorStatus(error: unknown): number | undefined {
  const status = shapeOf(error).status;
  return typeof status === 'number' ? status : undefined;
}

/** The server refused the request (4xx): something the person or the screen can change, not a fault. */
export function isRefusal(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** Field errors of a failed call, one message per field, or undefined when there are none. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  const body = shapeOf(error).body;
  return flatten(body?.errors) ?? flatten(body?.modelState);
}

/**
 * The sentence for a failed call: the server's own words when it answered with an explanation, the
 * screen's `fallback` for a real failure (no answer, or the server's 500 fault answer).
 */
export function errorMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  if (status === undefined || status === 500) return fallback;
  // the body's message: without a JSON body (a proxy's page) the error's message is only the status text
  const told = shapeOf(error).body?.message;
  return typeof told === 'string' && told.trim() ? told : fallback;
}

export interface Failure {
  /** the reasons on the screen's fields, by field */
  fields: FieldErrors;
  /** the sentence above the form, or null when the fields say it all */
  message: string | null;
}

/**
 * What a failed save shows. `fields` names the fields the screen shows a message under: a refusal
 * whose every reason has its field shows those reasons only, under the fields. A reason no field
 * shows ("This file was already accepted.") goes in the sentence, after the server's general one.
 * Anything else is one sentence (errorMessage).
 */
export function failureOf(error: unknown, { fallback, fields }: { fallback: string; fields: readonly string[] }): Failure {
  const reasons = serverFieldErrors(error);
  if (!reasons || !isRefusal(error)) return { fields: {}, message: errorMessage(error, fallback) };
  const shown: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [field, text] of Object.entries(reasons)) {
    if (fields.includes(field)) shown[field] = text;
    else elsewhere.push(text);
  }
  if (!elsewhere.length) return { fields: shown, message: null };
  const general = errorMessage(error, fallback);
  return { fields: shown, message: [general, ...elsewhere.filter((text) => text !== general)].join(' ') };
}
