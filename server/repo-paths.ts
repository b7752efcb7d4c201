// Where the server finds its files, whether it runs from the TypeScript sources (tsx, vitest) or
// compiled into build/ (npm start, scripts/build-server.mjs). Data (rules/, dist/admin-ui, seeds/data)
// is read from the repository in both; code loaded by path (resources, server hooks) is the compiled
// tree's own, so it carries the extension of the running module.
import { existsSync } from 'node:fs';
import path from 'node:path';

/** the nearest folder above this file with a package.json: the repository, from server/ and build/server/ alike */
function findRoot(dir: string): string {
  if (existsSync(path.join(dir, 'package.json'))) return dir;
  const parent = path.dirname(dir);
  if (parent === dir) throw new Error(`no package.json above ${import.meta.dirname}`);
  return findRoot(parent);
}

export const REPO_ROOT = findRoot(import.meta.dirname);

/** a file or folder of the repository's data (never code: the compiled code sits under build/) */
export const fromRoot = (...parts: string[]): string => path.join(REPO_ROOT, ...parts);

/** `.ts` running from the sources, `.js` compiled */
export const CODE_EXTENSION = path.extname(import.meta.filename);

/** a module of a folder loaded by path, by its name without extension */
export const codeFile = (name: string): string => name + CODE_EXTENSION;

/** whether a folder's file is a module to load (not a declaration file) */
export const isCodeFile = (file: string): boolean => file.endsWith(CODE_EXTENSION) && !file.endsWith('.d.ts');
