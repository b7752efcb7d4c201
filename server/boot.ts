// Start-up: check the model, open the database, apply committed migrations.
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../core/model/define.js';
import { loadMenu, loadResourceFiles, loadWorkflows, RESOURCES_DIR } from './model/load.js';
import { checkModel, ModelCheckError } from './model/check.js';
import { checkMenu, placedEntries } from './model/check-menu.js';
import { readScreenMenuPlaces } from './model/custom-screen-menus.js';
import { readScreenOverrides } from './model/screen-overrides.js';
import { FIELD_OVERRIDE_KEYS, SCREEN_OVERRIDE_KEYS } from '../core/model/screen-override-keys.js';
import { loadServerOverrides, RESOURCE_HOOKS_DIR } from './crud/overrides.js';
import { SERVER_OVERRIDE_KEYS, type ServerOverrides } from './crud/types.js';
import { migrate, openOrm } from './db/orm.js';

export interface Booted {
  orm: MikroORM;
  resources: ResourceDef[];
  overrides: Record<string, ServerOverrides>;
  migrationsRun: string[];
}

/**
 * `hooksDir`: the server hooks (server/resource-hooks), null for another folder's resources than the
 * shipped ones; `screensDir`: where _screen-overrides.ts is read from (the resources, unless a test gives its own).
 */
export async function loadCheckedModel(dir = RESOURCES_DIR, hooksDir: string | null = RESOURCE_HOOKS_DIR, screensDir = dir) {
  const overrides = hooksDir ? await loadServerOverrides(hooksDir) : {};
  // the UI's screen overrides as they are declared (plain data), checked with the rest
  const screens = { shapes: await readScreenOverrides(screensDir), keys: SCREEN_OVERRIDE_KEYS, fieldKeys: FIELD_OVERRIDE_KEYS };
  const files = await loadResourceFiles(dir);
  const resources = checkModel(files, overrides as Record<string, Record<string, unknown>>, SERVER_OVERRIDE_KEYS, screens, await loadWorkflows(dir));
  // the sidebar's description, against the entries the resources and the hand-built screens (as it places them) place
  const menu = await loadMenu(dir);
  if (menu) {
    const screenMenus = await readScreenMenuPlaces(dir);
    const issues = checkMenu(menu, placedEntries(files, screenMenus), screenMenus);
    if (issues.length) throw new ModelCheckError(issues);
  }
  return { resources, overrides };
}

export async function boot(opts: { databaseUrl?: string; dataDir?: string; auditSealKey?: string }): Promise<Booted> {
  const { resources, overrides } = await loadCheckedModel();
  const orm = await openOrm({ resources, ...opts });
  const migrationsRun = await migrate(orm);
  return { orm, resources, overrides, migrationsRun };
}
