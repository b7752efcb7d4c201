// "Answer bad input with a clear message, never a 500", property-based: every route of the route
// table, called by a user with every ability, with paths, query strings and bodies drawn from the
// classes of bad input issue 6 found (tests/server/crud/bad-input-arbitraries.ts), derived from the
// route and the resource it serves. A new route or field gets them without a new test. The seed is
// fixed, so a failure reproduces; fast-check shrinks it to a small counterexample.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';
import { ENGINE } from '../support/test-db.js';
import { ABILITY_NAMES } from '../../core/model/abilities.js';
import { loadCheckedModel } from '../../server/boot.js';
import type { ResourceDef } from '../../core/model/define.js';
import type { RouteSpec } from '../../server/http/route-table.js';
import { bodyText, pathFor, queryString } from './crud/bad-input-arbitraries.js';

const SEED = 20261106;
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 12);

/** A seed per route, stable when other routes come and go, so each route meets different inputs. */
const seedOf = (route: RouteSpec) => [...`${route.method} ${route.path}`].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

let h: Harness;
let everything: string;
let resources: ResourceDef[];
const RULE_SETS = ['review-decision', 'accreditation', 'registration', 'course-form'];

beforeAll(async () => {
  h = await startHarness();
  everything = await h.userWith([...ABILITY_NAMES], 'superuser');
  resources = (await loadCheckedModel()).resources;
}, 60_000);
afterAll(() => h?.close());

/** The resource a route serves, from where it was declared (resources/<name>.ts, server/resource-hooks/<name>.ts). */
function resourceOf(route: RouteSpec): ResourceDef | undefined {
  const name = /^(?:resources|server\/resource-hooks)\/([a-z0-9-]+)/.exec(route.source)?.[1];
  return resources.find((r) => r.name === name);
}

/** Routes whose success would end the session the calls run on. */
const SESSION_ENDING = new Set(['/api/account/logout']);

describe(`no route answers 500 to bad input (${ENGINE})`, () => {
  it('holds for every route, with generated paths, query strings and bodies', async () => {
    const failures: string[] = [];
    const names = resources.flatMap((r) => [r.name, r.entity]);
    for (const route of h.routes.routes) {
      if (SESSION_ENDING.has(route.path)) continue;
      const r = resourceOf(route);
      const generated = /^resources\/[a-z0-9-]+\.ts/.test(route.source);
      const input = fc.record({
        path: pathFor(route.path, names, RULE_SETS),
        query: queryString(r),
        body: route.method === 'GET' || route.method === 'DELETE' ? fc.constant(undefined) : bodyText(r),
      });
      const result = await fc.check(
        fc.asyncProperty(input, async ({ path, query, body }) => {
          const res = await h.call(route.method, path + query, body, everything);
          if (res.status >= 500) throw new Error(`${route.method} ${path + query} ${body ?? ''} → ${res.status} ${JSON.stringify(res.body)}`);
          // the generated routes check every value against the model: the database's refusal (the
          // error handler's last resort for hand-written routes) must never be what answers there
          if (generated && /cannot be stored or compared/.test(res.body?.message ?? ''))
            throw new Error(`${route.method} ${path + query} ${body ?? ''} reached the database unchecked: ${JSON.stringify(res.body)}`);
          // a 401 would mean the session was lost and the handlers never ran: the run proves nothing
          if (res.status === 401 && route.ability !== 'public') throw new Error(`${route.method} ${path + query} → 401: the session was lost`);
        }),
        { seed: seedOf(route), numRuns: RUNS_PER_ROUTE },
      );
      if (result.failed) failures.push(`${route.method} ${route.path}: ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);

});
