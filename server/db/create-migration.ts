// npm run migration:create — diffs the model against a database built from the committed migrations
// and writes the difference as a new migration file, registered in server/migrations/index.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadModel } from '../model/load.js';
import { MIGRATIONS_DIR, migrate, openOrm } from './orm.js';

const resources = await loadModel();
const orm = await openOrm({ resources });
await migrate(orm);
const result = await orm.getMigrator().createMigration(MIGRATIONS_DIR, false, false, process.argv[2]);
await orm.close(true);
if (!result.fileName) {
  console.log('The model and the migrations agree: nothing to write.');
  process.exit(0);
}
const base = result.fileName.replace(/\.ts$/, '');
const className = /export class (\w+)/.exec(result.code)![1];
const indexFile = path.join(MIGRATIONS_DIR, 'index.ts');
const index = readFileSync(indexFile, 'utf8')
  .replace(/(import type \{ MigrationObject \} from '@mikro-orm\/core';\n)/, `$1import { ${className} } from './${base}.js';\n`)
  .replace(/= \[(.*)\];/s, (_m, list: string) => `= [${list.trim() ? list.trim().replace(/,?$/, ',') + ' ' : ''}{ name: '${base}', class: ${className} }];`);
writeFileSync(indexFile, index);
console.log(`Wrote ${result.fileName} and registered it.`);
