// Every screen route of the admin UI, opened once by the demo administrator and once by the demo
// analyst (the routes their abilities open), each on a record of the demo drawn with a seed the run
// prints (DEMO_WALK_SEED=<seed> repeats it). One walk makes every check a screen owes, so that each
// screen is opened once for all of them:
// - no uncaught page error and no call answering 5xx (issue 19 §8: a school's details crashed);
// - its title in the app bar and in the tab, "{title} | {app}" (issue 20 §5);
// - no code word on it: kebab-case, camelCase, PascalCase, snake_case, a product identifier, a bare
//   "#id", "spec", a file path or a negative id (tests/support/screen-words.ts; issue 20 §4);
// - for the administrator, who opens every route: no serious or critical axe finding at 1366, 700 and
//   400 px (issue 20 §7), the window resized in place.
// The routes are the hand-built screens' (custom-screens/*/index.ts) and each resource's generated list,
// create, show and edit screens and spec routes; before the walk each person decides a review, so that
// the completed reviews, the audit trail and "My recent changes" have a rule explanation to show.
// Findings are written to test-results/every-screen.txt.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe.js';
import { startE2E, type E2E } from './support/browser.js';
import { approveOneReviewAs, sessionUserOf } from './support/decided-review.js';
import { screenRoutes, screenPathsFor, type ScreenRoute } from './support/demo-screens.js';
import { openScreenAfresh, settle, trackCalls, type PendingCalls } from './support/open-screen.js';
import { readDemoRecords, walkSeed, type DemoRecords } from '../support/demo-records.js';
import { productIdentifiers } from '../support/product-identifiers.js';
import { runBounded } from '../support/run-bounded.js';
import { findLeaks } from '../support/screen-words.js';
import { hasAbility, type SessionUser } from '../../server/auth/session-user.js';
import { loadCheckedModel } from '../../server/boot.js';
import type { ResourceDef } from '../../core/model/define.js';
import { APP_NAME } from '../../server/ui.js';
import { Random } from '../../seeds/courses/random.js';

const SEED = walkSeed();
const AXE_WIDTHS = [1366, 700, 400] as const;
/** pages at work side by side, each signed in once per person and moved between screens as a link does */
const LANES = 3;
/**
 * A bound on a title that never comes, never a time asserted. Waited out only on a screen that fails
 * anyway, so it is generous: at 10 s one title of 385 missed it in a CI run on a loaded machine.
 */
const TITLE_BOUND = 30_000;
const REPORT = path.resolve(import.meta.dirname, '../../test-results/every-screen.txt');

/** the screens of the templates themselves, where {{placeholders}} are what people type */
const TEMPLATE_SCREENS = /^\/(notification-templates|cms\/notifications|general-contents|cms\/general|feedback-templates|cms\/feedback\/template)(\/|$)/;

const PEOPLE = [
  { username: 'admin', password: 'demo-admin', axe: true },
  { username: 'analyst', password: 'demo-analyst', axe: false },
] as const;
type Person = (typeof PEOPLE)[number];

let e2e: E2E;
let resources: ResourceDef[];
let records: DemoRecords;
let routes: ScreenRoute[];
let identifiers: Set<string>;
/** words people typed as data that look like code: the content blocks' keys (the pages look them up by) */
let typed: Set<string>;
/** the review each person decided before the walk */
const decided = new Map<string, number>();

beforeAll(async () => {
  console.log(`screen walk seed ${SEED} (DEMO_WALK_SEED=${SEED} repeats this run)`);
  e2e = await startE2E();
  resources = (await loadCheckedModel()).resources;
  identifiers = productIdentifiers(resources);
  const contents = resources.find((r) => r.name === 'general-contents')!;
  typed = new Set(((await e2e.orm.em.fork().find(contents.entity, {}, { fields: ['key'] as never[] })) as unknown as { key: string }[]).map((c) => c.key));
  for (const { username } of PEOPLE) decided.set(username, await approveOneReviewAs(e2e, username));
  records = await readDemoRecords(e2e.orm.em.fork(), resources, { seed: SEED, directorySample: 100, perResource: 20 });
  const { customScreens } = await import('../../app/custom-screens.js');
  routes = screenRoutes(customScreens, resources);
}, 600_000);
afterAll(() => e2e?.close());

