// Finds the resources' server hooks, server/resource-hooks/<name>.ts (the resource's name), each
// exporting its overrides as default; the model check verifies their names and keys.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerOverrides } from './types.js';

export const RESOURCE_HOOKS_DIR = path.resolve(import.meta.dirname, '../resource-hooks');

export async function loadServerOverrides(dir = RESOURCE_HOOKS_DIR): Promise<Record<string, ServerOverrides>> {
  const out: Record<string, ServerOverrides> = {};
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir).filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts')).sort())
    out[file.replace(/\.(ts|js)$/, '')] = (await import(pathToFileURL(path.join(dir, file)).href)).default as ServerOverrides;
  return out;
}
