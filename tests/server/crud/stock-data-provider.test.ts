// react-admin's stock data provider (the real ra-data-simple-rest package) against every generated
// resource, every method, called as a real react-admin app calls them: through fetchUtils.fetchJson
// with the session cookie, and the session's CSRF token on writes, as the admin UI's http client does
// (admin-ui/data/http.ts). Its delete sends DELETE with "Content-Type: text/plain" and no body, which
// must be taken: a request without a body has no type to refuse.
import type { DataProvider, Identifier } from 'ra-core';
import { stockProvider } from '../../support/stock-provider.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { isSetByServer, type ResourceDef } from '../../../core/model/define.js';
import { uniqueConstraintsOf } from '../../../server/model/constraints.js';
import { CSRF_HEADER, CSRF_TOKEN_REFUSED, csrfTokenFor } from '../../../server/http/security/csrf-token.js';
import { HAZARDS, byDependencies, expectedValue, sampleBody, textFields } from '../data/field-samples.js';

const { resources } = await loadCheckedModel();
const ordered = byDependencies(resources);
const can = (r: ResourceDef, action: keyof ResourceDef['access']) => r.access[action] !== false;

let h: Harness;
let staff: string;
let provider: DataProvider;
/** records other resources' references may point at */
const ids = new Map<string, number[]>();
/**
 * Per resource: KEPT records for the reads and updates (record i refers to record i of each resource
 * it refers to), and three the deletes remove, which nothing refers to. Those are made as edits are
 * (the last reference of a unique combination moved to the next record), so their combinations are
 * new, and the update changes the last kept record, whose moved combination wraps to the first.
 */
const KEPT = 4;

/** Records to delete: three, or fewer when a unique whole number has only so many values (a rubric's 0–5). */
function doomedCount(r: ResourceDef): number {
  const spans = uniqueConstraintsOf(r)
    .flatMap((c) => c.fields)
    .map((n) => r.fields[n])
    .filter((f) => f?.type === 'integer' && f.max !== undefined)
    .map((f) => f.max! - (f.min ?? 0) + 1);
  return Math.min(3, ...spans.map((span) => span - KEPT));
}
const kept = new Map<string, number[]>();
const doomed = new Map<string, number[]>();
const createFailures: string[] = [];

/** A create or update body of the fields a form may write (sampleBody leaves out what the server or a workflow sets). */
function formBody(r: ResourceDef, index: number, edited = false): Record<string, unknown> {
  const body = sampleBody(r, HAZARDS[index % HAZARDS.length], { ids, index }, edited);
  if (r.idStrategy === 'assigned' && !edited) body.id = 1000 + index;
  if (r.idStrategy === 'assigned' && edited && index >= KEPT) body.id = 1000 + index; // a new record made as an edit
  return body;
}

/** What a bulk update (react-admin's updateMany) sends: one field every record may share. */
function sharedPatch(r: ResourceDef, body: Record<string, unknown>): Record<string, unknown> {
  const unique = new Set(uniqueConstraintsOf(r).flatMap((c) => c.fields));
  const checked = new Set((r.checks ?? []).flatMap((c) => [c.field, c.after, c.notBefore, c.excludedWith]));
  const name = Object.keys(body).find((n) => !unique.has(n) && !checked.has(n) && n !== 'id' && ['boolean', 'text', 'string'].includes(r.fields[n]?.type) && !r.fields[n].format);
  return name ? { [name]: body[name] } : {};
}

const describeError = (e: unknown) => `${(e as { status?: number }).status ?? ''} ${JSON.stringify((e as { body?: unknown }).body ?? String(e)).slice(0, 300)}`;

async function attempt<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    throw new Error(`${what}: ${describeError(e)}`);
  }
}

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith([...ABILITY_NAMES], 'stock-provider');
  provider = stockProvider(h.url, staff);
  // create: in dependency order, so each record's references point at records made before it
  for (const r of ordered) {
    if (!can(r, 'create')) continue;
    for (let index = 0; index < KEPT + doomedCount(r); index++) {
      const created = await attempt(`create ${r.name}`, () => provider.create(r.name, { data: formBody(r, index, index >= KEPT) })).catch((e: Error) => void createFailures.push(e.message));
      if (!created) break;
      const { data } = created;
      if (!Number.isInteger(data.id)) createFailures.push(`create ${r.name}: answered no id`);
      const into = index < KEPT ? kept : doomed;
      into.set(r.name, [...(into.get(r.name) ?? []), data.id as number]);
      if (index < KEPT) ids.set(r.name, [...(ids.get(r.name) ?? []), data.id as number]);
    }
  }
}, 240_000);
afterAll(() => h?.close());

