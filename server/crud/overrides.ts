// Finds the resources' server hooks, server/resource-hooks/<name>.ts (the resource's name), each
// exporting its overrides as default; the model check verifies their names and keys.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerOverrides } from './types.js';
import { CODE_EXTENSION, isCodeFile } from '../repo-paths.js';

// beside this module's own tree, as the resources (server/model/load.ts)
export const RESOURCE_HOOKS_DIR = path.resolve(import.meta.dirname, '../resource-hooks');

export async function loadServerOverrides(dir = RESOURCE_HOOKS_DIR): Promise<Record<string, ServerOverrides>> {
  const out: Record<string, ServerOverrides> = {};
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).filter(isCodeFile).sort())
    out[path.basename(file, CODE_EXTENSION)] = (await import(pathToFileURL(path.join(dir, file)).href)).default as ServerOverrides;
  return out;
}
