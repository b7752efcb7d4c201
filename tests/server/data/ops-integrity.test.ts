// The operator console keeps the same data rules as the API: its edit form carries the record's
// version and a stale save is refused with the API's message; the cross-field checks and the
// unique-among-records-in-use rules land on the fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { CSRF_HEADER, csrfTokenFor } from '../../../server/http/security/csrf-token.js';

const STALE = 'This record was changed by someone else; reload to see it.';

let h: Harness;
let operator: string;

interface OpsAnswer {
  status: number;
  body: { notice?: { type: string; message: string }; record?: { params: Record<string, unknown>; errors?: Record<string, { message: string }> } };
}

/** A save as AdminJS's frontend sends it: multipart form data with the record's flattened params. */
async function save(path: string, fields: Record<string, unknown>): Promise<OpsAnswer> {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v === null ? '__FORM_VALUE_NULL__' : String(v));
  const sid = operator.replace(/^.*?ag_sid=([^;]*).*$/, '$1');
  const res = await fetch(h.url + path, { method: 'POST', body, headers: { cookie: operator, [CSRF_HEADER]: csrfTokenFor(sid) }, redirect: 'manual' });
  return { status: res.status, body: JSON.parse(await res.text()) };
}

/** The record as the console's edit form receives it. */
async function editForm(resource: string, id: number): Promise<Record<string, unknown>> {
  const res = await h.call('GET', `/ops/api/resources/${resource}/records/${id}/edit`, undefined, operator);
  expect(res.status).toBe(200);
  return res.body.record.params;
}

beforeAll(async () => {
  h = await startHarness({ ops: true });
  operator = await h.userWith(['AdminOperatorConsole', 'AdminManageSettings', 'AdminManageLookups', 'AdminViewAudit'], 'ops-integrity');
  // AdminJS loads in the background; the first answer waits for it
  expect((await h.call('GET', '/ops/api/resources/tags/actions/list', undefined, operator)).status).toBe(200);
}, 120_000);
afterAll(() => h?.close());

describe(`operator console data rules (${ENGINE})`, () => {
  it('sends the version with the edit form and refuses a save based on an older one', async () => {
    const tag = (await h.call('POST', '/api/rest/tags', { name: 'Console Concurrency' }, operator)).body;
    const opened = await editForm('tags', tag.id);
    expect(opened.rowVersion).toBe(tag.rowVersion);

    // someone else saves in between
    expect((await h.call('PUT', `/api/rest/tags/${tag.id}`, { name: 'Changed Elsewhere', rowVersion: tag.rowVersion }, operator)).status).toBe(200);
    const stale = await save(`/ops/api/resources/tags/records/${tag.id}/edit`, { ...opened, name: 'Console Edit' });
    expect(stale.body.notice).toMatchObject({ type: 'error', message: STALE });
    expect((await h.call('GET', `/api/rest/tags/${tag.id}`, undefined, operator)).body.name).toBe('Changed Elsewhere');

    const reopened = await editForm('tags', tag.id);
    const fresh = await save(`/ops/api/resources/tags/records/${tag.id}/edit`, { ...reopened, name: 'Console Edit' });
    expect(fresh.body.notice?.type).toBe('success');
    expect(fresh.body.record?.params).toMatchObject({ name: 'Console Edit', rowVersion: tag.rowVersion + 2 });
    const trail = (await h.call('GET', `/api/admin/audit/tags/${tag.id}`, undefined, operator)).body.entries;
    expect(trail.map((e: { via: string; changes: { newValue: unknown }[] }) => [e.via, e.changes[0].newValue])).toEqual([
      ['ops', 'Console Edit'],
      ['api', 'Changed Elsewhere'],
      ['api', 'Console Concurrency'],
    ]);
  });

  it('puts an academic year ending before it starts on the end date, on create and on edit', async () => {
    const created = await save('/ops/api/resources/academic-years/actions/new', { id: 41, name: '2041-42', startDate: '2042-06-30', endDate: '2041-07-01' });
    expect(created.body.record?.errors?.endDate?.message).toBe('The end must be after the start.');
    expect((await h.call('GET', '/api/rest/academic-years/41', undefined, operator)).status).toBe(404);

    expect((await save('/ops/api/resources/academic-years/actions/new', { id: 41, name: '2041-42', startDate: '2041-07-01', endDate: '2042-06-30' })).body.notice?.type).toBe('success');
    const edited = await save('/ops/api/resources/academic-years/records/41/edit', { ...(await editForm('academic-years', 41)), startDate: '2042-07-01' });
    expect(edited.body.record?.errors?.endDate?.message).toBe('The end must be after the start.');
    expect((await h.call('GET', '/api/rest/academic-years/41', undefined, operator)).body.startDate).toBe('2041-07-01');
  });

  it('refuses a second rubric in use with the same value, on the value', async () => {
    expect((await h.call('POST', '/api/rest/rubrics', { name: 'Exceeds', value: 4 }, operator)).status).toBe(201);
    const dup = await save('/ops/api/resources/rubrics/actions/new', { name: 'Also four', value: 4 });
    expect(dup.body.record?.errors?.value?.message).toBe('Another rubric in use has this value.');
  });
});
