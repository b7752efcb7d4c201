// Loads the demo data into an empty database, as the system user.
import type { MikroORM } from '@mikro-orm/postgresql';
import { runAs } from '../audit/context.js';
import { hashPassword } from '../auth/password.js';
import { seedDemoData, seedDemoUsers } from '../../seeds/demo.js';

export async function isEmpty(orm: MikroORM): Promise<boolean> {
  const rows = await orm.em.getConnection().execute<{ n: string | number }[]>('select count(*) as n from academic_year');
  return Number(rows[0].n) === 0;
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
