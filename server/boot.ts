// Start-up: check the model, open the database, apply committed migrations.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ResourceDef } from './model/define.js';
import { loadModel, RESOURCES_DIR } from './model/load.js';
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
  const resources = await loadModel(dir, overrides as Record<string, Record<string, unknown>>, SERVER_OVERRIDE_KEYS);
  return { resources, overrides };
}

export async function boot(opts: { databaseUrl?: string; dataDir?: string }): Promise<Booted> {
  const { resources, overrides } = await loadCheckedModel();
  const orm = await openOrm({ resources, ...opts });
  const migrationsRun = await migrate(orm);
  return { orm, resources, overrides, migrationsRun };
}
