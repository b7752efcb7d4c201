// fast-check generators of the bad input classes issue 6 found answering 500: junk and huge ids,
// wrong-type values, operator objects, null characters, numbers beyond int4, impossible dates,
// prototype keys, and sort / range / filter parameters of the wrong shape. Derived from a route and
// the resource it serves, so a new route or field gets them without a new test.
import fc from 'fast-check';
import type { ResourceDef } from '../../../core/model/define.js';

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'];
const OPERATOR_SUFFIXES = ['_gte', '_lte', '_gt', '_lt', '_neq'];

/** Text that has hurt: null characters, impossible dates, number-like junk, SQL and LIKE specials. */
export const junkText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '', ' ', 'abc', 'a\u0000b', '\u0000', ...PROTOTYPE_KEYS, '$ne', '((', '%', '_', "'", '"', '\\', ';', '😀',
    '2020-02-30', '0000-01-01', '2021-02-29', '10000-01-01', '2020-13-01', '2020-02-30T10:00:00Z', 'not-a-date',
    '2147483648', '-2147483649', '99999999999999999999', '1e20', '1.5', 'NaN', 'Infinity', '-0', '0x10', 'true', 'null', '[]', '{}',
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2147483648, -2147483649, 1e20, -1e20, 1.5, -0, 2 ** 53 + 2, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

export const junkScalar: fc.Arbitrary<unknown> = fc.oneof(junkText, junkNumber, fc.boolean(), fc.constant(null));

const operatorKey = fc.constantFrom('$ne', '$re', '$gt', '$in', '$like', '$ilike', '$or', '$and', '$not', '$exists', ...PROTOTYPE_KEYS, 'a');

/** A JSON text of an object with the given entries; keys such as "__proto__" stay ordinary keys. */
export const objectJson = (entries: [string, unknown][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;

/** Values of generated objects are kept as JSON text so prototype keys survive at any depth. */
class RawJson {
  constructor(readonly text: string) {}
}
const toJson = (v: unknown): string => (v instanceof RawJson ? v.text : Array.isArray(v) ? `[${v.map(toJson).join(',')}]` : (JSON.stringify(v) ?? 'null'));

const operatorObject: fc.Arbitrary<unknown> = fc
  .array(fc.tuple(operatorKey, fc.oneof(junkScalar, fc.array(junkScalar, { maxLength: 2 }))), { minLength: 1, maxLength: 2 })
  .map((entries) => new RawJson(objectJson(entries)));

/** Where a value belongs: scalars of every type, or objects, operator objects and lists. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: junkScalar },
  { weight: 1, arbitrary: operatorObject },
  { weight: 1, arbitrary: fc.array(fc.oneof(junkScalar, operatorObject), { maxLength: 3 }) },
  { weight: 1, arbitrary: operatorObject.map((inner) => new RawJson(objectJson([['nested', inner]]))) },
);

const fieldNames = (r: ResourceDef | undefined) => (r ? Object.keys(r.fields) : ['name', 'password', 'isDeleted', 'value']);

/** Filter keys: the resource's fields with and without operators, id, q, and keys that are no field. */
function filterKey(r: ResourceDef | undefined): fc.Arbitrary<string> {
  const fields = [...fieldNames(r), 'id'];
  return fc.oneof(
    fc.constantFrom(...fields, 'q', 'includeDeleted', ...PROTOTYPE_KEYS),
    fc.tuple(fc.constantFrom(...fields), fc.constantFrom(...OPERATOR_SUFFIXES)).map(([f, op]) => f + op),
    junkText,
  );
}

export const filterJson = (r: ResourceDef | undefined) =>
  fc.array(fc.tuple(filterKey(r), junkValue), { maxLength: 3 }).map((entries) => objectJson(entries));

const sortJson = (r: ResourceDef | undefined) =>
  fc.oneof(
    fc.tuple(fc.constantFrom(...fieldNames(r), 'id', ...PROTOTYPE_KEYS), fc.oneof(fc.constantFrom('ASC', 'DESC', 'asc', 'SIDEWAYS'), junkText)).map((s) => JSON.stringify(s)),
    fc.constantFrom('5', '{"a":1}', '[]', '["name"]', 'null', '[1,2]', '"x"', '[name', '["name","ASC","x"]'),
    junkValue.map(toJson),
  );

const rangeJson = fc.oneof(
  fc.tuple(junkNumber, junkNumber).map((r) => JSON.stringify(r)),
  fc.constantFrom('[1e20,100000000000000000024]', '[-1,5]', '[5,1]', '{"a":1}', '[0]', '"x"', '[0,1,2]', '[0,1e400]', '[1000000001,1000000010]'),
  junkText,
);

/** One query parameter: the list parameters, the spec's paging and search names, fields, and junk. */
function queryParam(r: ResourceDef | undefined): fc.Arbitrary<[string, string]> {
  const aliasParams = (r?.aliases ?? []).flatMap((a) => Object.keys(a.params ?? {}));
  const plain = (name: string) => fc.tuple(fc.constant(name), fc.oneof(junkText, junkNumber.map(String)));
  return fc.oneof(
    fc.tuple(fc.constant('filter'), fc.oneof(filterJson(r), junkText)),
    fc.tuple(fc.constant('sort'), sortJson(r)),
    fc.tuple(fc.constant('range'), rangeJson),
    fc.constantFrom('pageNumber', 'pageSize', 'sorting', 'query', 'limit', 'includeDeleted', 'removeReferences', ...aliasParams, ...fieldNames(r), ...PROTOTYPE_KEYS).chain(plain),
    // qs turns name[op]=v into an object: operator objects through the query string
    fc.tuple(fc.constantFrom(...fieldNames(r), 'filter', 'limit', ...PROTOTYPE_KEYS), operatorKey, junkText).map(([f, op, v]): [string, string] => [`${f}[${op}]`, v]),
  );
}

/** Percent-encoding of any generated text (a lone surrogate becomes U+FFFD, as a browser would send it). */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));
const encodeKey = (k: string) => enc(k).replace(/%5B/g, '[').replace(/%5D/g, ']');

