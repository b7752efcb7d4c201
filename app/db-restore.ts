// npm run db:restore -- FILE: a back-up of db:backup in the embedded database's place (./data or
// DATA_DIR), with the server stopped; the folder it replaces is kept beside it.
import path from 'node:path';
import { readConfig } from '../server/config.js';
import { assertStopped, restoreEmbedded } from '../server/db/embedded-files.js';

const file = process.argv[2];
if (!file) {
  console.error('Name the back-up file to restore: npm run db:restore -- backups/ag-2026-11-29.tar.gz');
  process.exit(2);
}
const config = readConfig();
try {
  await assertStopped(config.port, 'run db:restore');
  const kept = await restoreEmbedded(path.resolve(file), config.dataDir);
  console.log(`Restored ${path.resolve(file)} into ${config.dataDir}.${kept ? ` The folder it replaced is kept in ${kept}.` : ''}`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
