// Builds the admin UI unless dist/admin-ui is newer than everything the bundle is made from.
// `npm start` (scripts/start.mjs) and the browser tests use it, so a restart does not rebuild for
// nothing. Plain JavaScript: npm start runs it before anything is compiled, without tsx.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isStale } from '../../scripts/newest-change.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** what the bundle may import from (server/ too: the entries in app/ may import any floor) */
const SOURCES = ['core', 'app', 'admin-ui', 'custom-screens', 'resources', 'server', 'vite.config.ts', 'package-lock.json'];

export const uiBuildIsStale = (root = ROOT) => isStale(root, 'dist/admin-ui/index.html', SOURCES);

export function buildIfStale(root = ROOT) {
  if (!uiBuildIsStale(root)) return false;
  // Vite keeps a NODE_ENV it inherits: under vitest ("test") it would build React's development bundle.
  execSync('npx vite build --config vite.config.ts --logLevel warn', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(buildIfStale() ? 'Admin UI built.' : 'Admin UI is up to date.');
}
