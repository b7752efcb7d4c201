// npm run db:move -- postgres://user@host/database: the embedded database in ./data (or DATA_DIR)
// copied into an empty PostgreSQL database, then checked (server/db/move/move-database.ts). Afterwards
// `DATABASE_URL=… npm start` is the same back office with the same sign-ins. Run with the server stopped.
import { readConfig } from '../server/config.js';
import { boot } from '../server/boot.js';
import { openOrm } from '../server/db/orm.js';
import { assertStopped } from '../server/db/embedded-files.js';
import { moveDatabase, type MoveProgress } from '../server/db/move/move-database.js';
import { argumentOr, runCommand } from './command.js';
import path from 'node:path';
import { SEAL_KEY_FILE } from '../server/audit/tamper/seal-key.js';

const url = argumentOr('Name the PostgreSQL database to move into: npm run db:move -- postgres://user@host:5432/database', (value) => /^postgres(ql)?:\/\//.test(value));

const config = readConfig();
const number = (n: number) => n.toLocaleString('en-US');
/** a large table says how far it is every so many rows */
const EVERY = 20_000;

function report(p: MoveProgress): void {
  if (p.step === 'migrated') console.log(`Schema built in the target (${p.migrations} migrations).`);
  else if (p.step === 'copying') {
    if (p.copied === p.total) console.log(`  [${p.tableIndex}/${p.tables}] ${p.table}: ${number(p.total)} rows`);
    else if (p.copied > 0 && p.copied % EVERY === 0) console.log(`  [${p.tableIndex}/${p.tables}] ${p.table}: ${number(p.copied)} of ${number(p.total)} rows…`);
  } else console.log(`Checked: ${p.tables} tables, ${number(p.rows)} rows, each the same as in the embedded database.`);
}

await runCommand(async () => {
  await assertStopped(config.port, 'run db:move');
  console.log(`Moving the embedded database in ${config.dataDir} to ${new URL(url).host}${new URL(url).pathname}`);
  const source = await boot({ dataDir: config.dataDir });
  const target = await openOrm({ resources: source.resources, databaseUrl: url });
  try {
    await moveDatabase(source.orm, target, report);
  } finally {
    await target.close(true);
    await source.orm.close(true);
  }
  // the seals moved with the entries: the same key must check them there (docs/audit.md)
  const key = process.env.AUDIT_SEAL_KEY ? 'the AUDIT_SEAL_KEY used here' : `the content of ${path.join(config.dataDir, SEAL_KEY_FILE)}`;
  console.log(`\nDone. Start the back office on PostgreSQL with:  DATABASE_URL=${url} AUDIT_SEAL_KEY=<${key}> npm start`);
});