/** The records a resource's calls use: its own, or (when it cannot be created) the first listed. */
async function recordsOf(r: ResourceDef): Promise<Identifier[]> {
  if (kept.has(r.name)) return kept.get(r.name)!.slice(0, 2);
  const { data } = await provider.getList(r.name, { pagination: { page: 1, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  return data.map((d) => d.id);
}

async function everyMethod(r: ResourceDef): Promise<string[]> {
  const skipped: string[] = [];
  // a resource the model gives no generic call (saved views: only their own calls reach them)
  if ((['list', 'show', 'create', 'update', 'delete'] as const).every((action) => !can(r, action))) return ['every method: the model allows no generic call'];
  const [first, second] = await recordsOf(r);
  if (can(r, 'list')) {
    const list = await attempt(`getList ${r.name}`, () => provider.getList(r.name, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'DESC' }, filter: {} }));
    expect(list.total, r.name).toBeGreaterThanOrEqual(kept.get(r.name)?.length ?? 0);
    expect(list.data.length).toBeLessThanOrEqual(5);
    if (first !== undefined) {
      const many = await attempt(`getMany ${r.name}`, () => provider.getMany(r.name, { ids: [first, second].filter((x) => x !== undefined) }));
      expect(many.data.map((d) => d.id).sort()).toEqual([first, second].filter((x) => x !== undefined).sort());
      // by the first reference that points at a record, else by id: what a ReferenceManyField asks
      const row = (await provider.getOne(r.name, { id: first })).data;
      const target = Object.keys(r.fields).find((n) => r.fields[n].type === 'reference' && row[n] !== null && row[n] !== undefined) ?? 'id';
      const refs = await attempt(`getManyReference ${r.name} by ${target}`, () =>
        provider.getManyReference(r.name, { target, id: row[target], pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
      );
      expect(refs.data.map((d) => d.id)).toContain(first);
      expect(refs.total).toBeGreaterThanOrEqual(1);
    } else skipped.push('getMany and getManyReference: no record to ask for');
  } else skipped.push('getList, getMany, getManyReference: the model allows no list');
  if (first === undefined) return [...skipped, 'getOne, update, updateMany: no record'];
  if (can(r, 'show')) expect((await attempt(`getOne ${r.name}`, () => provider.getOne(r.name, { id: first }))).data.id).toBe(first);
  else skipped.push('getOne: the model allows no show');

  if (can(r, 'update') && kept.has(r.name)) {
    // react-admin's edit form sends the record as shown, with the user's changes
    const [, , third, last] = kept.get(r.name)!;
    const shown = (await provider.getOne(r.name, { id: last })).data;
    const edit = formBody(r, KEPT - 1, true);
    const updated = await attempt(`update ${r.name}`, () => provider.update(r.name, { id: last, data: { ...shown, ...edit }, previousData: shown }));
    expect(updated.data.id).toBe(last);
    for (const name of textFields(r)) if (name in edit && !isSetByServer(r.fields[name])) expect(updated.data[name], `${r.name}.${name}`).toBe(expectedValue(r.fields[name], edit[name]));
    const patch = sharedPatch(r, formBody(r, KEPT - 2, true));
    const bulk = await attempt(`updateMany ${r.name} with ${JSON.stringify(patch)}`, () => provider.updateMany(r.name, { ids: [third], data: patch }));
    expect(bulk.data).toEqual([third]);
  } else skipped.push(can(r, 'update') ? 'update, updateMany: no record of its own to change' : 'update, updateMany: the model allows no update');

  if (can(r, 'delete') && doomed.has(r.name)) {
    const [one, ...more] = doomed.get(r.name)!;
    expect((await attempt(`delete ${r.name}`, () => provider.delete(r.name, { id: one }))).data.id).toBe(one);
    expect((await attempt(`deleteMany ${r.name}`, () => provider.deleteMany(r.name, { ids: more }))).data).toEqual(more);
  } else skipped.push(can(r, 'delete') ? 'delete, deleteMany: no record of its own to remove' : 'delete, deleteMany: the model allows no delete');
  return skipped;
}

describe(`react-admin's stock data provider on every generated resource (${ENGINE})`, () => {
  it('creates records of every resource that allows it', () => {
    expect(createFailures).toEqual([]);
    expect(kept.size).toBe(ordered.filter((r) => can(r, 'create')).length);
  });

  it('getList, getOne, getMany, getManyReference, update, updateMany, delete and deleteMany work on every resource', async () => {
    const skipped: string[] = [];
    // resources in parallel: each uses its own records
    const results = await Promise.allSettled(ordered.map(async (r) => (await everyMethod(r)).map((s) => `${r.name}: ${s}`)));
    const failed = results.flatMap((res, i) => (res.status === 'rejected' ? [`${ordered[i].name}: ${String((res.reason as Error).message ?? res.reason).slice(0, 400)}`] : []));
    for (const res of results) if (res.status === 'fulfilled') skipped.push(...res.value);
    console.log(`stock provider (${ENGINE}): ${ordered.length} resources, ${kept.size} created; not called, with the reason:\n${skipped.join('\n')}`);
    expect(failed).toEqual([]);
  }, 120_000);

  it('takes a write without a body whatever its type, but never without the token', async () => {
    const id = (await h.call('POST', '/api/rest/tags', { name: 'Bodiless Delete' }, staff)).body.id;
    const bare = await fetch(`${h.url}/api/rest/tags/${id}`, { method: 'DELETE', headers: { cookie: staff, 'content-type': 'text/plain' } });
    expect(bare.status).toBe(403);
    expect((await bare.json()).message).toBe(CSRF_TOKEN_REFUSED);
    const form = await fetch(`${h.url}/api/rest/tags/${id}`, { method: 'DELETE', headers: { cookie: staff, 'content-type': 'application/x-www-form-urlencoded', [CSRF_HEADER]: csrfTokenFor(staff.replace(/^ag_sid=/, '')) } });
    expect(form.status).toBe(200);
    // a body of another type is still refused
    const typed = await fetch(`${h.url}/api/rest/tags/${id}`, { method: 'PUT', body: '{"name":"Plain"}', headers: { cookie: staff, 'content-type': 'text/plain', [CSRF_HEADER]: csrfTokenFor(staff.replace(/^ag_sid=/, '')) } });
    expect(typed.status).toBe(415);
  });
});
