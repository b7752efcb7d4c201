// Instances started together on a new, empty PostgreSQL database each migrate it at start: the
// migration lock (server/db/migration-lock.ts) lets one apply every migration while the other waits
// and then finds nothing left, where without it both would run the first migration and one would stop
// on "already exists". PostgreSQL only: the embedded database belongs to one process.
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCheckedModel } from '../../../server/boot.js';
import { migrate, openOrm } from '../../../server/db/orm.js';
import { migrationsList } from '../../../server/migrations/index.js';
import { ENGINE } from '../../support/test-db.js';
import { withAdminClient } from '../../support/migrated-template.js';

const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `ag_lock_${process.pid}_${randomBytes(4).toString('hex')}`;
const orms: MikroORM[] = [];

afterAll(async () => {
  for (const orm of orms) await orm.close(true);
  await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
});

describe.skipIf(ENGINE !== 'postgresql')('migrating one database from two instances at once', () => {
  it('applies every migration once: one instance applies them all, the other finds none left', async () => {
    const { resources } = await loadCheckedModel();
    await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) orms.push(await openOrm({ resources, databaseUrl: url.toString() }));

    const applied = await Promise.all(orms.map((orm) => migrate(orm)));

    const all = migrationsList.map((m) => m.name);
    expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([0, all.length]);
    const rows = await orms[0].em.fork().getConnection().execute<{ name: string }[]>('select name from mikro_orm_migrations');
    expect(rows.map((r) => r.name).sort()).toEqual([...all].sort());
  }, 180_000);
});
