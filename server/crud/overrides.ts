// Finds resources/overrides/<name>/handlers.ts files; the model check verifies their names and keys.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerOverrides } from './types.js';

export const OVERRIDES_DIR = path.resolve(import.meta.dirname, '../../resources/overrides');

export async function loadServerOverrides(dir = OVERRIDES_DIR): Promise<Record<string, ServerOverrides>> {
  const out: Record<string, ServerOverrides> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const file = ['handlers.ts', 'handlers.js'].map((f) => path.join(dir, name, f)).find(existsSync);
    if (!file) continue;
    out[name] = (await import(pathToFileURL(file).href)).default as ServerOverrides;
  }
  return out;
}
