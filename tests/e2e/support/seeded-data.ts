// The demo data, seeded once per browser-test run (vitest globalSetup) into an embedded database
// folder that each test file copies for its own server: seeding it took every file half a minute.
// Made fresh for each run, not kept between runs: the demo's dates count back from the day it is seeded.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// the demo accounts hashed at the tests' argon2 cost, so that each sign-in checks a cheap hash
import '../../support/cheap-argon2.js';
import { boot } from '../../../server/boot.js';
import { seedDatabase } from '../../../seeds/seed-runner.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a closed embedded database folder, migrated and seeded with the demo data */
    seededDataDir: string;
  }
}

/** Migrates and seeds an embedded database in `dataDir`, and closes it. */
export async function seedDataDir(dataDir: string): Promise<void> {
  const { orm } = await boot({ dataDir });
  try {
    await seedDatabase(orm);
  } finally {
    await orm.close(true);
  }
}

/** A test file's own copy of the seeded folder. */
export function copySeededDataDir(seeded: string, dataDir: string): void {
  cpSync(seeded, dataDir, { recursive: true });
}

export default async function setup(project: TestProject): Promise<() => void> {
  const seeded = mkdtempSync(path.join(os.tmpdir(), 'ag-e2e-seeded-'));
  await seedDataDir(seeded);
  project.provide('seededDataDir', seeded);
  return () => rmSync(seeded, { recursive: true, force: true });
}
