// The bad inputs of issue 6 (§1 filters that leak secrets, §3 "bad input never answers 500"), one row
// each: every one must be refused with a 4xx and a message naming what was wrong (modelState on the
// field when it is a body field), on the REST API, the spec aliases, the audit calls and /ops.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../support/server-harness.js';
import { ENGINE } from '../../support/test-db.js';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';

let h: Harness;
let everything: string;
let tagId: number;

const q = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));
const filter = (resource: string, f: unknown) => `/api/rest/${resource}?filter=${q(f)}`;
const NUL = '\u0000';
const school = { name: 'Case School', institutionTypeId: 1 };

interface Case {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string | (() => string);
  body?: unknown;
  status?: number;
  /** what the message must say */
  message: RegExp;
  /** the body field that carries the error */
  field?: string;
}

const CASES: Case[] = [
  // §1: secret fields through every operator, and raw operator objects
  { name: 'password_gte filter', path: filter('users', { id: 1, password_gte: '$argon2id$v=19$m' }), message: /password/ },
  { name: 'password_lte filter', path: filter('users', { password_lte: '$argon2id$v=19$m' }), message: /password/ },
  { name: 'password_gt filter', path: filter('users', { password_gt: '$' }), message: /password/ },
  { name: 'password_lt filter', path: filter('users', { password_lt: '~' }), message: /password/ },
  { name: 'password_neq filter', path: filter('users', { password_neq: 'x' }), message: /password/ },
  { name: 'password equality filter', path: filter('users', { password: 'x' }), message: /password/ },
  { name: 'password list filter', path: filter('users', { password: ['a', 'b'] }), message: /password/ },
  { name: 'sort by password', path: `/api/rest/users?sort=${q(['password', 'ASC'])}`, message: /password/ },
  { name: '$re operator object', path: filter('institutions', { name: { $re: '((' } }), message: /"name" takes a value, not an object/ },
  { name: '$ne operator object', path: filter('institutions', { cdsCode: { $ne: null } }), message: /"cdsCode" takes a value, not an object/ },
  { name: 'nested object value', path: filter('institutions', { countyId: { a: { b: 1 } } }), message: /"countyId" takes a value, not an object/ },
  { name: 'operator object in a list', path: filter('institutions', { id: [1, { $gt: 0 }] }), message: /"id" takes a value, not an object/ },
  // §3: filter values of the wrong type
  { name: 'enum filter "abc"', path: filter('institutions', { institutionTypeId: 'abc' }), message: /institutionTypeId/ },
  { name: 'enum filter outside the values', path: filter('users', { userKind: 'nope' }), message: /userKind/ },
  { name: 'date filter "not-a-date"', path: filter('institutions', { openDate: 'not-a-date' }), message: /openDate/ },
  { name: 'date range filter "not-a-date"', path: filter('institutions', { openDate_gte: 'not-a-date' }), message: /openDate_gte/ },
  { name: 'datetime range filter "not-a-date"', path: filter('users', { lastLoginAt_gte: 'not-a-date' }), message: /lastLoginAt_gte/ },
  { name: 'fractional id filter', path: filter('institutions', { countyId: 1.5 }), message: /countyId/ },
  { name: 'text filter given an array of objects', path: filter('institutions', { name: [{}] }), message: /"name" takes a value, not an object/ },
  // numbers beyond the column
  { name: 'reference filter 2147483648', path: filter('institutions', { countyId: 2147483648 }), message: /countyId/ },
  { name: 'id list with 2147483648', path: filter('institutions', { id: [1, 2147483648] }), message: /"id"/ },
  { name: 'id range below int4', path: filter('institutions', { id_gte: -2147483649 }), message: /id_gte/ },
  { name: 'range [1e20, …]', path: `/api/rest/institutions?range=${q('[1e20,100000000000000000024]')}`, message: /range/ },
  // impossible dates
  { name: 'date filter 2020-02-30', path: filter('institutions', { openDate: '2020-02-30' }), message: /openDate/ },
  { name: 'date range filter 0000-01-01', path: filter('institutions', { openDate_lte: '0000-01-01' }), message: /openDate_lte/ },
  { name: 'datetime filter 2020-02-30T10:00:00Z', path: filter('users', { lastLoginAt_lte: '2020-02-30T10:00:00Z' }), message: /lastLoginAt_lte/ },
  // null bytes
  { name: 'text filter with a null byte', path: filter('institutions', { name: `Lin${NUL}coln` }), message: /name/ },
  { name: 'full-text search with a null byte', path: filter('institutions', { q: `Lin${NUL}coln` }), message: /q/ },
  { name: 'code filter with a null byte', path: filter('institutions', { cdsCode: `01${NUL}` }), message: /cdsCode/ },
  // prototype keys and bad shapes
  { name: '__proto__ filter key', path: `/api/rest/institutions?filter=${q('{"__proto__":{"isActive":true}}')}`, message: /__proto__/ },
  { name: 'constructor filter key', path: filter('institutions', { constructor: 1 }), message: /constructor/ },
  { name: 'prototype filter key', path: filter('institutions', { prototype: 1 }), message: /prototype/ },
  { name: 'sort={"a":1}', path: `/api/rest/institutions?sort=${q({ a: 1 })}`, message: /sort/ },
  { name: 'sort=5', path: '/api/rest/institutions?sort=5', message: /sort/ },
  { name: 'sort by constructor', path: `/api/rest/institutions?sort=${q(['constructor', 'ASC'])}`, message: /constructor/ },
  { name: 'sort with an unknown direction', path: `/api/rest/institutions?sort=${q(['name', 'SIDEWAYS'])}`, message: /sort/ },
  // spec aliases
  { name: 'searchInstitutionTypes=abc', path: '/api/admin/institution?searchInstitutionTypes=abc', message: /searchInstitutionTypes/ },
  { name: 'alias field param 2147483648', path: '/api/admin/institution?countyId=2147483648', message: /countyId/ },
  { name: 'alias date param 2020-02-30', path: '/api/admin/institution?openDate=2020-02-30', message: /openDate/ },
  { name: 'alias pageNumber=1e20', path: '/api/admin/institution?pageNumber=1e20', message: /pageNumber/ },
  { name: 'alias pageSize=abc', path: '/api/admin/institution?pageSize=abc', message: /pageSize/ },
  { name: 'alias text search with a null byte', path: `/api/admin/institution?filter=${q(`a${NUL}b`)}`, message: /filter/ },
  { name: 'alias sorting by constructor', path: '/api/admin/institution?sorting=constructor', message: /constructor/ },
  { name: 'alias operator object param', path: '/api/admin/institution?isActive[$ne]=1', message: /isActive/ },
  // bodies
  { name: 'body text with a null byte', method: 'POST', path: '/api/rest/tags', body: { name: `Null${NUL}Byte` }, message: /correct/, field: 'name' },
  { name: 'update body text with a null byte', method: 'PUT', path: () => `/api/rest/tags/${tagId}`, body: { name: `x${NUL}` }, message: /correct/, field: 'name' },
  { name: 'alias body with a null byte', method: 'POST', path: '/api/admin/tag', body: { name: `a${NUL}` }, message: /correct/, field: 'name' },
  { name: 'long text with a null byte', method: 'POST', path: '/api/rest/feedback-statements', body: { reviewStatementTypeId: 1, sectionId: '0', statement: `a${NUL}b` }, message: /correct/, field: 'statement' },
  { name: 'rich text with a null byte', method: 'POST', path: '/api/rest/general-contents', body: { key: 'nul-case', title: 'Nul', body: `<p>a${NUL}b</p>` }, message: /correct/, field: 'body' },
  { name: '__proto__ body key', method: 'POST', path: '/api/rest/tags', body: '{"name":"Proto","__proto__":{"isDeleted":true}}', message: /correct/, field: '__proto__' },
  { name: 'constructor body key', method: 'POST', path: '/api/rest/tags', body: { name: 'Ctor', constructor: 'x' }, message: /correct/, field: 'constructor' },
  { name: 'prototype body key', method: 'POST', path: '/api/rest/tags', body: { name: 'Proto2', prototype: 'x' }, message: /correct/, field: 'prototype' },
  { name: 'reference id 2147483648 in a body', method: 'POST', path: '/api/rest/institutions', body: { ...school, countyId: 2147483648 }, message: /correct/, field: 'countyId' },
  { name: 'reference id below int4 in a body', method: 'POST', path: '/api/rest/institutions', body: { ...school, districtId: -2147483649 }, message: /correct/, field: 'districtId' },
  { name: 'date 2020-02-30 in a body', method: 'POST', path: '/api/rest/institutions', body: { ...school, openDate: '2020-02-30' }, message: /correct/, field: 'openDate' },
  { name: 'date 0000-01-01 in a body', method: 'POST', path: '/api/rest/institutions', body: { ...school, openDate: '0000-01-01' }, message: /correct/, field: 'openDate' },
  { name: 'assigned id 2147483648', method: 'POST', path: '/api/rest/languages', body: { id: 2147483648, name: 'Too big' }, message: /correct/, field: 'id' },
  // audit calls
  { name: 'audit/mine?limit=-5', path: '/api/admin/audit/mine?limit=-5', message: /limit/ },
  { name: 'audit/mine?limit=abc', path: '/api/admin/audit/mine?limit=abc', message: /limit/ },
  { name: 'audit id that is not a number', path: '/api/admin/audit/tags/abc', message: /id/ },
  { name: 'audit id with a null byte', path: `/api/admin/audit/tags/${q(`1${NUL}`)}`, message: /null character/ },
  // hand-written routes: the null character never reaches the database either
  { name: 'user search with a null byte', path: `/api/user/analyst/search?query=${q(`ab${NUL}c`)}`, message: /"query".*null character/ },
  { name: 'rule set name with a null byte', path: `/api/admin/rules/${q(`review${NUL}`)}`, message: /null character/ },
  { name: 'rule draft body with a null byte', method: 'POST', path: '/api/admin/rules/review-decision/validate', body: { definition: { note: `a${NUL}` } }, message: /correct/, field: 'definition' },
  { name: 'audit id beyond int4', path: '/api/admin/audit/tags/99999999999', message: /id/ },
  // the operator console
  { name: 'unknown /ops API resource', path: '/ops/api/resources/nope/actions/list', status: 404, message: /nope/ },
  { name: 'unknown /ops record resource', path: '/ops/api/resources/nope/records/1/show', status: 404, message: /nope/ },
];

