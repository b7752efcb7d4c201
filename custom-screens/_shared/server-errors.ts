// Reads the server's error answer { message, modelState? } however it reached the screen: as
// react-admin field errors (body.errors, set by the shell's dataProvider) or as the raw modelState.

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

/** Field errors of a failed call, one message per field, or undefined when there are none. */
export function serverFieldErrors(error: unknown): FieldErrors | undefined {
  const body = (error as { body?: { errors?: unknown; modelState?: unknown } } | null)?.body;
  return flatten(body?.errors) ?? flatten(body?.modelState);
}

export function errorMessage(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
