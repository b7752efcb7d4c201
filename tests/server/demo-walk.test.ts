// Every GET route of the API, called by the demo administrator for the records of the seeded demo
// (tests/support/demo-records.ts: every institution with work and its district, each of the demo's
// years; every course, course year, submission, batch, review, registration and user; a sample of
// the rest of the directory and of each resource's rows): no call may answer 5xx. Issue 19 §8 found
// a course list that crashed for 18 institution-years of the demo, which the bad-input test
// (no-server-errors.test.ts) could not reach: it needs real records, not generated input.
// The sample's seed is printed; DEMO_WALK_SEED=<seed> repeats a run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHarness, type DemoHarness } from '../support/demo-harness.js';
import { readDemoRecords, walkSeed, type DemoRecords } from '../support/demo-records.js';
import { pathsFor } from '../support/demo-walk-paths.js';
import { runBounded } from '../support/run-bounded.js';
import { stockProvider } from '../support/stock-provider.js';
import { ENGINE } from '../support/test-db.js';
import { Random } from '../../seeds/courses/random.js';
import { loadCheckedModel } from '../../server/boot.js';
import type { ResourceDef } from '../../core/model/define.js';

const SEED = walkSeed();
const DIRECTORY_SAMPLE = 300;
const PER_RESOURCE = 60;
/** paths called per route: a sample of that many of its filled paths; DEMO_WALK_PER_ROUTE=all calls every one */
const PER_ROUTE = process.env.DEMO_WALK_PER_ROUTE === 'all' ? Infinity : Number(process.env.DEMO_WALK_PER_ROUTE ?? 8);
/** calls in flight: enough to keep the server and the database busy, few enough to queue nowhere else */
const CONCURRENCY = 8;

/** Routes a walk may not call: ending its own session. */
const SKIPPED = new Set(['/api/account/logout']);

let h: DemoHarness;
let resources: ResourceDef[];
let records: DemoRecords;

beforeAll(async () => {
  console.log(`demo walk seed ${SEED} (DEMO_WALK_SEED=${SEED} repeats this run)`);
  h = await startDemoHarness();
  resources = (await loadCheckedModel()).resources;
  records = await readDemoRecords(h.db.orm.em.fork(), resources, { seed: SEED, directorySample: DIRECTORY_SAMPLE, perResource: PER_RESOURCE });
}, 180_000);
afterAll(() => h?.close());

/** Status of one GET; the body is read only when it is an error, so an event stream ends at once. */
async function get(path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(h.url + path, { headers: { cookie: h.admin }, redirect: 'manual' });
  if (res.status < 500) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

describe(`the demo walk: every GET route for the demo's records (${ENGINE})`, () => {
  it('answers no call with 5xx', async () => {
    const ruleSets = [...new Set(records.ruleSetVersions.map(([name]) => name))];
    const ctx = { records, resources, institutions: [...records.demoInstitutions, ...records.directorySample], ruleSets };
    const routes = h.routes.routes.filter((r) => r.method === 'GET' && !SKIPPED.has(r.path));
    const unfilled = routes.filter((r) => pathsFor(r.path, ctx) === null).map((r) => `${r.path} (${r.source})`);
    expect(unfilled, 'GET routes with path parameters that tests/support/demo-walk-paths.ts cannot fill').toEqual([]);

    // every route, each with a sample of its filled paths: all 34,746 took 28 min on PostgreSQL on a loaded machine
    const random = new Random(SEED);
    const calls = routes.flatMap((r) => {
      const all = pathsFor(r.path, ctx)!;
      return PER_ROUTE >= all.length ? all : random.sample(all, PER_ROUTE);
    });
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await runBounded(calls, CONCURRENCY, async (path) => {
      const { status, text } = await get(path);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) failures.push(`GET ${path} → ${status} ${text.slice(0, 200)}`);
    });
    console.log(
      `demo walk (${ENGINE}): ${routes.length} GET routes, ${calls.length} calls (up to ${PER_ROUTE} a route); ${records.demoInstitutions.length} demo institutions + ${records.directorySample.length} sampled of the directory, ` +
        `${records.years.length} years, ${records.courses.length} courses, ${records.batches.length} batches, ${records.registrations.length} registrations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    // a lost session would make every call a 401 and prove nothing
    expect(statuses.get(401) ?? 0).toBe(0);
    expect(failures.sort()).toEqual([]);
  }, PER_ROUTE === Infinity ? 3_600_000 : 300_000);

  // issue 19 §5: the stock provider's reads of every resource, on records the workflows made (those
  // whose records no generic path may create are empty in tests/server/crud/stock-data-provider.test.ts)
  it("reads every resource with react-admin's stock data provider: getList, getOne, getMany, getManyReference", async () => {
    const provider = stockProvider(h.url, h.admin);
    const failures: string[] = [];
    const empty: string[] = [];
    const attempt = async (what: string, call: () => Promise<unknown>) => call().catch((err: Error & { status?: number }) => void failures.push(`${what}: ${err.status ?? ''} ${err.message}`));
    for (const r of resources.filter((x) => x.access.list !== false)) {
      const list = (await attempt(`getList ${r.name}`, () => provider.getList(r.name, { pagination: { page: 1, perPage: 3 }, sort: { field: 'id', order: 'DESC' }, filter: {} }))) as { data: { id: number }[] } | undefined;
      const ids = list?.data.map((row) => row.id) ?? [];
      if (!ids.length) {
        empty.push(r.name);
        continue;
      }
      await attempt(`getMany ${r.name}`, () => provider.getMany(r.name, { ids }));
      if (r.access.show === false) continue;
      const one = (await attempt(`getOne ${r.name}`, () => provider.getOne(r.name, { id: ids[0] }))) as { data: Record<string, unknown> } | undefined;
      const target = Object.keys(r.fields).find((name) => r.fields[name].type === 'reference' && one?.data[name] != null);
      if (target) await attempt(`getManyReference ${r.name} by ${target}`, () => provider.getManyReference(r.name, { target, id: one!.data[target] as number, pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }));
    }
    console.log(`stock provider reads (${ENGINE}): resources without demo records: ${empty.join(', ') || 'none'}`);
    expect(failures).toEqual([]);
  }, 120_000);
});
