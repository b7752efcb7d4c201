// The move from the embedded database to PostgreSQL (npm run db:move, server/db/move/): the whole
// demo, every table and row with its id, into an empty database; the same rows on arrival (the move's
// own check), ids that go on past the highest, and a database that is not empty refused. The source
// is always embedded (PGlite); the target is a new database on the PostgreSQL server in the
// PostgreSQL run, and a new in-memory PGlite in the embedded run (the same SQL either way).
import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../../core/model/define.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { migrate, openOrm } from '../../../server/db/orm.js';
import { moveDatabase, MoveRefused, type MoveProgress } from '../../../server/db/move/move-database.js';
import { seedDatabase } from '../../../seeds/seed-runner.js';
import tags from '../../../resources/tags.js';
import { AuditEntry } from '../../../server/db/system-entities.js';
import { ENGINE } from '../../support/test-db.js';
import { pgliteImage, withAdminClient } from '../../support/migrated-template.js';

let resources: ResourceDef[];
let source: MikroORM;
let target: MikroORM;
let dropTarget = async () => {};

/** An empty database: a new one on the server, or a new in-memory PGlite. */
async function emptyDatabase(): Promise<MikroORM> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openOrm({ resources });
  const name = `ag_move_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`create database ${name}`));
  dropTarget = () => withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openOrm({ resources, databaseUrl: url.toString() });
}

beforeAll(async () => {
  resources = (await loadCheckedModel()).resources;
  source = await openOrm({ resources, loadDataDir: await pgliteImage(resources) });
  await migrate(source);
  await seedDatabase(source);
  target = await emptyDatabase();
}, 300_000);

afterAll(async () => {
  await target?.close(true);
  await dropTarget();
  await source?.close(true);
});

describe(`moving the embedded database (${ENGINE} target)`, () => {
  it('copies every table and row of the demo, checks them, and the ids go on past the highest', async () => {
    const progress: MoveProgress[] = [];
    const figures = await moveDatabase(source, target, (p) => progress.push(p));

    const rows = new Map(figures.map((f) => [f.table, f.rows]));
    const sourceCount = async (entity: string) => source.em.fork().count(entity, {});
    expect(rows.get('audit_entry')).toBe(await sourceCount(AuditEntry.name));
    expect(rows.get(target.getMetadata().get(tags.entity).tableName)).toBe(await sourceCount(tags.entity));
    expect(figures.filter((f) => f.rows > 0).length).toBeGreaterThan(30);
    expect(rows.has('mikro_orm_migrations')).toBe(false);

    expect(progress[0]).toMatchObject({ step: 'migrated' });
    const copying = progress.filter((p) => p.step === 'copying');
    expect(new Set(copying.map((p) => p.table)).size).toBe(figures.length);
    expect(progress.at(-1)).toEqual({ step: 'checked', tables: figures.length, rows: figures.reduce((sum, f) => sum + f.rows, 0) });

    // a new record takes the next id, past every moved one
    const highest = (await source.em.fork().find<{ id: number }>(tags.entity, {}, { orderBy: { id: 'desc' }, limit: 1 }))[0].id;
    const em = target.em.fork();
    const tag = em.create<{ id: number; name: string }>(tags.entity, { name: `Moved ${randomBytes(3).toString('hex')}` });
    await em.flush();
    expect(tag.id).toBeGreaterThan(highest);
  }, 600_000);

  it('refuses a database that is not empty', async () => {
    await expect(moveDatabase(source, target)).rejects.toThrow(MoveRefused);
    await expect(moveDatabase(source, target)).rejects.toThrow(/The target database is not empty/);
  });
});
