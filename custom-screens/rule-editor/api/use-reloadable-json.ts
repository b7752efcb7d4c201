// GET a JSON document and load it again on demand (after an activation, a new draft…). The previous
// answer stays on screen while the next one loads, so the page does not flash.
import { useCallback, useEffect, useState } from 'react';
import { useSpecApi } from '../../../admin-ui/kit/spec-api.js';

export interface ReloadableJson<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

export function useReloadableJson<T>(url: string): ReloadableJson<T> {
  const call = useSpecApi();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    call<T>(url, { method: 'GET', signal: abort.signal }).then(
      (data) => setState({ data, loading: false }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, error, loading: false }));
      },
    );
    return () => abort.abort();
  }, [call, url, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
