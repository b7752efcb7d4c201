// GET /healthz and GET /readyz (issue 22 §1, docs/operations.md). Liveness says the process answers
// and touches nothing else; readiness says this instance should get traffic: the database answers,
// every migration the code knows is applied, the search index is loaded, and shutdown has not begun.
import express, { type Response, type Router } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Drain } from './drain.js';
import { withinMs } from './time-limit.js';

/** A probe must answer in time even when the database hangs. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export interface ReadinessParts {
  orm: MikroORM;
  drain: Drain;
  searchIndex: { readonly loaded: boolean };
}

type Readiness = { ready: true } | { ready: false; reason: string };

export function healthRoutes(parts: ReadinessParts): Router {
  const router = express.Router();
  const check = readinessCheck(parts);
  router.get('/healthz', (_req, res) => {
    probeAnswer(res, 200, { status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const readiness = await check();
    if (readiness.ready) probeAnswer(res, 200, { status: 'ready' });
    else probeAnswer(res, 503, { status: 'not ready', reason: readiness.reason });
  });
  return router;
}

function probeAnswer(res: Response, status: number, body: object): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).json(body);
}

function readinessCheck({ orm, drain, searchIndex }: ReadinessParts): () => Promise<Readiness> {
  // applied migrations are not taken back while the server runs: once seen, not asked again
  let migrationsApplied = false;
  return async () => {
    if (drain.stopping) return { ready: false, reason: 'The server is shutting down.' };
    try {
      await withinMs(orm.em.fork().getConnection().execute('select 1'), DATABASE_CHECK_TIMEOUT_MS);
    } catch {
      return { ready: false, reason: 'The database does not answer.' };
    }
    if (!migrationsApplied) {
      const pending = await orm.getMigrator().getPendingMigrations().catch(() => null);
      if (pending === null) return { ready: false, reason: 'The applied migrations could not be read.' };
      if (pending.length) return { ready: false, reason: `${pending.length} migration(s) are not applied yet.` };
      migrationsApplied = true;
    }
    if (!searchIndex.loaded) return { ready: false, reason: 'The search index is not loaded yet.' };
    return { ready: true };
  };
}
