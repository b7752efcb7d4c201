// Loads every resource file of a folder and checks the whole model.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkModel, type LoadedResource } from './check.js';
import type { ResourceDef, Workflow } from '../../core/model/define.js';
import type { MenuDef } from '../../core/model/menu.js';

export const RESOURCES_DIR = path.resolve(import.meta.dirname, '../../resources');

export async function loadResourceFiles(dir: string): Promise<LoadedResource[]> {
  const files = readdirSync(dir)
    .filter((f) => /\.(ts|js)$/.test(f) && !f.endsWith('.d.ts') && !f.startsWith('_') && f !== 'index.ts')
    .sort();
  const loaded: LoadedResource[] = [];
  for (const f of files) {
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    loaded.push({ file: path.relative(path.resolve(dir, '..'), path.join(dir, f)), def: mod.default as ResourceDef });
  }
  return loaded;
}

/** The workflows that own fields (resources/_workflows.ts), for the ownership check (MODEL020); none when the folder has no such file. */
export async function loadWorkflows(dir: string): Promise<readonly Workflow[]> {
  const file = ['_workflows.ts', '_workflows.js'].map((f) => path.join(dir, f)).find((f) => existsSync(f));
  return file ? ((await import(pathToFileURL(file).href)).WORKFLOWS as readonly Workflow[]) : [];
}

/** The sidebar's description (resources/_menu.ts), for its check (check-menu.ts); none when the folder has no such file. */
export async function loadMenu(dir: string): Promise<MenuDef | undefined> {
  const file = ['_menu.ts', '_menu.js'].map((f) => path.join(dir, f)).find((f) => existsSync(f));
  return file ? ((await import(pathToFileURL(file).href)).MENU as MenuDef) : undefined;
}

export async function loadModel(dir = RESOURCES_DIR, overrides: Record<string, Record<string, unknown>> = {}, overrideKeys: readonly string[] = []): Promise<ResourceDef[]> {
  return checkModel(await loadResourceFiles(dir), overrides, overrideKeys, undefined, await loadWorkflows(dir));
}
