// One headless Chromium for the whole browser run (vitest globalSetup): each test file connects to it
// and works in its own contexts, instead of starting and stopping a Chromium of its own (41 files).
// A file run without this setup starts its own (tests/e2e/support/browser.ts).
import { chromium, type LaunchOptions } from 'playwright-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the WebSocket address of the run's Chromium */
    chromiumEndpoint: string;
  }
}

export const CHROMIUM_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer(CHROMIUM_OPTIONS);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
