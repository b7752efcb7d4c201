// npm run db:backup -- FILE: the embedded database (./data or DATA_DIR) as one file, with the server
// stopped (server/db/embedded-files.ts). PostgreSQL is backed up with pg_dump (docs/operations.md).
import path from 'node:path';
import { readConfig } from '../server/config.js';
import { assertStopped, backupEmbedded } from '../server/db/embedded-files.js';
import { argumentOr, runCommand } from './command.js';

const file = path.resolve(argumentOr('Name the back-up file: npm run db:backup -- backups/ag-2026-11-29.tar.gz'));
const config = readConfig();
await runCommand(async () => {
  await assertStopped(config.port, 'run db:backup');
  const bytes = await backupEmbedded(config.dataDir, file);
  console.log(`Backed up ${config.dataDir} to ${file} (${(bytes / 1e6).toFixed(1)} MB).`);
});
