// Every field a workflow owns (the model's `ownedBy`) × every generic write path that exists for its
// resource (REST create and update, the spec's aliases for them, /ops new and edit): a write that
// would change it is refused with 400 and a field message naming the workflow, and the record is left
// as it was. Derived from the model and the route table, so a new owned field or a new path is tried
// without a new test. Issue 19's reproductions are named below them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ReviewFixtures } from '../review/fixtures.js';
import { loadCheckedModel } from '../../../server/boot.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { ROW_VERSION, type FieldDef, type ResourceDef } from '../../../core/model/define.js';
import { enumId } from '../../../server/crud/validate.js';
import { opsForm as opsFormAs } from '../access/support.js';

let h: Harness;
let fx: ReviewFixtures;
let admin: string;
let resources: ResourceDef[];
const byName = new Map<string, ResourceDef>();

const OWNED_MESSAGE = /^Set by the .+ workflow: .+\.$/;

beforeAll(async () => {
  h = await startHarness({ ops: true });
  fx = new ReviewFixtures(h);
  admin = await h.userWith([...ABILITY_NAMES], 'owner-admin');
  resources = (await loadCheckedModel()).resources;
  for (const r of resources) byName.set(r.name, r);
  // a record of every resource whose owned fields have a generic write path
  const analyst = await fx.staff({ abilities: ['AdminReview'] });
  const submission = await fx.submission({ status: 'inReview', assignedAnalystId: analyst.id });
  await fx.batch({ ownerId: analyst.id, institutionId: submission.institutionId });
  await fx.review({ courseSubmissionId: submission.id, analystId: analyst.id, startedOn: new Date(Date.now() - 60_000) });
}, 120_000);
afterAll(() => h?.close());

type Path = { kind: 'rest' | 'alias' | 'ops'; action: 'create' | 'update'; method: string; path: (id: number) => string };

/** The generic write paths of a resource: what the route table serves for its create and update, and /ops. */
function writePaths(r: ResourceDef): Path[] {
  const paths: Path[] = [];
  const served = (method: string, path: string) => h.routes.routes.some((route) => route.method === method && route.path === path);
  if (served('POST', `/api/rest/${r.name}`)) paths.push({ kind: 'rest', action: 'create', method: 'POST', path: () => `/api/rest/${r.name}` });
  if (served('PUT', `/api/rest/${r.name}/:id`)) paths.push({ kind: 'rest', action: 'update', method: 'PUT', path: (id) => `/api/rest/${r.name}/${id}` });
  for (const alias of r.aliases ?? [])
    if ((alias.action === 'create' || alias.action === 'update') && served(alias.method, alias.path))
      paths.push({ kind: 'alias', action: alias.action, method: alias.method, path: (id) => alias.path.replace(/:id(\([^)]*\))?/, String(id)) });
  if (r.access.create !== false) paths.push({ kind: 'ops', action: 'create', method: 'POST', path: () => `/ops/api/resources/${r.name}/actions/new` });
  if (r.access.update !== false) paths.push({ kind: 'ops', action: 'update', method: 'POST', path: (id) => `/ops/api/resources/${r.name}/records/${id}/edit` });
  return paths;
}

async function anyId(resource: string, notId?: unknown): Promise<number | undefined> {
  const rows = await fx.rows<{ id: number }>(byName.get(resource)!.entity, {});
  return rows.find((row) => row.id !== notId)?.id;
}

/** A valid value of the field that differs from the stored one and from its default (what a create starts with). */
async function otherValue(field: FieldDef, stored: unknown): Promise<unknown> {
  switch (field.type) {
    case 'enum':
      return field.values!.map(enumId).find((v) => v !== stored && v !== field.default);
    case 'reference':
      return anyId(field.resource!, stored);
    case 'datetime':
      return '2030-01-02T03:04:05.000Z';
    case 'date':
      return '2030-01-02';
    case 'integer':
    case 'number':
      return [field.min ?? 0, (field.min ?? 0) + 1, (field.min ?? 0) + 2].find((v) => v !== stored && v !== field.default);
    case 'boolean':
      return stored !== true && field.default !== true;
    case 'json':
      return { forged: true };
    default:
      return 'forged';
  }
}

/** A console form as AdminJS posts it: flattened, every value as text. */
function opsForm(path: string, fields: Record<string, unknown>) {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object' && !Array.isArray(value)) for (const [k, v] of Object.entries(value)) flat[`${key}.${k}`] = String(v);
    else flat[key] = String(value);
  }
  return opsFormAs(h, path, flat, admin);
}

