// /api/openapi.json describes every route with its ability and the model's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/server-harness.js';

let h: Harness;
let staff: string;

beforeAll(async () => {
  h = await startHarness();
  staff = await h.userWith([], 'reader');
}, 60_000);
afterAll(() => h?.close());

describe('OpenAPI document', () => {
  it('is refused to strangers and lists every route for staff', async () => {
    expect((await h.call('GET', '/api/openapi.json')).status).toBe(401);
    const doc = (await h.call('GET', '/api/openapi.json', undefined, staff)).body;
    expect(doc.openapi).toBe('3.0.3');
    const operations = Object.values(doc.paths as Record<string, Record<string, unknown>>).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(operations).toBe(h.routes.routes.length);
    expect(doc.paths['/api/admin/tag/{id}'].delete['x-ability']).toBe('AdminManageSettings');
    expect(doc.paths['/api/account/login/admin'].post['x-ability']).toBe('public');
  });

  it('derives schemas from the model', async () => {
    const doc = (await h.call('GET', '/api/openapi.json', undefined, staff)).body;
    expect(doc.components.schemas.Tag).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', maxLength: 100 }, isDeprecated: { type: 'boolean' } },
    });
    expect(doc.components.schemas.User.properties.password).toMatchObject({ format: 'password', writeOnly: true });
    expect(doc.components.schemas.Tag.properties.rowVersion).toMatchObject({ type: 'integer' });
    expect(doc.components.schemas.Rubric.properties.value).toMatchObject({ type: 'integer', minimum: 0, maximum: 5 });
  });
});
