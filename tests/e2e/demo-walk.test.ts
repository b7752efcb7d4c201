// The admin UI's screens opened by the demo administrator on the demo's records (issue 19 §8: a school's
// details crashed and spun 8–12 s for 18 institution-years of the demo): every screen route of the
// hand-built screens and of each resource, filled from the demo records (tests/support/demo-records.ts),
// a seeded sample of them opened in Chromium; no page may throw an uncaught error and no call it makes
// may answer 5xx. The seed is printed; DEMO_WALK_SEED=<seed> repeats a run.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './support/browser.js';
import { resourceScreenRoutes, screenPathsFor } from './support/demo-screens.js';
import { readDemoRecords, walkSeed, type DemoRecords } from '../support/demo-records.js';
import { runBounded } from '../support/run-bounded.js';
import { loadCheckedModel } from '../../server/boot.js';
import type { ResourceDef } from '../../server/model/define.js';
import { Random } from '../../seeds/courses/random.js';

const SEED = walkSeed();
/** each hand-built screen route opened for one of its records; the generated resource screens, all
 *  built by the same code, for a sample of this many of their routes and records together */
const RESOURCE_SCREENS = Number(process.env.DEMO_WALK_RESOURCE_SCREENS ?? 60);
/** pages open at once, each signed in once and moved between screens without reloading the app */
const PAGES = 3;
/** a bound on a screen that never settles, never a time asserted */
const SETTLE_BOUND = 20_000;

let e2e: E2E;
let resources: ResourceDef[];
let records: DemoRecords;
let customRoutes: string[];

beforeAll(async () => {
  console.log(`screen walk seed ${SEED} (DEMO_WALK_SEED=${SEED} repeats this run)`);
  e2e = await startE2E();
  resources = (await loadCheckedModel()).resources;
  records = await readDemoRecords(e2e.orm.em.fork(), resources, { seed: SEED, directorySample: 300, perResource: 20 });
  const { customScreens } = await import('../../admin-ui/registry/custom-screens.js');
  customRoutes = customScreens.flatMap((s) => s.routes.map((r) => r.path));
}, 600_000);
afterAll(() => e2e?.close());

/** The page's calls still unanswered (the live hub's event stream never is, so it is not counted). */
class PendingCalls {
  private readonly pending = new Set<unknown>();
  private waiters: (() => void)[] = [];
  add(request: unknown): void {
    this.pending.add(request);
  }
  done(request: unknown): void {
    if (this.pending.delete(request) && this.pending.size === 0) for (const w of this.waiters.splice(0)) w();
  }
  /** Resolves once every call is answered, or at the bound on a screen that never settles. */
  idle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return Promise.race([new Promise<void>((r) => this.waiters.push(r)), new Promise<void>((r) => setTimeout(r, SETTLE_BOUND).unref())]);
  }
}

/** Opens a path in the single-page app as a link would, and waits until its calls are answered. */
async function open(page: Page, calls: PendingCalls, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: SETTLE_BOUND }).catch(() => undefined);
  await calls.idle();
}

describe('the demo walk in the browser', () => {
  it('opens a sample of every screen for the demo records without a page error or a 5xx', async () => {
    const institutions = [...records.demoInstitutions, ...records.directorySample];
    const routes = [...customRoutes.map((path) => ({ path })), ...resourceScreenRoutes(resources)];
    const unfilled = routes.filter((r) => screenPathsFor(r, records, institutions) === null).map((r) => r.path);
    expect(unfilled, 'screen routes whose parameters tests/e2e/support/demo-screens.ts cannot fill').toEqual([]);

    const random = new Random(SEED);
    const custom = customRoutes.flatMap((path) => random.sample(screenPathsFor({ path }, records, institutions)!, 1));
    const generated = random.sample(resourceScreenRoutes(resources).flatMap((r) => random.sample(screenPathsFor(r, records, institutions)!, 1)), RESOURCE_SCREENS);
    const paths = [...new Set([...custom, ...generated])];
    const failures: string[] = [];
    let opened = 0;
    const queue = random.shuffle(paths);
    const lanes = Array.from({ length: PAGES }, (_, i) => queue.filter((_, n) => n % PAGES === i));
    await runBounded(lanes, PAGES, async (lane) => {
      const page = await e2e.signedIn('admin', 'demo-admin');
      let current = '/dashboard';
      const calls = new PendingCalls();
      page.on('pageerror', (err) => failures.push(`${current}: page error ${err.message}`));
      page.on('request', (r) => !r.url().includes('/api/admin/hub') && calls.add(r));
      page.on('requestfinished', (r) => calls.done(r));
      page.on('requestfailed', (r) => calls.done(r));
      page.on('response', (r) => r.status() >= 500 && failures.push(`${current}: ${r.request().method()} ${new URL(r.url()).pathname}${new URL(r.url()).search} → ${r.status()}`));
      for (const path of lane) {
        current = path;
        await open(page, calls, path);
        opened++;
      }
      await page.context().close();
    });
    console.log(`screen walk: ${routes.length} screen routes; ${opened} screens opened (${custom.length} hand-built, ${generated.length} generated) on ${PAGES} pages`);
    expect(failures.sort()).toEqual([]);
  }, 600_000);
});
