// ra-data-simple-rest list parameters → MikroORM query, without a database.
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../server/model/define.js';
import { translateListQuery } from '../../server/crud/query.js';

const schools = defineResource({
  name: 'schools',
  entity: 'School',
  table: 'school',
  label: 'Schools',
  fields: {
    name: { type: 'string' },
    cdsCode: { type: 'string', format: 'code' },
    countyId: { type: 'reference', resource: 'schools' },
    typeId: { type: 'enum', values: [{ id: 1, name: 'School' }, { id: 5, name: 'District' }] },
    isActive: { type: 'boolean' },
    openDate: { type: 'date' },
    tagIds: { type: 'manyToMany', resource: 'schools' },
    secret: { type: 'password' },
  },
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  filters: [{ field: 'q', type: 'q', fields: ['name', 'cdsCode'] }],
  access: { list: 'authenticated', show: 'authenticated', create: false, update: false, delete: false },
  audit: false,
});

const t = (q: Record<string, unknown>) => translateListQuery(schools, Object.fromEntries(Object.entries(q).map(([k, v]) => [k, JSON.stringify(v)])));

describe('list query translation', () => {
  it('uses the model default sort and page size', () => {
    expect(translateListQuery(schools, {})).toEqual({ where: {}, orderBy: { name: 'asc', id: 'asc' }, limit: 25, offset: 0 });
  });

  it('reads sort and range', () => {
    expect(t({ sort: ['openDate', 'DESC'], range: [50, 74] })).toMatchObject({ orderBy: { openDate: 'desc', id: 'desc' }, limit: 25, offset: 50 });
  });

  it('splits q into words that must each match one searched field, escaping LIKE wildcards', () => {
    expect(t({ filter: { q: 'lincoln 100%' } }).where).toEqual({
      $and: [
        { $or: [{ name: { $ilike: '%lincoln%' } }, { cdsCode: { $ilike: '%lincoln%' } }] },
        { $or: [{ name: { $ilike: '%100\\%%' } }, { cdsCode: { $ilike: '%100\\%%' } }] },
      ],
    });
  });

  it('turns arrays into IN, ranges into gte/lte, and coerces types', () => {
    expect(t({ filter: { id: [3, 4], openDate_gte: '2015-02-01', openDate_lte: '2015-03-01', isActive: 'true', countyId: '19', typeId: '5' } }).where).toEqual({
      $and: [{ id: { $in: [3, 4] } }, { openDate: { $gte: '2015-02-01' } }, { openDate: { $lte: '2015-03-01' } }, { isActive: true }, { countyId: 19 }, { typeId: 5 }],
    });
  });

  it('matches codes exactly and names by substring; many-to-many by membership', () => {
    expect(t({ filter: { cdsCode: '01100170000000', name: 'High', tagIds: 7 } }).where).toEqual({
      $and: [{ cdsCode: '01100170000000' }, { name: { $ilike: '%High%' } }, { tagIds: { $in: [7] } }],
    });
  });

  it.each([
    [{ sort: ['secret', 'ASC'] }, /Cannot sort by "secret"/],
    [{ sort: ['tagIds', 'ASC'] }, /Cannot sort by/],
    [{ filter: { secret: 'x' } }, /Unknown filter "secret"/],
    [{ filter: { nothing: 1 } }, /Unknown filter "nothing"/],
    [{ filter: { isActive: 'maybe' } }, /true or false/],
    [{ filter: { countyId: 'abc' } }, /takes a number/],
    [{ range: [10, 2] }, /range/],
    [{ filter: [1] }, /must be an object/],
  ])('refuses %j', (query, message) => {
    expect(() => t(query)).toThrow(message);
  });

  it('refuses parameters that are not JSON', () => {
    expect(() => translateListQuery(schools, { sort: '[name' })).toThrow(/not valid JSON/);
  });

  it('caps a page at 1000 rows', () => {
    expect(t({ range: [0, 99999] }).limit).toBe(1000);
  });
});
