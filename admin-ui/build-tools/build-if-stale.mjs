// Builds the admin UI unless dist/admin-ui is newer than everything the bundle is made from.
// `npm start` and the browser tests use it, so a restart does not rebuild for nothing.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** what the bundle may import from (server/ too: the entries in app/ may import any floor) */
const SOURCES = ['core', 'app', 'admin-ui', 'custom-screens', 'resources', 'server', 'vite.config.ts', 'package-lock.json'];

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((t, name) => Math.max(t, newest(path.join(p, name))), stat.mtimeMs);
}

export function buildIfStale(root = ROOT): boolean {
  const built = path.join(root, 'dist/admin-ui/index.html');
  const sources = Math.max(...SOURCES.map((s) => newest(path.join(root, s))));
  if (existsSync(built) && statSync(built).mtimeMs > sources) return false;
  // Vite keeps a NODE_ENV it inherits: under vitest ("test") it would build React's development bundle.
  execSync('npx vite build --config vite.config.ts --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(buildIfStale() ? 'Admin UI built.' : 'Admin UI is up to date.');
}
