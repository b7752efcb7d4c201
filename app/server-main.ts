// npm start: the back office on embedded PostgreSQL (./data) or DATABASE_URL. On a first start the
// empty embedded database gets the demo data; this entry sits above both the server and seeds/.
import { startServer } from '../server/start.js';
import { logger } from '../server/log.js';
import { isEmpty, seedDatabase } from '../seeds/seed-runner.js';

await startServer(async (orm) => {
  if (!(await isEmpty(orm))) return false;
  logger.info('first start: loading the demo data');
  await seedDatabase(orm, (line) => logger.info(line));
  return true;
});
