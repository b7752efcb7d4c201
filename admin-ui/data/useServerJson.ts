// GET a JSON document for a component, cancelled when the component goes away or the url changes.
// `reads`: the resources the document shows (model names); the live hub's changes of any of them
// read it again in the background, the document shown meanwhile staying in place.
import { useEffect, useState } from 'react';
import { onRecordChanged, touches } from '../hub/hub-events.js';
import { getJson } from './http.js';

export type ServerJson<T> = { state: 'loading' } | { state: 'done'; data: T } | { state: 'failed'; error: unknown };

/** `url` null: nothing to fetch (yet). */
export function useServerJson<T>(url: string | null, { reads = [] }: { reads?: readonly string[] } = {}): ServerJson<T> {
  const [result, setResult] = useState<ServerJson<T>>({ state: 'loading' });
  const [reading, setReading] = useState(0);
  const readsKey = reads.join(',');

  useEffect(() => {
    if (!readsKey) return;
    const resources = readsKey.split(',');
    return onRecordChanged((event) => {
      if (touches(event, resources)) setReading((n) => n + 1);
    });
  }, [readsKey]);

  useEffect(() => {
    setResult({ state: 'loading' });
  }, [url]);

  useEffect(() => {
    if (!url) return;
    const abort = new AbortController();
    getJson<T>(url, abort.signal).then(
      (data) => setResult({ state: 'done', data }),
      (error: unknown) => {
        if (!abort.signal.aborted) setResult({ state: 'failed', error });
      },
    );
    return () => abort.abort();
  }, [url, reading]);
  return result;
}
