// npm run seed: loads the demo data and demo sign-ins into the configured database if it is empty.
import { readConfig } from '../server/config.js';
import { boot } from '../server/boot.js';
import { isEmpty, seedDatabase } from './seed-runner.js';

const config = readConfig();
const { orm } = await boot({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
if (!(await isEmpty(orm))) console.log('The database already holds data: nothing was loaded.');
else {
  await seedDatabase(orm, (line) => console.log(line));
  console.log('Demo data loaded. Sign in as admin / demo-admin or analyst / demo-analyst.');
}
await orm.close(true);
