// ra-data-simple-rest list parameters → MikroORM query, without a database.
import { describe, expect, it } from 'vitest';
import { defineResource, type ResourceDef } from '../../core/model/define.js';
import { MAX_IDS, translateListQuery } from '../../server/crud/query.js';

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
    apiKey: { type: 'string', secret: true },
    startsAt: { type: 'datetime' },
    score: { type: 'number' },
    tags: { type: 'stringList' },
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
    [{ filter: { secret: 'x' } }, /Cannot filter by "secret"/],
    [{ filter: { nothing: 1 } }, /Unknown filter "nothing"/],
    [{ filter: { isActive: 'maybe' } }, /true or false/],
    [{ filter: { countyId: 'abc' } }, /"countyId" takes a whole number/],
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

  it('refuses every operator, the sort and the search over secret fields (passwords and `secret: true`)', () => {
    for (const secret of ['secret', 'apiKey']) {
      for (const op of ['', '_gte', '_lte', '_gt', '_lt', '_neq']) expect(() => t({ filter: { [secret + op]: 'x' } }), secret + op).toThrow(`Cannot filter by "${secret}"`);
      expect(() => t({ filter: { [secret]: ['a', 'b'] } })).toThrow(/Cannot filter by/);
      expect(() => t({ sort: [secret, 'ASC'] })).toThrow(`Cannot sort by "${secret}"`);
    }
    const searchingSecrets = { ...schools, filters: [{ field: 'q', type: 'q', fields: ['name', 'secret', 'apiKey'] }] } as const;
    expect(translateListQuery(searchingSecrets, { filter: JSON.stringify({ q: 'x' }) }).where).toEqual({ $and: [{ $or: [{ name: { $ilike: '%x%' } }] }] });
  });

  it.each([
    [{ name: { $re: '((' } }, /"name" takes a value, not an object/],
    [{ cdsCode: { $ne: null } }, /"cdsCode" takes a value, not an object/],
    [{ id: [1, { $gt: 0 }] }, /"id" takes a value, not an object/],
    [{ openDate_gte: ['2020-01-01'] }, /"openDate_gte" takes one value/],
    [{ openDate_lte: null }, /"openDate_lte" takes one value/],
    [{ q: { $ne: '' } }, /"q" takes a value/],
    [JSON.parse('{"__proto__":1}'), /Unknown filter "__proto__"/], // an own key, as JSON.parse makes it
    [{ constructor: 1 }, /Unknown filter "constructor"/],
    [{ countyId: 2147483648 }, /"countyId" takes a whole number from -2147483648 to 2147483647/],
    [{ id_gte: -2147483649 }, /"id_gte" takes a whole number/],
    [{ countyId: 1.5 }, /"countyId" takes a whole number/],
    [{ typeId: 'abc' }, /"typeId" takes one of: 1, 5/],
    [{ openDate: '2020-02-30' }, /"openDate" takes a date/],
    [{ openDate: '0000-01-01' }, /"openDate" takes a date/],
    [{ openDate: '2021-13-01' }, /"openDate" takes a date/],
    [{ startsAt_gte: '2020-02-30T10:00:00Z' }, /"startsAt_gte" takes a date and time/],
    [{ startsAt_gte: 'not-a-date' }, /"startsAt_gte" takes a date and time/],
    [{ score: 'many' }, /"score" takes a number/],
    [{ name: 'Lin\u0000coln' }, /"name": Text cannot contain the null character/],
    [{ q: 'a\u0000' }, /"q": Text cannot contain the null character/],
    [{ name_gte: 'M' }, /"name_gte": "name" cannot be compared by range/],
    [{ tags: 'x' }, /Cannot filter by "tags"/],
    [{ tagIds_neq: 3 }, /not available/],
    [{ id: Array.from({ length: MAX_IDS + 1 }, (_, i) => i + 1) }, /at most 1000 values/],
  ])('refuses the filter %j', (filter, message) => {
    expect(() => t({ filter })).toThrow(message);
  });

  it('accepts what those filters should be', () => {
    expect(t({ filter: { openDate: '2020-02-29', startsAt_gte: '2024-05-01T08:00:00Z', score: '2.5', countyId: '-1', typeId: 5, name_neq: 'X' } }).where).toEqual({
      $and: [
        { openDate: '2020-02-29' },
        { startsAt: { $gte: new Date('2024-05-01T08:00:00Z') } },
        { score: 2.5 },
        { countyId: -1 },
        { typeId: 5 },
        { name: { $ne: 'X' } },
      ],
    });
    expect(t({ filter: { countyId: null } }).where).toEqual({ $and: [{ countyId: null }] });
  });

  it.each([
    [{ sort: { a: 1 } }, /sort parameter must be/],
    [{ sort: 5 }, /sort parameter must be/],
    [{ sort: ['name'] }, /sort parameter must be/],
    [{ sort: ['name', 'SIDEWAYS'] }, /sort parameter must be/],
    [{ sort: ['constructor', 'ASC'] }, /Cannot sort by "constructor"/],
    [{ range: [1e20, 1e20 + 24] }, /range/],
    [{ range: [1_000_000_001, 1_000_000_010] }, /range/],
    [{ range: [0] }, /range/],
    [{ range: { a: 1 } }, /range/],
  ])('refuses the shape %j', (query, message) => {
    expect(() => t(query)).toThrow(message);
  });

  it('gives a many-records fetch (filter on a list of ids, no range) a page that holds every id', () => {
    const ids = Array.from({ length: 34 }, (_, i) => i + 1);
    expect(t({ filter: { id: ids } }).limit).toBe(34);
    expect(t({ filter: { id: [1, 2] } }).limit).toBe(25);
    expect(t({ filter: { id: ids }, range: [0, 9] }).limit).toBe(10); // a range the caller chose stands
  });
});

