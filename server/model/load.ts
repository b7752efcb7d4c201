// Loads every resource file of a folder and checks the whole model.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkModel, type LoadedResource } from './check.js';
import { codeFile, isCodeFile } from '../repo-paths.js';
import type { ResourceDef, Workflow } from '../../core/model/define.js';
import type { MenuDef } from '../../core/model/menu.js';

// beside this module's own tree: resources/ from the sources, build/resources/ compiled
export const RESOURCES_DIR = path.resolve(import.meta.dirname, '../../resources');

export async function loadResourceFiles(dir: string): Promise<LoadedResource[]> {
  const files = readdirSync(dir)
    .filter((f) => isCodeFile(f) && !f.startsWith('_') && f !== codeFile('index'))
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
  const file = path.join(dir, codeFile('_workflows'));
  return existsSync(file) ? ((await import(pathToFileURL(file).href)).WORKFLOWS as readonly Workflow[]) : [];
}

/** The sidebar's description (resources/_menu.ts), for its check (check-menu.ts); none when the folder has no such file. */
export async function loadMenu(dir: string): Promise<MenuDef | undefined> {
  const file = path.join(dir, codeFile('_menu'));
  return existsSync(file) ? ((await import(pathToFileURL(file).href)).MENU as MenuDef) : undefined;
}

export async function loadModel(dir = RESOURCES_DIR, overrides: Record<string, Record<string, unknown>> = {}, overrideKeys: readonly string[] = []): Promise<ResourceDef[]> {
  return checkModel(await loadResourceFiles(dir), overrides, overrideKeys, undefined, await loadWorkflows(dir));
}
