// Builds the admin UI once before the browser tests, unless a build newer than the sources exists.
import { execSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

export default function setup(): void {
  const built = path.join(root, 'dist/admin-ui/index.html');
  const sources = Math.max(...['admin-ui', 'custom-screens', 'resources'].map((d) => newest(path.join(root, d))));
  if (existsSync(built) && statSync(built).mtimeMs > sources) return;
  execSync('npx vite build --config vite.config.ts --logLevel warn', { cwd: root, stdio: 'inherit' });
}