/** The stored record without its id, version and owned fields: the rest of a valid create body. */
function copyOf(r: ResourceDef, stored: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(stored)) if (Object.hasOwn(r.fields, name) && !r.fields[name].ownedBy && !r.fields[name].readOnly && value !== null) copy[name] = value;
  return copy;
}

describe(`fields a workflow owns are refused on every generic path (${ENGINE})`, () => {
  it('refuses each owned field on each path with 400 and the workflow named, and leaves the record as it was', async () => {
    const tried: string[] = [];
    const failures: string[] = [];
    let owned = 0;
    for (const r of resources) {
      const names = Object.keys(r.fields).filter((n) => r.fields[n].ownedBy);
      if (!names.length) continue;
      owned += names.length;
      const paths = writePaths(r);
      if (!paths.length) continue;
      const id = await anyId(r.name);
      if (id === undefined) {
        failures.push(`${r.name}: has generic write paths but this test seeds no record of it`);
        continue;
      }
      const before = (await h.call('GET', `/api/rest/${r.name}/${id}`, undefined, admin)).body as Record<string, unknown>;
      for (const name of names)
        for (const p of paths) {
          const value = await otherValue(r.fields[name], before[name]);
          const label = `${p.kind} ${p.action} ${r.name}.${name}`;
          tried.push(label);
          const body = p.action === 'update' ? { [name]: value, [ROW_VERSION]: before[ROW_VERSION] } : { ...copyOf(r, before), [name]: value };
          const res = p.kind === 'ops' ? await opsForm(p.path(id), body) : await h.call(p.method, p.path(id), body, admin);
          const message = res.body?.modelState?.[name]?.[0];
          if (res.status !== 400 || !OWNED_MESSAGE.test(message ?? '')) failures.push(`${label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        }
      const after = (await h.call('GET', `/api/rest/${r.name}/${id}`, undefined, admin)).body as Record<string, unknown>;
      expect(after, `${r.name} ${id} changed`).toEqual(before);
    }
    console.log(`owned fields: ${owned}; owned field × path writes tried: ${tried.length}`);
    expect(failures).toEqual([]);
    expect(owned).toBeGreaterThan(0);
    expect(tried.length).toBeGreaterThan(0);
  }, 120_000);

  it('accepts a whole record sent back with its owned fields unchanged (forms send every value)', async () => {
    const id = (await anyId('course-submission-reviews'))!;
    const row = (await h.call('GET', `/api/rest/course-submission-reviews/${id}`, undefined, admin)).body;
    const saved = await h.call('PUT', `/api/rest/course-submission-reviews/${id}`, { ...row, isSecondReview: !row.isSecondReview }, admin);
    expect(saved.status).toBe(200);
    expect(saved.body.isSecondReview).toBe(!row.isSecondReview);
  });

  it("refuses issue 19's reproductions: a forged decision and explanation, a submission approved with no review", async () => {
    const reviewId = (await anyId('course-submission-reviews'))!;
    const row = (await h.call('GET', `/api/rest/course-submission-reviews/${reviewId}`, undefined, admin)).body;
    const forged = await h.call('PUT', `/api/rest/course-submission-reviews/${reviewId}`, { ...row, decision: 'approved', explanation: { forged: true } }, admin);
    expect(forged.status).toBe(400);
    expect(forged.body.modelState.decision).toEqual(['Set by the review workflow: use Approve / Not approve on the review screen.']);
    expect(forged.body.modelState.explanation).toEqual(['Set by the review workflow: use Approve / Not approve on the review screen.']);

    const submissionId = row.courseSubmissionId as number;
    const submission = (await h.call('GET', `/api/rest/course-submissions/${submissionId}`, undefined, admin)).body;
    const approved = await h.call('PUT', `/api/rest/course-submissions/${submissionId}`, { status: 'approved', rowVersion: submission.rowVersion }, admin);
    expect(approved.status).toBe(400);
    expect(approved.body.modelState.status[0]).toMatch(/^Set by the review workflow/);

    const viaOps = await opsForm(`/ops/api/resources/course-submission-reviews/records/${reviewId}/edit`, { decision: 'approved', 'explanation.forged': 'true' });
    expect(viaOps.status).toBe(400);
    expect(Object.keys(viaOps.body.modelState ?? {}).sort()).toEqual(['decision', 'explanation']);
    expect((await h.call('GET', `/api/rest/course-submission-reviews/${reviewId}`, undefined, admin)).body.decision).toBe(row.decision);
  });
});
