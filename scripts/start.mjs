// npm start: builds what is stale (the admin UI, the server), then runs the compiled server in this
// same process, so signals reach the server itself. The builds run in processes of their own: the
// server's process loads no build tool (no Vite, no esbuild, no tsx, no TypeScript).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from '../admin-ui/build-tools/build-if-stale.mjs';
import { BUILD_DIR, serverBuildIsStale } from './build-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

if (buildIfStale(ROOT)) console.log('Admin UI built.');
if (serverBuildIsStale(ROOT)) execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs')], { stdio: 'inherit' });
await import(pathToFileURL(path.join(ROOT, BUILD_DIR, 'app/server-main.js')).href);
