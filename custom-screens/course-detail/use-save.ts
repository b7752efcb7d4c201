// One save of a modal: busy while the call runs, the server's field errors (modelState) by field,
// its message otherwise, and whether it was refused as stale (409: someone saved in between).
import { useCallback, useState } from 'react';
import { errorMessage, serverFieldErrors } from '../../admin-ui/kit/server-errors.js';

export interface SaveFailure {
  message: string;
  stale: boolean;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

export function useSave() {
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const reset = useCallback(() => {
    setSaving(false);
    setFieldErrors({});
    setFailure(null);
  }, []);

  const run = useCallback(async <T,>(call: () => Promise<T>, fallback: string, fixedMessage?: string): Promise<T | undefined> => {
    setSaving(true);
    setFailure(null);
    setFieldErrors({});
    try {
      return await call();
    } catch (error) {
      const fields = serverFieldErrors(error) ?? {};
      setFieldErrors(fields);
      const stale = statusOf(error) === 409;
      setFailure({ message: fixedMessage ?? errorMessage(error, fallback), stale });
      return undefined;
    } finally {
      setSaving(false);
    }
  }, []);

  /** A field's error goes once its value is changed: it described the value that was refused. */
  const clearFieldError = useCallback((field: string) => setFieldErrors((errors) => {
    if (!(field in errors)) return errors;
    const { [field]: _gone, ...rest } = errors;
    return rest;
  }), []);

  return { saving, fieldErrors, setFieldErrors, clearFieldError, failure, run, reset };
}
