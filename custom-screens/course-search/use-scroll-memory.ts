// Back from a course to the search lands where the user left the results (spec 1 §9: the search is
// remembered). The position is kept per search in sessionStorage when the screen is left, and given
// back once the results are on the screen again (the loaded pages come back from the query cache, so
// the page is tall enough again).
import { useEffect, useLayoutEffect, useRef } from 'react';

export const SCROLL_STORE_KEY = 'course-search.scroll';

interface Remembered {
  search: string;
  y: number;
}

function read(): Remembered | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SCROLL_STORE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && typeof (parsed as Remembered).search === 'string' && typeof (parsed as Remembered).y === 'number') return parsed as Remembered;
  } catch {
    // a damaged entry is forgotten
  }
  return undefined;
}

/**
 * Remembers the window's scroll position for `search` (the encoded search) when the screen is left
 * and restores it once `ready` (the results are shown).
 */
export function useScrollMemory(search: string, ready: boolean): void {
  const latest = useRef(search);
  latest.current = search;
  const restored = useRef(false);

  useEffect(() => {
    let y = window.scrollY;
    const track = () => {
      y = window.scrollY;
    };
    window.addEventListener('scroll', track, { passive: true });
    return () => {
      window.removeEventListener('scroll', track);
      sessionStorage.setItem(SCROLL_STORE_KEY, JSON.stringify({ search: latest.current, y } satisfies Remembered));
    };
  }, []);

  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    const kept = read();
    if (kept && kept.search === search && kept.y > 0) window.scrollTo(0, kept.y);
  }, [ready, search]);
}
