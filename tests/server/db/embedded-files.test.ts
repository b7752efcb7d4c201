// The embedded database's back-up and restore (npm run db:backup / db:restore): the folder as one
// file and back, the replaced folder kept beside it, and both refused while the back office runs.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { assertStopped, backupEmbedded, EmbeddedInUse, restoreEmbedded } from '../../../server/db/embedded-files.js';

const work = mkdtempSync(path.join(os.tmpdir(), 'ag-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function names(dataDir: string): Promise<string[]> {
  const db = new PGlite({ dataDir });
  try {
    return (await db.query<{ name: string }>('select name from note order by id')).rows.map((r) => r.name);
  } finally {
    await db.close();
  }
}

describe('back-up and restore of the embedded database', () => {
  it('restores the folder as it was backed up, keeping the one it replaces', async () => {
    const dataDir = path.join(work, 'data');
    const db = new PGlite({ dataDir });
    await db.exec(`create table note (id serial primary key, name text); insert into note (name) values ('before the back-up')`);
    await db.close();

    const file = path.join(work, 'backup.tar.gz');
    expect(await backupEmbedded(dataDir, file)).toBeGreaterThan(0);

    const later = new PGlite({ dataDir });
    await later.exec(`insert into note (name) values ('after the back-up')`);
    await later.close();
    expect(await names(dataDir)).toEqual(['before the back-up', 'after the back-up']);

    const kept = await restoreEmbedded(file, dataDir, new Date('2026-11-29T12:00:00Z'));
    expect(await names(dataDir)).toEqual(['before the back-up']);
    expect(kept).toBe(`${dataDir}.before-restore-2026-11-29T12-00-00-000Z`);
    expect(await names(kept!)).toEqual(['before the back-up', 'after the back-up']);
  }, 120_000);

  it('says there is nothing to back up, or no such back-up', async () => {
    await expect(backupEmbedded(path.join(work, 'nothing-here'), path.join(work, 'x.tar.gz'))).rejects.toThrow(/There is no embedded database/);
    await expect(restoreEmbedded(path.join(work, 'missing.tar.gz'), path.join(work, 'data2'))).rejects.toThrow(/There is no back-up file/);
    expect(existsSync(path.join(work, 'data2'))).toBe(false);
  });

  it('refuses while the back office answers on its port', async () => {
    const server: Server = createServer((req, res) => res.writeHead(req.url === '/healthz' ? 200 : 404).end('{"status":"ok"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(assertStopped(port, 'run db:backup')).rejects.toThrow(EmbeddedInUse);
      await expect(assertStopped(port, 'run db:backup')).rejects.toThrow(/Stop it \(Ctrl\+C\), then run db:backup again/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    await expect(assertStopped(port, 'run db:backup')).resolves.toBeUndefined();
  });
});