interface Visit {
  person: Person;
  route: ScreenRoute;
  path: string;
}

/** One path of each route the person may open, its record drawn with the seed, and the screens of the decided reviews. */
function visitsOf(person: Person, user: SessionUser, random: Random): Visit[] {
  const institutions = [...records.demoInstitutions, ...records.directorySample];
  const mine = routes.filter((r) => hasAbility(user, r.ability));
  const visits = mine.flatMap((route) => random.sample(screenPathsFor(route, records, institutions)!, 1).map((path) => ({ person, route, path })));
  for (const route of mine.filter((r) => r.path === '/review/completed/:id' || r.path === '/course-submission-reviews/:id/show'))
    for (const id of decided.values()) visits.push({ person, route, path: route.path.replace(':id', String(id)) });
  const seen = new Set<string>();
  return visits.filter((v) => !seen.has(v.path) && seen.add(v.path));
}

/** The words on the page a person reads or hears: its title, its visible text, and the labels and hints of what is shown. */
function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      if (!(el as HTMLElement).checkVisibility?.()) continue;
      parts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '');
    }
    return parts.join('\n');
  });
}

/** The app bar's title and the tab's, once both are there and agree (or as they stand at the bound). */
async function titles(page: Page): Promise<{ bar: string; tab: string; ok: boolean }> {
  const read = () =>
    page.evaluate((app) => {
      const bar = document.getElementById('react-admin-title')?.textContent?.trim() ?? '';
      return { bar, tab: document.title, ok: bar !== '' && document.title === `${bar} | ${app}` };
    }, APP_NAME);
  await page.waitForFunction((app) => {
    const bar = document.getElementById('react-admin-title')?.textContent?.trim();
    return Boolean(bar) && document.title === `${bar} | ${app}`;
  }, APP_NAME, { timeout: TITLE_BOUND }).catch(() => undefined);
  return read();
}

