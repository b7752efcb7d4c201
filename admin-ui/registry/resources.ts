// Every resource of the model, read from resources/*.ts at build time. The same skip rules as the
// server's loader (server/model/load.ts): no index.ts, no files starting with "_".
import type { ResourceDef } from '../../core/model/define.js';

const modules = import.meta.glob<{ default: ResourceDef }>('../../resources/*.ts', { eager: true });

export const modelResources: ResourceDef[] = Object.entries(modules)
  .filter(([file]) => !/\/(_[^/]*|index)\.ts$/.test(file) && !file.endsWith('.d.ts'))
  .map(([, mod]) => mod.default)
  .filter((def): def is ResourceDef => Boolean(def?.name))
  .sort((a, b) => a.name.localeCompare(b.name));
