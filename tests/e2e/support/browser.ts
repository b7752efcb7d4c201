// Starts the real back office with the demo data on a fresh embedded database, and headless Chromium
// (the run's shared one, or its own).
// The database is the file's own copy of the folder the run seeded once (seeded-data.ts); a file run
// without that setup seeds its own.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { boot } from '../../../server/boot.js';
import { createApp } from '../../../server/app.js';
import { mountOpsConsole } from '../../../server/ops/console.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { RuleRuntime } from '../../../server/rules/runtime.js';
import { copySeededDataDir, seedDataDir } from './seeded-data.js';
import { CHROMIUM_OPTIONS } from './chromium-server.js';

export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** A download saved to a file of its own (a browser connected to, the run's, keeps no local path). */
export async function savedDownload(download: Download): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ag-e2e-download-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

export interface E2E {
  baseUrl: string;
  /** the server's database and rules, for what only the server does (recording a decision) */
  orm: MikroORM;
  rules: RuleRuntime;
  browser: Browser;
  newPage: () => Promise<Page>;
  signIn: (page: Page, username: string, password: string) => Promise<void>;
  /** a new page at that width, motion reduced (charts draw at once), signed in */
  signedIn: (username: string, password: string, width?: number) => Promise<Page>;
  shot: (page: Page, name: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function startE2E(): Promise<E2E> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ag-e2e-'));
  const seeded = inject('seededDataDir');
  if (seeded) copySeededDataDir(seeded, dataDir);
  else await seedDataDir(dataDir);
  const { orm, resources, overrides } = await boot({ dataDir });
  const { app, rules } = await createApp({ orm, resources, overrides, mountOps: (a) => mountOpsConsole(a, orm, resources) });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the run's Chromium (chromium-server.ts), else one of the file's own; closing a connected browser
  // closes this file's contexts and leaves the Chromium to the other files
  const endpoint = inject('chromiumEndpoint');
  const browser = endpoint ? await chromium.connect(endpoint) : await chromium.launch(CHROMIUM_OPTIONS);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (err) => console.error('page error:', err.message));
    return page;
  };
  const signIn = async (page: Page, username: string, password: string) => {
    await page.goto(baseUrl + '/login');
    await page.getByLabel(/username/i).fill(username);
    await page.getByLabel(/^password/i).fill(password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/dashboard/);
  };
  return {
    baseUrl,
    orm,
    rules,
    browser,
    newPage,
    signIn,
    signedIn: async (username, password, width = 1366) => {
      const page = await newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signIn(page, username, password);
      return page;
    },
    shot: async (page, name) => {
      const file = path.join(SCREENSHOTS, `${name}.png`);
      await page.screenshot({ path: file, fullPage: false });
      return file;
    },
    close: async () => {
      await browser.close();
      await new Promise((r) => server.close(r));
      await rules.stop();
      await orm.close(true);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
