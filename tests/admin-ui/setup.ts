// Setup of the jsdom tests (tests/admin-ui): DOM matchers, a clean DOM between tests, and the browser
// APIs jsdom lacks that MUI and the charts call.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A whole react-admin screen takes a while to render its first time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// react-admin scrolls to the top on navigation; jsdom does not implement scrolling.
window.scrollTo = () => undefined;

// MUI decides layouts with matchMedia, which jsdom lacks: answer width queries as a 1280 px wide
// desktop (open sidebar, full navbar).
const VIEWPORT_WIDTH = 1280;
function matchesWidth(query: string): boolean {
  const min = [...query.matchAll(/min-width:\s*([\d.]+)px/g)].every((m) => VIEWPORT_WIDTH >= Number(m[1]));
  const max = [...query.matchAll(/max-width:\s*([\d.]+)px/g)].every((m) => VIEWPORT_WIDTH <= Number(m[1]));
  return min && max;
}
window.matchMedia ??= (query: string) =>
  ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