export const queryString = (r: ResourceDef | undefined): fc.Arbitrary<string> =>
  fc.array(queryParam(r), { maxLength: 4 }).map((params) => (params.length ? '?' + params.map(([k, v]) => `${encodeKey(k)}=${enc(v)}`).join('&') : ''));

/** A request body as JSON text (or none): wrong shapes, and objects of the resource's fields holding junk. */
export function bodyText(r: ResourceDef | undefined): fc.Arbitrary<string | undefined> {
  const keys = fc.oneof(fc.constantFrom(...fieldNames(r), 'id', ...(r?.specId ? [r.specId] : []), ...PROTOTYPE_KEYS, 'definition', 'facts', 'password', 'username', 'token'), junkText);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(undefined, '"just a string"', '[1,2,3]', 'null', '{not json', '1e400', '{}') },
    { weight: 5, arbitrary: fc.array(fc.tuple(keys, junkValue), { maxLength: 5 }).map(objectJson) },
  );
}

/** Ids that name no record: words, huge and fractional numbers, encoded junk. Never a small whole number, which could name a real one. */
export const junkId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('abc', '-5', '0', '999999', '2147483648', '-2147483649', '99999999999999999999', '1.5', '1e3', '0x1f', '%20%37', '%00', '1%00', ...PROTOTYPE_KEYS),
  fc.integer({ min: 2147483648, max: Number.MAX_SAFE_INTEGER }).map(String),
  fc.string({ maxLength: 10 }).filter((s) => !/^\s*-?\d{1,6}\s*$/.test(s)).map(enc),
);

/** A value for each parameter of an express path: known names (rule sets, resources) mixed with junk. */
export function pathFor(path: string, resourceNames: string[], ruleSets: string[]): fc.Arbitrary<string> {
  const params = [...path.matchAll(/:(\w+)(\([^)]*\))?/g)].map((m) => m[1]);
  const valueFor = (name: string): fc.Arbitrary<string> =>
    name === 'entity' ? fc.oneof(fc.constantFrom(...resourceNames), junkId) : name === 'ruleSet' ? fc.oneof(fc.constantFrom(...ruleSets), junkId) : junkId;
  return fc.tuple(...params.map(valueFor)).map((values) => {
    let i = 0;
    return path.replace(/:(\w+)(\([^)]*\))?/g, () => values[i++]);
  });
}
