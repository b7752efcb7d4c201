// The committed migrations build exactly the schema the model describes (on either engine), and an
// embedded database keeps its data across restarts without being seeded again.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCheckedModel, boot } from '../../server/boot.js';
import { isEmpty } from '../../seeds/seed-runner.js';
import { runAs } from '../../server/audit/context.js';
import { createTestDb, ENGINE } from '../support/test-db.js';

describe(`migrations (${ENGINE})`, () => {
  it('leave nothing for schema sync to do', async () => {
    const { resources } = await loadCheckedModel();
    const db = await createTestDb(resources);
    try {
      const pending = await db.orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
      expect(pending.trim()).toBe('');
      expect(await db.orm.getMigrator().getPendingMigrations()).toEqual([]);
    } finally {
      await db.close();
    }
  }, 60_000);
});

describe('embedded database on disk', () => {
  it('keeps its data across a restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ag-restart-'));
    try {
      const first = await boot({ dataDir });
      expect(first.migrationsRun.length).toBeGreaterThan(0);
      await runAs({ userId: null, userName: 'test', via: 'system' }, async () => {
        const em = first.orm.em.fork();
        em.create('AcademicYear', { id: 29, name: '2025-26', startDate: '2025-07-01', endDate: '2026-06-30' });
        await em.flush();
      });
      await first.orm.close(true);

      const second = await boot({ dataDir });
      expect(second.migrationsRun).toEqual([]);
      expect(await isEmpty(second.orm)).toBe(false);
      const year = (await second.orm.em.fork().findOne('AcademicYear', { id: 29 } as never)) as { name: string } | null;
      expect(year?.name).toBe('2025-26');
      await second.orm.close(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