describe('every screen', () => {
  it('opens every screen route for the administrator and the analyst without an error, with its title, in words people use, and axe-clean at three widths', async () => {
    const random = new Random(SEED);
    const institutions = [...records.demoInstitutions, ...records.directorySample];
    const unfilled = routes.filter((r) => screenPathsFor(r, records, institutions) === null).map((r) => r.path);
    expect(unfilled, 'screen routes whose parameters tests/e2e/support/demo-screens.ts cannot fill').toEqual([]);

    const visits: Visit[] = [];
    for (const person of PEOPLE) visits.push(...visitsOf(person, await sessionUserOf(e2e, person.username), random));
    const queue = random.shuffle(visits);
    const lanes = Array.from({ length: LANES }, (_, i) => queue.filter((_, n) => n % LANES === i));

    const errors: string[] = [];
    const untitled: string[] = [];
    const words = new Map<string, string[]>();
    const axe: string[] = [];
    const unopened: string[] = [];
    let axeChecks = 0;
    /** how long each screen took to walk, for the report's slowest (the suite's budget), never asserted */
    const spent: [number, string][] = [];
    /** where the walk's time goes, per step, for the report (never asserted) */
    const steps = { open: 0, title: 0, words: 0, axe: 0, resize: 0 };
    const lap = (step: keyof typeof steps, since: number) => {
      const now = performance.now();
      steps[step] += now - since;
      return now;
    };
    await runBounded(lanes, LANES, async (lane) => {
      const pages = new Map<string, { page: Page; calls: PendingCalls; at: { path: string } }>();
      const pageOf = async (person: Person) => {
        const open = pages.get(person.username);
        if (open) return open;
        const page = await e2e.signedIn(person.username, person.password);
        const at = { path: '/dashboard' };
        page.on('pageerror', (err) => errors.push(`${person.username} ${at.path}: page error ${err.message}`));
        page.on('response', (r) => {
          if (r.status() < 500) return;
          const url = new URL(r.url());
          errors.push(`${person.username} ${at.path}: ${r.request().method()} ${url.pathname}${url.search} → ${r.status()}`);
        });
        const made = { page, calls: trackCalls(page), at };
        pages.set(person.username, made);
        return made;
      };
      for (const { person, route, path } of lane) {
        const { page, calls, at } = await pageOf(person);
        const started = performance.now();
        let since = started;
        at.path = path;
        await page.setViewportSize({ width: AXE_WIDTHS[0], height: 900 });
        const opened = await openScreenAfresh(page, calls, path);
        since = lap('open', since);
        if (!opened) {
          // still loading at the bound (a busy machine): nothing of it to read, said in the report
          unopened.push(`${person.username} ${path}`);
          continue;
        }
        // a screen that sent the person elsewhere (no access, a record gone) is read where it landed
        const landed = new URL(page.url()).pathname;
        const where = `${person.username} ${landed === path.split('?')[0] ? path : `${path} → ${landed}`}`;

        if (!route.noLayout) {
          const { bar, tab, ok } = await titles(page);
          if (!ok) untitled.push(`${where} (${route.path}): app bar "${bar}", tab "${tab}"`);
          since = lap('title', since);
        }
        const rules = { identifiers, typed, placeholders: TEMPLATE_SCREENS.test(landed) };
        for (const leak of findLeaks(await screenText(page), rules)) {
          const key = `${leak.kind} ${leak.word}`;
          words.set(key, [...(words.get(key) ?? []), `${where} … ${leak.context} …`]);
        }
        since = lap('words', since);
        if (person.axe)
          for (const width of AXE_WIDTHS) {
            if (width !== AXE_WIDTHS[0]) {
              await page.setViewportSize({ width, height: 900 });
              await settle(page, calls);
              since = lap('resize', since);
            }
            const findings = await seriousAxeFindings(page);
            since = lap('axe', since);
            for (const f of findings) axe.push(`${path} at ${width} px: ${f.id} (${f.impact}) ${f.target} — ${f.html}`);
            axeChecks++;
          }
        spent.push([performance.now() - started, where]);
      }
      for (const { page } of pages.values()) await page.context().close();
    });

    const report = [
      `${visits.length} screens opened (seed ${SEED}), ${axeChecks} axe checks`,
      `\n# errors (${errors.length})`, ...errors.sort(),
      `\n# without a title (${untitled.length})`, ...untitled.sort(),
      `\n# code words (${words.size})`, ...[...words].sort().flatMap(([word, where]) => [word, ...where.map((w) => `  ${w}`)]),
      `\n# serious or critical axe findings (${axe.length})`, ...axe.sort(),
      `\n# not shown within the bound, so not read (${unopened.length})`, ...unopened.sort(),
      `\n# where the walk's time went (s, summed over the lanes)`,
      ...Object.entries(steps).map(([step, ms]) => `${step} ${(ms / 1000).toFixed(0)}`),
      `\n# the slowest screens to walk`, ...spent.sort((a, b) => b[0] - a[0]).slice(0, 15).map(([ms, where]) => `${(ms / 1000).toFixed(1)} s ${where}`),
      '',
    ];
    mkdirSync(path.dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, report.join('\n'));
    console.log(`screen walk: ${visits.length} screens of ${routes.length} routes, ${axeChecks} axe checks; ${errors.length} errors, ${untitled.length} untitled, ${words.size} code words, ${axe.length} axe findings, ${unopened.length} not shown within the bound (${REPORT})`);
    expect(errors, 'uncaught page errors and 5xx answers').toEqual([]);
    expect(untitled, 'screens without their title in the app bar and the tab').toEqual([]);
    expect([...words.keys()].sort(), 'code words on the screens').toEqual([]);
    expect(axe, 'serious or critical axe findings').toEqual([]);
  }, 3_600_000);
});