beforeAll(async () => {
  h = await startHarness({ ops: true });
  everything = await h.userWith([...ABILITY_NAMES], 'case-superuser');
  const tag = await h.call('POST', '/api/rest/tags', { name: 'Case tag' }, everything);
  tagId = tag.body.id;
}, 120_000);
afterAll(() => h?.close());

describe(`issue 6 bad inputs are refused, never a 500 (${ENGINE})`, () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const path = typeof c.path === 'function' ? c.path() : c.path;
    const res = await h.call(c.method ?? 'GET', path, c.body, everything);
    expect(res.status, JSON.stringify(res.body)).toBe(c.status ?? 400);
    expect(res.body.message).toMatch(c.message);
    if (c.field) expect(Object.hasOwn(res.body.modelState ?? {}, c.field), JSON.stringify(res.body)).toBe(true);
  });

  it('answers an unknown /ops page with a page of its own', async () => {
    const res = await h.call('GET', '/ops/resources/nope', undefined, everything);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/html/);
    expect(String(res.body)).toMatch(/nope/);
  });

  it('refuses password filters in /ops as well, showing no records', async () => {
    for (const filterParam of ['filters.password_gte', `filters.password${encodeURIComponent('~~')}from`, 'filters.password']) {
      const res = await h.call('GET', `/ops/api/resources/users/actions/list?${filterParam}=${q('$argon2id$')}`, undefined, everything);
      expect(res.status).toBeLessThan(500);
      expect(res.body.records).toEqual([]);
      expect(res.body.notice).toMatchObject({ type: 'error', message: expect.stringMatching(/password/) });
    }
    const sorted = await h.call('GET', '/ops/api/resources/users/actions/list?sortBy=password', undefined, everything);
    expect(sorted.body.records).toEqual([]);
    expect(sorted.body.notice).toMatchObject({ type: 'error' });
  });

  it('refuses operator objects and impossible dates in /ops filters', async () => {
    for (const filterParam of [`filters.name${encodeURIComponent('~~')}$re=((`, `filters.openDate${encodeURIComponent('~~')}from=2020-02-30`, 'filters.countyId=2147483648']) {
      const res = await h.call('GET', `/ops/api/resources/institutions/actions/list?${filterParam}`, undefined, everything);
      expect(res.status, filterParam).toBeLessThan(500);
      expect(res.body.notice, filterParam).toMatchObject({ type: 'error' });
    }
  });
});
