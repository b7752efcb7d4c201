// The start-up checks of the resource model: each broken fixture fails with its stable code and the
// name of the file at fault; the real model passes.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadModel } from '../../server/model/load.js';
import { checkModel, ModelCheckError } from '../../server/model/check.js';
import { loadResourceFiles } from '../../server/model/load.js';
import { readScreenOverrides } from '../../server/model/screen-overrides.js';
import { FIELD_OVERRIDE_KEYS, SCREEN_OVERRIDE_KEYS } from '../../core/model/screen-override-keys.js';
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

  it('accepts composite and partial unique constraints and cross-field checks', async () => {
    const widgets = (await loadModel(path.join(fixtures, 'valid-constraints'))).find((r) => r.name === 'widgets')!;
    expect(widgets.unique).toHaveLength(2);
    expect(widgets.checks).toHaveLength(1);
  });

  it('names each unique constraint mistake (MODEL017)', async () => {
    const messages = (await failure('unique-constraint')).issues.filter((i) => i.code === 'MODEL017').map((i) => i.message);
    expect(messages).toEqual(['unique constraint names missing field "size"', 'condition value "no" does not fit the boolean field "isRetired"']);
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
    ['secret-search', 'MODEL015', /full-text search over secret field "apiKey"/],
    ['record-access', 'MODEL016', /scope is a function/],
    ['unique-constraint', 'MODEL017', /unique constraint names missing field "size"/],
    ['cross-field-check', 'MODEL018', /field "name" \(string\) has no order/],
    ['cross-field-relation', 'MODEL018', /a check relates to one field/],
    ['row-version-field', 'MODEL002', /"rowVersion" is implicit/],
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

describe('inline lists in the model (MODEL019)', () => {
  it('names each field an inline list cannot show or edit in a row', async () => {
    const messages = (await failure('inline-list')).issues.filter((i) => i.code === 'MODEL019').map((i) => i.message);
    expect(messages).toEqual([
      'inline list field "shade" is not a field',
      'inline list field "colourId" (reference) cannot be edited in a row',
      'inline list toggle "name" is not a boolean field',
    ]);
  });
});

describe('screen overrides, as declared (resources/_screen-overrides.ts), at start-up (MODEL013)', () => {
  const screenFixtures = path.resolve(import.meta.dirname, '../fixtures/screen-overrides');
  const fileOf = (dir: string) => `tests/fixtures/screen-overrides/${dir}/_screen-overrides.ts`;

  /** The valid widgets model checked with the declarations of one fixture folder. */
  async function checkScreens(dir: string) {
    const shapes = await readScreenOverrides(path.join(screenFixtures, dir));
    return checkModel(await loadResourceFiles(path.join(fixtures, 'valid')), {}, [], { shapes, keys: SCREEN_OVERRIDE_KEYS, fieldKeys: FIELD_OVERRIDE_KEYS });
  }
  async function screenIssues(dir: string) {
    try {
      await checkScreens(dir);
    } catch (err) {
      if (err instanceof ModelCheckError) return err.issues.map((i) => ({ code: i.code, file: i.file, message: i.message }));
      throw err;
    }
    throw new Error(`screen fixture ${dir} passed the checks`);
  }

  it('reads a valid declaration', async () => {
    const shapes = await readScreenOverrides(path.join(screenFixtures, 'valid'));
    expect(shapes.widgets).toMatchObject({ keys: ['edit', 'fields'], fields: { name: ['input'], id: ['field'] }, problems: [] });
    await expect(checkScreens('valid')).resolves.toHaveLength(2);
  });

  it.each([
    ['unknown-resource', [{ code: 'MODEL013', file: fileOf('unknown-resource'), message: 'screen override for unknown resource "gadgets"' }]],
    ['unknown-key', [{ code: 'MODEL013', file: fileOf('unknown-key'), message: 'unknown screen override key "lsit"' }]],
    [
      'unknown-field',
      [
        { code: 'MODEL013', file: fileOf('unknown-field'), message: 'screen override for unknown field "shade" of "widgets"' },
        { code: 'MODEL013', file: fileOf('unknown-field'), message: 'unknown field override key "inptu"' },
      ],
    ],
    ['malformed', [{ code: 'MODEL013', file: fileOf('malformed'), message: expect.stringMatching(/list of screen override keys/) }]],
  ])('%s fails with MODEL013 and names the declaring file', async (dir, expected) => {
    expect(await screenIssues(dir)).toEqual(expected);
  });

  it('checks the shipped declarations at start-up', async () => {
    const shapes = await readScreenOverrides(path.resolve(import.meta.dirname, '../../resources'));
    expect(Object.keys(shapes).length).toBeGreaterThan(0);
    for (const shape of Object.values(shapes)) expect(shape.problems, shape.file).toEqual([]);
  });
});
