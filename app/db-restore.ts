// npm run db:restore -- FILE: a back-up of db:backup in the embedded database's place (./data or
// DATA_DIR), with the server stopped; the folder it replaces is kept beside it.
import path from 'node:path';
import { readConfig } from '../server/config.js';
import { assertStopped, restoreEmbedded } from '../server/db/embedded-files.js';
import { argumentOr, runCommand } from './command.js';

const file = path.resolve(argumentOr('Name the back-up file to restore: npm run db:restore -- backups/ag-2026-11-29.tar.gz'));
const config = readConfig();
await runCommand(async () => {
  await assertStopped(config.port, 'run db:restore');
  const kept = await restoreEmbedded(file, config.dataDir);
  console.log(`Restored ${file} into ${config.dataDir}.${kept ? ` The folder it replaced is kept in ${kept}.` : ''}`);
});