describe('soft-deleted records', () => {
  const tags = defineResource({
    name: 'tags',
    entity: 'Tag',
    table: 'tag',
    label: 'Tags',
    fields: { name: { type: 'string' }, isDeleted: { type: 'boolean', default: false } },
    list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
    filters: [{ field: 'q', type: 'q', fields: ['name'] }],
    access: { list: 'authenticated', show: 'authenticated', create: false, update: false, delete: false },
    audit: false,
    softDelete: 'isDeleted',
  });
  const where = (filter: Record<string, unknown>) => translateListQuery(tags, { filter: JSON.stringify(filter) }).where;

  it('leave lists by default', () => {
    expect(where({})).toEqual({ $and: [{ isDeleted: false }] });
    expect(where({ q: 'bio' })).toEqual({ $and: [{ $or: [{ name: { $ilike: '%bio%' } }] }, { isDeleted: false }] });
  });

  it('come back when a filter asks about the flag, for them all, or for ids', () => {
    expect(where({ isDeleted: true })).toEqual({ $and: [{ isDeleted: true }] });
    expect(where({ isDeleted: 'false' })).toEqual({ $and: [{ isDeleted: false }] });
    expect(where({ includeDeleted: true })).toEqual({});
    expect(where({ includeDeleted: 'false' })).toEqual({ $and: [{ isDeleted: false }] });
    expect(where({ id: [4, 5] })).toEqual({ $and: [{ id: { $in: [4, 5] } }] });
  });

  it('refuses includeDeleted that is not a boolean, and on a list without soft delete', () => {
    expect(() => where({ includeDeleted: 'maybe' })).toThrow(/"includeDeleted" takes true or false/);
    expect(() => t({ filter: { includeDeleted: true } })).toThrow(/Unknown filter "includeDeleted"/);
  });
});

describe('sorting by a reference', () => {
  const districts = defineResource({ ...schools, name: 'districts', recordRepresentation: 'name' });
  const model = new Map<string, ResourceDef>([
    ['schools', { ...schools, recordRepresentation: 'name' }],
    ['districts', districts],
  ]);
  const withDistrict = defineResource({ ...schools, fields: { ...schools.fields, districtId: { type: 'reference', resource: 'districts' } } });
  const sort = (s: [string, string], m: ReadonlyMap<string, ResourceDef> = model) => translateListQuery(withDistrict, { sort: JSON.stringify(s) }, m).orderBy;

  it("orders by the referenced record's representation, empty references last", () => {
    expect(sort(['districtId', 'ASC'])).toEqual({ districtId: { name: 'asc nulls last' }, id: 'asc' });
    expect(sort(['districtId', 'DESC'])).toEqual({ districtId: { name: 'desc nulls last' }, id: 'desc' });
  });

  it('orders by the id when the referenced resource has no representation', () => {
    expect(sort(['districtId', 'ASC'], new Map([['districts', { ...districts, recordRepresentation: undefined }]]))).toEqual({ districtId: 'asc', id: 'asc' });
  });
});
