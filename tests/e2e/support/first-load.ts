// What the built admin UI sends for a page, read from Vite's manifest (dist/admin-ui/.vite/manifest.json):
// the entry of index.html with its static imports, and the lazy chunks a screen loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const UI_DIST = path.resolve(import.meta.dirname, '../../../dist/admin-ui');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist = UI_DIST): Manifest {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: the UI build must write a manifest (build.manifest in vite.config.ts)`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Files the chunks need before they run: themselves, their static imports and CSS (not what they load lazily). */
export function filesOf(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

/**
 * A chunk's source as a path from the repository's root ("admin-ui/dashboard/Dashboard.tsx"): the manifest
 * names sources from Vite's root (app/), so the UI's own folders beside it start with "../".
 */
const sourceOf = (manifest: Manifest, key: string) => {
  const source = manifest[key].src ?? key;
  return source.startsWith('../') ? source.slice(3) : `app/${source}`;
};

/** Manifest keys of the lazy chunks whose source lies under `folder`, from the repository's root (e.g. "admin-ui/dashboard/"). */
export const lazyChunksUnder = (manifest: Manifest, folder: string) =>
  Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && manifest[key].src && sourceOf(manifest, key).startsWith(folder));

/** Manifest keys of the chunks built from a module matching `pattern` (a library, or a path from the repository's root). */
export const chunksFrom = (manifest: Manifest, pattern: RegExp) =>
  Object.keys(manifest).filter((key) => pattern.test(manifest[key].src ? sourceOf(manifest, key) : key));

export function gzippedBytes(files: Iterable<string>, dist = UI_DIST): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(path.join(dist, file))).length;
  return total;
}
