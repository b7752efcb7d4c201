// Start-up: check the model, open the database, apply committed migrations.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ResourceDef } from './model/define.js';
import { loadResourceFiles, loadWorkflows, RESOURCES_DIR } from './model/load.js';
import { checkModel } from './model/check.js';
import { readScreenOverrides } from './model/screen-overrides.js';
import { FIELD_OVERRIDE_KEYS, SCREEN_OVERRIDE_KEYS } from '../admin-ui/screen-overrides.js';
import { loadServerOverrides, OVERRIDES_DIR } from './crud/overrides.js';
import { SERVER_OVERRIDE_KEYS, type ServerOverrides } from './crud/types.js';
import { migrate, openOrm } from './db/orm.js';

export interface Booted {
  orm: MikroORM;
  resources: ResourceDef[];
  overrides: Record<string, ServerOverrides>;
  migrationsRun: string[];
}

export async function loadCheckedModel(dir = RESOURCES_DIR, overridesDir = OVERRIDES_DIR) {
  const overrides = await loadServerOverrides(overridesDir);
  // screens.tsx is browser code: its shape is read (parsed), never run, and checked with the rest
  const screens = { shapes: await readScreenOverrides(overridesDir), keys: SCREEN_OVERRIDE_KEYS, fieldKeys: FIELD_OVERRIDE_KEYS };
  const resources = checkModel(await loadResourceFiles(dir), overrides as Record<string, Record<string, unknown>>, SERVER_OVERRIDE_KEYS, screens, await loadWorkflows(dir));
  return { resources, overrides };
}

export async function boot(opts: { databaseUrl?: string; dataDir?: string }): Promise<Booted> {
  const { resources, overrides } = await loadCheckedModel();
  const orm = await openOrm({ resources, ...opts });
  const migrationsRun = await migrate(orm);
  return { orm, resources, overrides, migrationsRun };
}
