// The search state lives in the URL (so a search can be linked, and Back returns to it) and is
// remembered in react-admin's store (spec 1 §9 "course search state ... remembered"): opening
// /courses/search without parameters, from the menu, brings the last search back.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { decodeSearch, encodeSearch, type SearchState } from './search-state.js';

export const SEARCH_STORE_KEY = 'course-search.params';

const SEARCH_PARAMS = ['i', 'c', 'f'];

export function useSearchState(): [SearchState, (next: SearchState) => void] {
  const [params, setParams] = useSearchParams();
  const [remembered, remember] = useStore<string>(SEARCH_STORE_KEY, '');
  const bare = !SEARCH_PARAMS.some((p) => params.has(p));
  const urlText = bare ? '' : new URLSearchParams(SEARCH_PARAMS.filter((p) => params.has(p)).map((p) => [p, params.get(p)!])).toString();
  // the change just made, until the URL shows it (the router applies navigations in a transition, so a
  // ticked box would otherwise show its old state for a moment)
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => setPending(null), [urlText]);
  // a bare URL searches for what was remembered from the first render, so no empty search is sent first
  const text = pending ?? (bare ? remembered : urlText);
  const state = useMemo(() => decodeSearch(new URLSearchParams(text)), [text]);

  useEffect(() => {
    if (pending !== null) return;
    if (bare && remembered) setParams(new URLSearchParams(remembered), { replace: true });
    // a search opened from a link is the one to come back to
    else if (!bare && urlText !== remembered) remember(urlText);
  }, [pending, bare, urlText, remembered, remember, setParams]);

  const change = useCallback(
    (next: SearchState) => {
      const encoded = encodeSearch(next).toString();
      setPending(encoded);
      remember(encoded);
      setParams(new URLSearchParams(encoded), { replace: true });
    },
    [remember, setParams],
  );
  return [state, change];
}
