// A composite index from the model (docs/benchmarks.md, round 3): institutions are indexed by county
// then CDS code, so a county's list sorted by CDS code reads its page in index order instead of
// walking the CDS code index through every county before it. The model check refuses an index
// over a field that is not there or that no index orders.
import { describe, expect, it } from 'vitest';
import { checkModel, ModelCheckError } from '../../../server/model/check.js';
import { buildEntitySchemas } from '../../../server/db/entity-builder.js';
import { loadCheckedModel } from '../../../server/boot.js';
import type { ResourceDef } from '../../../core/model/define.js';

const { resources } = await loadCheckedModel();
const institutions = resources.find((r) => r.name === 'institutions')!;

function issuesOf(changed: ResourceDef): { code: string; path: string; message: string }[] {
  const others = resources.filter((r) => r !== institutions).map((def) => ({ file: `${def.name}.ts`, def }));
  try {
    checkModel([...others, { file: 'institutions.ts', def: changed }]);
  } catch (err) {
    if (err instanceof ModelCheckError) return err.issues.filter((i) => i.file === 'institutions.ts');
    throw err;
  }
  return [];
}

const withCountyIndex = (index: unknown) =>
  ({ ...institutions, fields: { ...institutions.fields, countyId: { ...institutions.fields.countyId, index } } }) as ResourceDef;

describe('composite indexes', () => {
  it('institutions have one on (county_id, cds_code)', () => {
    const schema = buildEntitySchemas(resources).find((s) => s.meta.className === 'Institution')!;
    expect(schema.meta.indexes).toContainEqual(expect.objectContaining({ name: 'institution_county_id_cds_code_idx', properties: ['countyId', 'cdsCode'] }));
  });

  it('the model check refuses one over a missing field or a field no index orders', () => {
    expect(issuesOf(withCountyIndex({ followedBy: ['cdsCode'] }))).toEqual([]);
    expect(issuesOf(withCountyIndex({ followedBy: ['cdsCode', 'nope'] }))).toMatchObject([{ code: 'MODEL002', path: 'fields.countyId.index', message: 'index names missing field "nope"' }]);
    const byTags = withCountyIndex({ followedBy: ['tagList'] });
    const withTags = { ...byTags, fields: { ...byTags.fields, tagList: { type: 'stringList' } } } as ResourceDef;
    expect(issuesOf(withTags).map((i) => i.message)).toEqual(['a stringList field ("tagList") cannot be part of an index']);
    expect(issuesOf(withCountyIndex({ followedBy: [] }))[0]?.code).toBe('MODEL002');
  });
});
