// Loads the demo data into an empty database, as the system user.
import type { MikroORM } from '@mikro-orm/postgresql';
import { runAs } from '../server/audit/context.js';
import { hashPassword } from '../server/auth/password.js';
import { FIRST_SEEDED, seedDemoData, seedDemoUsers } from './demo.js';

export async function isEmpty(orm: MikroORM): Promise<boolean> {
  // through the ORM by entity, so the table name stays the model's
  return (await orm.em.fork().count(FIRST_SEEDED.entity)) === 0;
}

export async function seedDatabase(orm: MikroORM, log: (msg: string) => void = () => {}): Promise<void> {
  await runAs({ userId: null, userName: 'system', via: 'seed' }, async () => {
    const em = orm.em.fork();
    await em.transactional(async (tx) => {
      let last = '';
      await seedDemoData(tx, (msg, done, total) => {
        const line = `${msg} ${done}/${total}`;
        if (msg !== last || done === total) log(line);
        last = msg;
      });
      await seedDemoUsers(tx, hashPassword);
    });
  });
}
