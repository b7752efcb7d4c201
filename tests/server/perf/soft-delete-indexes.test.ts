// The indexes of soft-delete tables carry the deleted flag (server/db/entity-builder.ts btreeIndexOf),
// so a list's "not deleted" filter and its capped count read the index alone. MikroORM compares such
// an index by name only, so this test is what keeps the model and the migrations in step: every one
// the model describes exists in the migrated database with that flag, and no other index has it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCheckedModel } from '../../../server/boot.js';
import { buildEntitySchemas } from '../../../server/db/entity-builder.js';
import { createTestDb, ENGINE, type TestDb } from '../../support/test-db.js';

const { resources } = await loadCheckedModel();
let db: TestDb;

beforeAll(async () => {
  db = await createTestDb(resources);
}, 60_000);
afterAll(async () => db?.close());

/** index name → the flag column the model wants it to carry */
function modelled(): Map<string, string> {
  const wanted = new Map<string, string>();
  for (const schema of buildEntitySchemas(resources))
    for (const index of (schema.meta.indexes ?? []) as { name?: string; expression?: unknown }[]) {
      const m = typeof index.expression === 'string' ? / include \("([^"]+)"\)$/.exec(index.expression) : null;
      if (m && index.name) wanted.set(index.name, m[1]);
    }
  return wanted;
}

describe(`soft-delete covering indexes (${ENGINE})`, () => {
  it('the model gives every plain index of a soft-delete table its deleted flag', () => {
    const wanted = modelled();
    expect(wanted.get('institution_institution_type_id_idx')).toBe('is_deleted');
    expect(wanted.get('institution_county_id_cds_code_idx')).toBe('is_deleted');
    expect(wanted.get('registration_attachment_registration_id_idx')).toBe('is_removed');
    // a table without soft delete keeps plain indexes
    expect([...wanted.keys()].some((name) => name.startsWith('course_submission_'))).toBe(false);
  });

  it('the migrated database has exactly those indexes with the flag included', async () => {
    const rows = await db.orm.em.getConnection().execute<{ indexname: string; indexdef: string }[]>(
      `select indexname, indexdef from pg_indexes where schemaname = current_schema() and indexdef ilike '% include (%'`,
    );
    const inDatabase = new Map(rows.map((r) => [r.indexname, /INCLUDE \((\w+)\)/i.exec(r.indexdef)?.[1]]));
    expect(Object.fromEntries(inDatabase)).toEqual(Object.fromEntries(modelled()));
  });

  it("a capped count of a type's live institutions reads the index alone", async () => {
    const connection = db.orm.em.getConnection();
    // enough rows that the planner prefers an index to reading the table
    await connection.execute(`set enable_seqscan = off`);
    try {
      const plan = await connection.execute<{ 'QUERY PLAN': string }[]>(
        `explain select count(*) from (select id from institution where institution_type_id = 1 and is_deleted = false limit 10001) t`,
      );
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Index Only Scan using institution_institution_type_id_idx/);
    } finally {
      await connection.execute(`set enable_seqscan = on`);
    }
  });
});
