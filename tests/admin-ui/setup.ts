// Setup of the jsdom tests (tests/admin-ui): DOM matchers, a clean DOM between tests, and the browser
// APIs jsdom lacks that MUI and the charts call.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { matchMediaAt } from './support/viewport.js';

afterEach(() => cleanup());

// a jsdom file needs a process of its own: libraries loaded once would keep an earlier file's document
if (process.env.TEST_SHARED_WORKERS === '1') throw new Error('The jsdom tests run each file in a process of its own: run them without TEST_SHARED_WORKERS (vitest.config.ts).');

// A whole react-admin screen takes a while to render its first time on a busy machine (a bound on
// waiting, not a time asserted: a screen that renders sooner passes sooner).
configure({ asyncUtilTimeout: 15_000 });

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
// desktop (open sidebar, full navbar) unless a test says otherwise.
window.matchMedia ??= matchMediaAt(1280);
