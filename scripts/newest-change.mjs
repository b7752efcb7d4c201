// Whether a build is older than what it is made from: the newest modification time of the sources'
// files and folders (a folder's changes when a file in it is added, removed or renamed).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function newest(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((t, name) => Math.max(t, newest(path.join(p, name))), stat.mtimeMs);
}

/** true when `built` (a file the build writes last) is missing or older than anything under `sources` (paths under `root`) */
export function isStale(root, built, sources) {
  const target = path.join(root, built);
  return !existsSync(target) || statSync(target).mtimeMs <= Math.max(...sources.map((s) => newest(path.join(root, s))));
}
