// The embedded database's folder as one file, and back (issue 22 §5, docs/operations.md "Back-ups"):
// a back-up is PGlite's own image of the folder (a gzipped tar), made and restored with the server
// stopped, since one folder has one PGlite at a time. A restore keeps the folder it replaces beside it.
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export class EmbeddedInUse extends Error {}

/** Whether the back office answers on this machine's port: then it holds the folder, and a back-up or a move must wait. */
export async function serverAnswers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function assertStopped(port: number, what: string): Promise<void> {
  if (await serverAnswers(port)) throw new EmbeddedInUse(`The back office is running on port ${port} and holds the embedded database. Stop it (Ctrl+C), then ${what} again.`);
}

const hasData = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

/** Writes the folder's image to `file`; answers its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  if (!hasData(dataDir)) throw new Error(`There is no embedded database in ${dataDir}.`);
  const db = new PGlite({ dataDir, extensions: { pg_trgm } });
  try {
    const image = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await image.arrayBuffer());
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await db.close();
  }
}

/** Puts the image in `file` in the folder's place; answers where the folder it replaced was kept, if there was one. */
export async function restoreEmbedded(file: string, dataDir: string, now = new Date()): Promise<string | null> {
  if (!existsSync(file)) throw new Error(`There is no back-up file ${file}.`);
  const image = new Blob([readFileSync(file)]);
  let kept: string | null = null;
  if (hasData(dataDir)) {
    kept = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, kept);
  }
  try {
    const db = new PGlite({ dataDir, loadDataDir: image, extensions: { pg_trgm } });
    await db.query('select 1');
    await db.close();
  } catch (err) {
    // an image PGlite cannot read: the folder goes back as it was
    if (kept) renameSync(kept, dataDir);
    throw err;
  }
  return kept;
}
