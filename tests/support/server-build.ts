// Compiles the server into build/ once per run when its sources changed (scripts/build-server.mjs):
// the operations tests start the compiled server, as npm start runs it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { serverBuildIsStale } from '../../scripts/build-server.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

export default function setup(): void {
  // in a process of its own, as npm start does: esbuild's service is not left running in vitest's
  if (serverBuildIsStale(REPO_ROOT)) execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
}
