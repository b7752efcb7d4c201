// A failed write as the inline list shows it: one message per field (the server's modelState, as the
// shell's httpClient puts it in body.errors) and a message for the rest.

export function fieldErrorsOf(error: unknown): Record<string, string> {
  const body = (error as { body?: { errors?: unknown; modelState?: unknown } } | null)?.body;
  const source = body?.errors ?? body?.modelState;
  const out: Record<string, string> = {};
  if (!source || typeof source !== 'object') return out;
  for (const [field, value] of Object.entries(source as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : undefined;
    if (text) out[field] = text;
  }
  return out;
}

export function failureMessage(error: unknown, fallback: string): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() ? message : fallback;
}
