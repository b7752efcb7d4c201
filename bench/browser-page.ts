// What the browser benchmark measures inside the page, on the page's own clock (performance.now()):
// when a condition on the DOM first holds and the frame showing it has been painted, when the last
// click happened, and the requests the page made (resource timing). Also when a page has gone quiet
// (no request in flight), which stands for the analyst reading: whatever the page loads meanwhile is
// ready before the next click, on both sides alike.
import type { Page, Request } from 'playwright-core';

/** What the page must show, checked on every DOM change (the conditions run in the page). */
export type Painted =
  /** the review screen shows another course than `title` with its feedback statements, ready to decide */
  | { kind: 'next-course'; title: string; reviewId: string }
  /** the dashboard's queue offers Start on the batch */
  | { kind: 'dashboard'; startLabel: string }
  /** the course search shows the answer to a new search: its count changed from `countText`, nothing loading */
  | { kind: 'search'; countText: string };

declare global {
  interface Window {
    __benchPainted?: Promise<number>;
    __benchClickAt?: number;
    __benchMarks?: Record<string, number>;
  }
}

const PAINT_TIMEOUT_MS = 60_000;

/**
 * Starts watching for `painted` in the page; `paintedAt()` then answers the page time of the first
 * frame painted after it held. The last click's page time is kept as well (`clickAt`).
 */
export async function watchFor(
  page: Page,
  painted: Painted,
): Promise<{ paintedAt: () => Promise<number>; clickAt: () => Promise<number | undefined>; marks: () => Promise<Record<string, number>> }> {
  // tsx (esbuild, keepNames) wraps the named functions below in __name(), which the page lacks
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate(
    ({ painted, timeout }) => {
      window.__benchClickAt = undefined;
      document.addEventListener(
        'click',
        () => {
          window.__benchClickAt = performance.now();
          // marks for a performance trace (bench/browser-trace.ts)
          console.timeStamp('bench-act');
        },
        { capture: true, once: true },
      );
      performance.clearResourceTimings();
      performance.setResourceTimingBufferSize(2000);
      // when each part of the condition first held (for profiling: BENCH_BROWSER_WATERFALL)
      const marks: Record<string, number> = {};
      window.__benchMarks = marks;
      const mark = (name: string, holds: boolean) => {
        if (holds && marks[name] === undefined) {
          marks[name] = performance.now();
          console.timeStamp(`bench-mark ${name}`);
        }
      };
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method];
        history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
          mark(`history ${method}`, true);
          return original.apply(this, args);
        };
      }
      const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
      const holds = (): boolean => {
        switch (painted.kind) {
          case 'next-course': {
            const title = document.querySelector('h1')?.textContent?.trim() ?? '';
            const approve = buttonNamed('Approve');
            const moved = new URLSearchParams(location.search).get('reviewId') !== painted.reviewId;
            const shown = moved && title !== '' && title !== painted.title;
            // the course and its feedback statements, not only the frame
            const loaded = shown && !document.querySelector('[aria-label="Loading the review"], [aria-label="Loading the feedback statements"]');
            const ready = shown && approve !== undefined && !approve.disabled;
            mark('address changed', moved);
            mark('review loading', moved && document.querySelector('[aria-label="Loading the review"]') !== null);
            mark('statements loading', moved && document.querySelector('[aria-label="Loading the feedback statements"]') !== null);
            mark('title shown', shown);
            mark('nothing loading', loaded);
            mark('Approve enabled', ready);
            return loaded && ready;
          }
          case 'dashboard': {
            const start = buttonNamed(painted.startLabel);
            return location.pathname.startsWith('/dashboard') && start !== undefined && !start.disabled && !document.querySelector('[role="progressbar"][aria-label^="Loading the"]');
          }
          case 'search': {
            const count = document.getElementById('course-search-count')?.textContent ?? '';
            return count !== painted.countText && count !== 'Searching…' && !document.querySelector('[aria-label="Searching"]');
          }
        }
      };
      window.__benchPainted = new Promise<number>((resolve, reject) => {
        let done = false;
        const check = () => {
          if (done || !holds()) return;
          done = true;
          observer.disconnect();
          clearTimeout(timer);
          // the frame that shows it, then a task after its paint
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => {
              console.timeStamp('bench-painted');
              resolve(performance.now());
            };
            channel.port2.postMessage(null);
          });
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`the page did not show ${JSON.stringify(painted)} within ${timeout / 1000} s`));
        }, timeout);
        check();
      });
    },
    { painted, timeout: PAINT_TIMEOUT_MS },
  );
  return {
    paintedAt: () => page.evaluate(() => window.__benchPainted!),
    clickAt: () => page.evaluate(() => window.__benchClickAt),
    marks: () => page.evaluate(() => window.__benchMarks ?? {}),
  };
}

export interface RequestTiming {
  /** method and path of the request (API calls), or the file name (scripts, styles) */
  what: string;
  start: number;
  end: number;
}

/** The page's requests since `watchFor` (resource timing, finished ones), on the page's clock. */
export function requestsSince(page: Page): Promise<RequestTiming[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => {
      const url = new URL(e.name);
      return { what: `${e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest' ? 'fetch ' : ''}${url.pathname}${url.search}`, start: e.startTime, end: e.responseEnd };
    }),
  );
}

/** Requests that never end on their own: the live hub's event stream. */
const longLived = (r: Request) => r.resourceType() === 'eventsource' || /\/events?(\?|$)/.test(new URL(r.url()).pathname);

/** Counts the page's requests in flight, so a step can wait until the page has gone quiet. */
export function trackRequests(page: Page): { quiet: (forMs: number, maxMs?: number) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const end = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('request', (r) => {
    if (longLived(r)) return;
    inFlight.add(r);
    lastChange = Date.now();
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    quiet: async (forMs, maxMs = 30_000) => {
      const until = Date.now() + maxMs;
      while (Date.now() < until) {
        if (inFlight.size === 0 && Date.now() - lastChange >= forMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}
