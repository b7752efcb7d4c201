// The first load of the back office: the sign-in page and the dashboard together stay under 450 KB
// gzipped, and the rich-text editor, the rule editor (and the charts, until the dashboard draws them)
// load only on the screens that use them. Measured on the build the browser suite makes, from Vite's
// manifest, and checked against what Chromium actually requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunksFrom, filesOf, gzippedBytes, lazyChunksUnder, readManifest, type Manifest } from './support/first-load.js';
import { startE2E, type E2E } from './support/browser.js';

const BUDGET_BYTES = 450_000;
// the editor's library, or our module that brings it with the app's toolbar (admin-ui/builder/rich-text-input.tsx):
// the library's own chunk, shared with the notification template editor, has no name in the manifest
const RICH_TEXT = /ra-input-rich-text|@tiptap|prosemirror|^admin-ui\/builder\/rich-text-input\.tsx$/;
const RULE_EDITOR = /custom-screens\/rule-editor\//;
const CHARTS = /^admin-ui\/dashboard\/InstitutionChart\.tsx$/;

let manifest: Manifest;
let e2e: E2E;

beforeAll(async () => {
  manifest = readManifest();
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

/** The lazy chunks of a library or folder: their own files, not the shared chunks they import. */
const ownFiles = (pattern: RegExp) => new Set(chunksFrom(manifest, pattern).map((key) => manifest[key].file));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

describe('first load', () => {
  it('keeps the sign-in page and the dashboard under 450 KB gzipped', () => {
    const signIn = filesOf(manifest, ['index.html']);
    const dashboard = filesOf(manifest, lazyChunksUnder(manifest, 'admin-ui/dashboard/'));
    const signInBytes = gzippedBytes(signIn);
    const total = gzippedBytes(new Set([...signIn, ...dashboard]));
    const files = new Set([...signIn, ...dashboard]);
    console.log(`first load: sign-in page ${kb(signInBytes)}, with the dashboard ${kb(total)} gzipped (${files.size} files)`);
    expect(dashboard.size).toBeGreaterThan(0);
    expect(total).toBeLessThan(BUDGET_BYTES);
  });

  it('leaves the rich-text editor, the rule editor and the charts out of the entry', () => {
    const entry = filesOf(manifest, ['index.html']);
    for (const pattern of [RICH_TEXT, RULE_EDITOR, CHARTS]) {
      const lazy = ownFiles(pattern);
      expect(lazy.size, String(pattern)).toBeGreaterThan(0);
      for (const file of lazy) expect(entry.has(file), `${file} (${pattern}) is loaded with the first page`).toBe(false);
    }
  });

  it('requests in the browser only the first-load files, and the editor when a form needs it', async () => {
    const page = await e2e.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/')) requested.add(pathname.slice(1));
    });
    await e2e.signIn(page, 'admin', 'demo-admin');
    await page.getByRole('heading', { name: 'Institutions by type' }).waitFor();
    await page.locator('.MuiChartsSurface-root, [class*="MuiChartsSurface"]').first().waitFor({ timeout: 30_000 });

    const richText = ownFiles(RICH_TEXT);
    const ruleEditor = ownFiles(RULE_EDITOR);
    expect([...requested].filter((f) => richText.has(f) || ruleEditor.has(f))).toEqual([]);
    const total = gzippedBytes(requested);
    console.log(`sign-in and dashboard in Chromium: ${requested.size} files, ${kb(total)} gzipped`);
    expect(total).toBeLessThan(BUDGET_BYTES);

    // a form with a rich-text field brings the editor with it
    await page.goto(e2e.baseUrl + '/general-contents/1');
    await page.locator('.ProseMirror').first().waitFor({ timeout: 30_000 });
    expect([...requested].some((f) => richText.has(f))).toBe(true);
    await page.context().close();
  });
});
