// npm run audit:verify -- FILE [--key-file PATH]: checks an audit export (GET /api/admin/audit/export)
// without the server, with the same checks the server makes (server/audit/tamper/check.ts). The key
// is AUDIT_SEAL_KEY, or the file --key-file names (an embedded install's <DATA_DIR>/audit-seal.key).
// Prints what it found; exits 0 when the file holds, 1 when it does not, 2 when it cannot check.
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { TrailChecker } from '../server/audit/tamper/check.js';
import { parseLine } from '../server/audit/tamper/export-file.js';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const args = process.argv.slice(2);
const keyAt = args.indexOf('--key-file');
const keyFile = keyAt >= 0 ? args.splice(keyAt, 2)[1] : undefined;
const file = args[0] ?? fail('Usage: npm run audit:verify -- FILE [--key-file PATH]  (or AUDIT_SEAL_KEY in the environment)');
const key = (keyFile ? readFileSync(keyFile, 'utf8').trim() : process.env.AUDIT_SEAL_KEY) || fail('No key: set AUDIT_SEAL_KEY or give --key-file.');

let checker: TrailChecker | undefined;
let lineNo = 0;
for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
  lineNo++;
  if (!line.trim()) continue;
  let item;
  try {
    item = parseLine(line);
  } catch (err) {
    fail(`Line ${lineNo} cannot be read: ${(err as Error).message}`);
  }
  if (item.kind === 'audit-export') {
    if (checker) fail(`Line ${lineNo}: a second header.`);
    checker = new TrailChecker(key, item.fromStart);
  } else if (!checker) fail('The file does not start with the header of an audit export.');
  else if (!checker.add(item)) break;
}
if (!checker) fail('The file holds no audit export.');
const result = checker.result();
const last = result.lastCheckpoint ? `, verified up to entry ${result.lastCheckpoint.lastEntryId} (checkpoint ${result.lastCheckpoint.sequence}, ${result.lastCheckpoint.createdAt})` : '';
if (result.ok) console.log(`OK: ${result.checkedEntries} entries${last}.`);
else console.log(`BROKEN at entry ${result.firstBrokenEntryId}: ${result.reason} (${result.checkedEntries} entries held before it).`);
process.exit(result.ok ? 0 : 1);
