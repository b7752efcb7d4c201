// GET a JSON document for a component, cancelled when the component goes away or the url changes.
import { useEffect, useState } from 'react';
import { getJson } from './http.js';

export type ServerJson<T> = { state: 'loading' } | { state: 'done'; data: T } | { state: 'failed'; error: unknown };

/** `url` null: nothing to fetch (yet). */
export function useServerJson<T>(url: string | null): ServerJson<T> {
  const [result, setResult] = useState<ServerJson<T>>({ state: 'loading' });
  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    setResult({ state: 'loading' });
    getJson<T>(url, abort.signal).then(
      (data) => setResult({ state: 'done', data }),
      (error: unknown) => {
        if (!abort.signal.aborted) setResult({ state: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [url]);
  return result;
}
