// The start-up checks of the resource model: each broken fixture fails with its stable code and the
// name of the file at fault; the real model passes.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../server/model/load.js';
import { ModelCheckError } from '../../server/model/check.js';
import { loadCheckedModel } from '../../server/boot.js';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/models');

async function failure(dir: string, overrides: Record<string, Record<string, unknown>> = {}): Promise<ModelCheckError> {
  try {
    await loadModel(path.join(fixtures, dir), overrides, ['routes', 'actions']);
  } catch (err) {
    if (err instanceof ModelCheckError) return err;
    throw err;
  }
  throw new Error(`fixture ${dir} passed the checks`);
}

describe('resource model checks', () => {
  it('accepts a valid model', async () => {
    const model = await loadModel(path.join(fixtures, 'valid'));
    expect(model.map((r) => r.name).sort()).toEqual(['colours', 'widgets']);
  });

  it.each([
    ['unknown-key', 'MODEL001', /unknown key "colour"/],
    ['list-column', 'MODEL003', /list column "shade" is not a field/],
    ['filter-field', 'MODEL004', /filter on missing field "shade"/],
    ['unknown-reference', 'MODEL005', /unknown resource "paints"/],
    ['sort-field', 'MODEL006', /default sort on missing field "createdAt"/],
    ['unknown-ability', 'MODEL007', /unknown ability "AdminManageEverything"/],
    ['duplicate-table', 'MODEL008', /table "colour" is also declared/],
    ['enum-without-values', 'MODEL009', /enum field needs "values"/],
    ['bad-alias', 'MODEL011', /delete alias needs ":id"/],
    ['missing-section-field', 'MODEL010', /missing field "weight"/],
  ])('%s fails with %s and names the file', async (dir, code, message) => {
    const err = await failure(dir);
    expect(err.codes).toContain(code);
    const issue = err.issues.find((i) => i.code === code)!;
    expect(issue.message).toMatch(message);
    expect(issue.file).toMatch(/widgets\.ts$/);
    expect(err.message).toContain(`${code}`);
  });

  it('refuses overrides for unknown resources or with unknown keys (MODEL013)', async () => {
    const err = await failure('valid', { gadgets: { routes: [] }, widgets: { screens: {} } });
    expect(err.codes).toEqual(['MODEL013', 'MODEL013']);
  });

  it('passes on the real model with its overrides', async () => {
    const { resources } = await loadCheckedModel();
    expect(resources.length).toBeGreaterThan(20);
  });
});
