// The list's SQL is compiled once per filter shape (server/crud/list-statements.ts): the shape must
// tell apart every filter whose SQL differs (a null, a list of another length, another operator)
// and nothing else, and hand back the values in the order the compiled text takes them.
import { describe, expect, it } from 'vitest';
import { parameterize } from '../../../server/crud/list-statements.js';

describe('filter shapes', () => {
  it('the same structure with other values has the same shape; the values come out in order', () => {
    const a = parameterize({ $and: [{ countyId: 19 }, { name: { $ilike: '%valley%' } }, { openDate: { $gte: new Date('2020-01-01') } }] })!;
    const b = parameterize({ $and: [{ countyId: 7 }, { name: { $ilike: '%lincoln%' } }, { openDate: { $gte: new Date('2021-05-01') } }] })!;
    expect(a.shape).toBe(b.shape);
    expect(b.values).toEqual([7, '%lincoln%', new Date('2021-05-01')]);
  });

  it.each([
    ['a null instead of a value', { countyId: 19 }, { countyId: null }],
    ['a list of another length', { id: { $in: [1, 2] } }, { id: { $in: [1, 2, 3] } }],
    ['an empty list', { id: { $in: [1] } }, { id: { $in: [] } }],
    ['another operator', { id: { $gte: 1 } }, { id: { $lte: 1 } }],
    ['another field', { countyId: 1 }, { districtId: 1 }],
    ['the same conditions in another order', { $and: [{ a: 1 }, { b: 2 }] }, { $and: [{ b: 2 }, { a: 1 }] }],
    ['a value instead of an undefined', { a: 1 }, { a: undefined }],
  ])('%s changes the shape', (_, one, other) => {
    expect(parameterize(one)!.shape).not.toBe(parameterize(other)!.shape);
  });

  it('says whether the filter matches text', () => {
    expect(parameterize({ $and: [{ $or: [{ name: { $ilike: '%x%' } }] }] })!.matchesText).toBe(true);
    expect(parameterize({ $and: [{ name: 'x' }, { isActive: true }] })!.matchesText).toBe(false);
  });

  it('leaves a filter holding anything but plain objects, lists and values uncached', () => {
    class Fragment {
      sql = 'lower(name)';
    }
    expect(parameterize({ name: new Fragment() })).toBeUndefined();
    expect(parameterize(JSON.parse('{"__proto__": {"id": 1}}'))).toBeUndefined();
  });
});
