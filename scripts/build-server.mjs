// Compiles the server side to plain JavaScript in build/: file by file, the tree kept, so the relative
// imports hold and the folders the server loads code from by path (resources/, server/resource-hooks/)
// sit beside the modules that load them. Types are stripped, not checked (npm run typecheck does that):
// esbuild, as tsx did at every start, once. The build is written beside build/ and then put in its
// place, so a start never finds half a build. `node scripts/build-server.mjs` always builds; with
// --if-stale (the database commands) and in scripts/start.mjs, only when a source is newer.
import { readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale } from './newest-change.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
export const BUILD_DIR = 'build';
/** written last: its presence says the build is whole, its time how recent */
const DONE = `${BUILD_DIR}/.built`;
const FOLDERS = ['app', 'core', 'resources', 'server', 'seeds'];
/** TypeScript of those folders that the server never runs: the browser bundle's registries (Vite's import.meta.glob) and the seeds' data tools */
const NOT_SERVER = ['app/custom-screens.ts', 'app/screen-overrides.ts', 'seeds/tools/'];
const SOURCES = [...FOLDERS, 'tsconfig.json', 'package-lock.json', 'scripts/build-server.mjs'];

function serverFiles(root) {
  return FOLDERS.flatMap((folder) => readdirSync(path.join(root, folder), { recursive: true }).map((f) => `${folder}/${f.split(path.sep).join('/')}`))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !NOT_SERVER.some((n) => f.startsWith(n)));
}

export const serverBuildIsStale = (root = ROOT) => isStale(root, DONE, SOURCES);

/** Builds the server into build/; resolves with the number of modules written. */
export async function buildServer(root = ROOT) {
  const { build } = await import('esbuild');
  const files = serverFiles(root);
  const next = path.join(root, `${BUILD_DIR}.next-${process.pid}`);
  try {
    // the compiler options tsx applied come from tsconfig.json (target, class fields); node resolves the packages
    await build({ absWorkingDir: root, entryPoints: files, outdir: next, outbase: '.', format: 'esm', platform: 'node', target: 'node20', bundle: false, logLevel: 'warning' });
    writeFileSync(path.join(next, path.basename(DONE)), `${new Date().toISOString()}\n`);
    rmSync(path.join(root, BUILD_DIR), { recursive: true, force: true });
    renameSync(next, path.join(root, BUILD_DIR));
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
  return files.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && !(process.argv.includes('--if-stale') && !serverBuildIsStale())) {
  const started = performance.now();
  const modules = await buildServer();
  console.log(`Server built: ${modules} modules in ${BUILD_DIR}/ (${((performance.now() - started) / 1000).toFixed(1)} s).`);
}
