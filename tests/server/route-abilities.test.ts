// Deny by default, proven over every route the server registers: each one declares an ability,
// strangers get 401, a signed-in user with no abilities gets 403 from every route that needs one,
// and only the sign-in routes are public.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Express } from 'express';
import { startHarness, type Harness } from '../support/server-harness.js';
import { PUBLIC_ALLOW_LIST } from '../../server/http/route-table.js';
import { INFRASTRUCTURE_PATHS } from '../../server/operations/drain.js';

let h: Harness;
let nobody: string;

beforeAll(async () => {
  h = await startHarness({ ops: false });
  nobody = await h.userWith([], 'no-abilities');
}, 60_000);
afterAll(() => h?.close());

/** Every method + path express would answer, read from the router stacks. */
function expressRoutes(app: Express): string[] {
  const out: string[] = [];
  const walk = (stack: any[]) => {
    for (const layer of stack) {
      if (layer.route) for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as any)._router.stack);
  return out;
}

const samplePath = (path: string) => path.replace(/:(\w+)(\([^)]*\))?/g, (_m, name) => (name === 'entity' ? 'tags' : '1'));

describe('route abilities', () => {
  it('declares an ability on every registered API route', async () => {
    const { createApp } = await import('../../server/app.js');
    const { loadCheckedModel } = await import('../../server/boot.js');
    const { resources, overrides } = await loadCheckedModel();
    const { app, routes, rules } = await createApp({ orm: h.db.orm, resources, overrides });
    await rules.stop();
    const declared = new Set(routes.routes.map((r) => `${r.method} ${r.path}`));
    const registered = expressRoutes(app).filter((r) => / \/api\//.test(r));
    expect(registered.length).toBeGreaterThan(50);
    const undeclared = registered.filter((r) => !declared.has(r));
    expect(undeclared).toEqual([]);
    for (const r of routes.routes) expect(r.ability, `${r.method} ${r.path}`).toBeTruthy();
    // outside /api, on purpose: the probes and the metrics (docs/operations.md: no session, their own
    // access rule), and the pages of the single-page app (a pattern)
    const outside = expressRoutes(app).filter((r) => !/ \/api\//.test(r));
    expect(outside.filter((r) => !r.startsWith('GET /^')).sort()).toEqual([...INFRASTRUCTURE_PATHS].map((p) => `GET ${p}`).sort());
    expect(outside.filter((r) => r.startsWith('GET /^'))).toHaveLength(1);
  });

  it('keeps the public allow-list to signing in and out, reset and e-mail verification', () => {
    expect([...PUBLIC_ALLOW_LIST].sort()).toEqual([
      'POST /api/account/login/admin',
      'POST /api/account/login/adminreset',
      'POST /api/account/logout',
      'POST /api/account/password/reset',
      'POST /api/account/verify',
    ]);
  });

  it('answers 401 to anonymous calls on every non-public route', async () => {
    const failures: string[] = [];
    for (const r of h.routes.routes) {
      if (r.ability === 'public') continue;
      const res = await h.call(r.method, samplePath(r.path), r.method === 'GET' || r.method === 'DELETE' ? undefined : {});
      if (res.status !== 401) failures.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a signed-in user without the ability on every route that needs one', async () => {
    const failures: string[] = [];
    for (const r of h.routes.routes) {
      if (r.ability === 'public' || r.ability === 'authenticated') continue;
      const res = await h.call(r.method, samplePath(r.path), r.method === 'GET' || r.method === 'DELETE' ? undefined : {}, nobody);
      if (res.status !== 403) failures.push(`${r.method} ${r.path} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers unknown API paths with 401 for strangers and 404 for staff', async () => {
    expect((await h.call('GET', '/api/nothing/here')).status).toBe(401);
    expect((await h.call('GET', '/api/nothing/here', undefined, nobody)).status).toBe(404);
  });
});
