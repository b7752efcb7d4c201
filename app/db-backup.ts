// npm run db:backup -- FILE: the embedded database (./data or DATA_DIR) as one file, with the server
// stopped (server/db/embedded-files.ts). PostgreSQL is backed up with pg_dump (docs/operations.md).
import path from 'node:path';
import { readConfig } from '../server/config.js';
import { assertStopped, backupEmbedded } from '../server/db/embedded-files.js';

const file = process.argv[2];
if (!file) {
  console.error('Name the back-up file: npm run db:backup -- backups/ag-2026-11-29.tar.gz');
  process.exit(2);
}
const config = readConfig();
try {
  await assertStopped(config.port, 'run db:backup');
  const bytes = await backupEmbedded(config.dataDir, path.resolve(file));
  console.log(`Backed up ${config.dataDir} to ${path.resolve(file)} (${(bytes / 1e6).toFixed(1)} MB).`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
