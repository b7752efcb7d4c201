// Body validation from the field definitions: conversions, required fields, and modelState.
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../core/model/define.js';
import { validateBody } from '../../server/crud/validate.js';
import { HttpError } from '../../server/http/errors.js';
import type { ResourceDef } from '../../core/model/define.js';

const r = defineResource({
  name: 'things',
  entity: 'Thing',
  table: 'thing',
  label: 'Things',
  specId: 'thingId',
  fields: {
    name: { type: 'string', required: true, maxLength: 10 },
    email: { type: 'string', format: 'email' },
    value: { type: 'integer', min: 0, max: 5, default: 2 },
    kind: { type: 'enum', values: [{ id: 1, name: 'One' }, { id: 2, name: 'Two' }] },
    body: { type: 'richtext' },
    day: { type: 'date' },
    abilities: { type: 'stringList', values: ['A', 'B'], default: [] },
    secret: { type: 'password' },
    apiKey: { type: 'string', secret: true },
    createdAt: { type: 'datetime', readOnly: true },
    seenAt: { type: 'datetime' },
    count: { type: 'integer' },
    parentId: { type: 'reference', resource: 'things' },
    otherIds: { type: 'manyToMany', resource: 'things' },
    notes: { type: 'text' },
    labels: { type: 'stringList' },
    settings: { type: 'json' },
  },
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  access: { list: 'authenticated', show: 'authenticated', create: false, update: false, delete: false },
  audit: false,
});

function modelState(body: unknown, mode: 'create' | 'update' = 'create') {
  try {
    validateBody(r, body, mode);
  } catch (err) {
    return (err as HttpError).modelState;
  }
  return undefined;
}

describe('body validation', () => {
  it("converts a form's text and applies defaults on create", () => {
    expect(validateBody(r, { name: ' Pat ', value: '3', kind: '2', day: '2025-07-01T00:00:00Z', id: 9, thingId: 9, createdAt: 'x' }, 'create', 'text')).toEqual({
      name: 'Pat',
      value: 3,
      kind: 2,
      day: '2025-07-01',
      abilities: [],
    });
  });

  it('reports every problem by field', () => {
    expect(modelState({ name: 'far too long a name', email: 'nope', value: 9, kind: 3, day: '31/12/2020', abilities: ['C'], secret: 'short', extra: 1 })).toEqual({
      extra: ['Unknown field.'],
      name: ['Use at most 10 characters.'],
      email: ['Enter a valid e-mail address.'],
      value: ['Must be at most 5.'],
      kind: ['Choose one of the listed values.'],
      day: ['Enter a valid date (YYYY-MM-DD, years 0001 to 9999).'],
      abilities: ['Unknown value(s): C.'],
      secret: ['Use at least 10 characters.'],
    });
  });

  it('requires required fields on create, and refuses blanking them on update', () => {
    expect(modelState({})).toEqual({ name: ['Required.'] });
    expect(modelState({ value: 1 }, 'update')).toBeUndefined();
    expect(modelState({ name: '' }, 'update')).toEqual({ name: ['Required.'] });
  });

  it('keeps the password when an update leaves it blank', () => {
    expect(validateBody(r, { secret: '' }, 'update')).toEqual({});
  });

  it('sanitizes rich text', () => {
    const out = validateBody(r, { name: 'x', body: '<p onclick="evil()">Hi<script>alert(1)</script></p>' }, 'create');
    expect(out.body).toBe('<p>Hi</p>');
  });

  it('refuses a body that is not an object', () => {
    expect(() => validateBody(r, [1], 'create')).toThrow(/JSON object/);
  });

  it('keeps a secret field when an update leaves it blank', () => {
    expect(validateBody(r, { apiKey: '' }, 'update')).toEqual({});
    expect(validateBody(r, { apiKey: 'k-123' }, 'update')).toEqual({ apiKey: 'k-123' });
  });

  it('refuses text holding the null character in every kind of text field', () => {
    const nul = 'a\u0000b';
    const message = ['Text cannot contain the null character (U+0000).'];
    expect(modelState({ name: nul, notes: nul, body: `<p>${nul}</p>`, secret: `long-enough-${nul}`, labels: [nul], settings: { nested: [{ text: nul }] } })).toEqual({
      name: message,
      notes: message,
      body: message,
      secret: message,
      labels: message,
      settings: message,
    });
    expect(modelState({ name: 'x', settings: JSON.parse('{"a":{"__proto__":{"polluted":true}}}') })).toEqual({ settings: ['The key "__proto__" cannot be used.'] });
  });

  it('refuses numbers and ids beyond the int4 columns', () => {
    const whole = ['Enter a whole number from -2147483648 to 2147483647.'];
    expect(modelState({ name: 'x', count: 2147483648, parentId: -2147483649, otherIds: [1, 2147483648] })).toEqual({
      count: whole,
      parentId: ['Choose a record from the list.'],
      otherIds: ['Choose records from the list.'],
    });
    expect(validateBody(r, { name: 'x', count: '-2147483648', parentId: 2147483647, otherIds: ['3', 3] }, 'create', 'text')).toMatchObject({ count: -2147483648, parentId: 2147483647, otherIds: [3] });
  });

  it('refuses impossible dates and times', () => {
    for (const day of ['2020-02-30', '0000-01-01', '2021-02-29', '2020-13-01', '10000-01-01', 'not-a-date'])
      expect(modelState({ name: 'x', day }), day).toEqual({ day: ['Enter a valid date (YYYY-MM-DD, years 0001 to 9999).'] });
    expect(validateBody(r, { name: 'x', day: '2020-02-29' }, 'create').day).toBe('2020-02-29');
    for (const seenAt of ['2020-02-30T10:00:00Z', '0000-01-01T00:00:00Z', 'yesterday', '2020-01-01T25:00:00Z'])
      expect(modelState({ name: 'x', seenAt }), seenAt).toEqual({ seenAt: ['Enter a valid date and time (years 0001 to 9999).'] });
    expect(validateBody(r, { name: 'x', seenAt: '2024-05-01T08:00:00Z' }, 'create').seenAt).toEqual(new Date('2024-05-01T08:00:00Z'));
  });

  it('refuses prototype keys by name, reporting them as ordinary fields', () => {
    const state = modelState(JSON.parse('{"name":"x","__proto__":{"isAdmin":true},"constructor":1,"prototype":2}'));
    expect(Object.keys(state!).sort()).toEqual(['__proto__', 'constructor', 'prototype']);
    expect(state!['__proto__']).toEqual(['This name cannot be used for a field.']);
    expect(JSON.parse(JSON.stringify({ modelState: state })).modelState).toHaveProperty(['__proto__']);
  });

  it('checks an assigned id on create', () => {
    const lookup: ResourceDef = { ...r, idStrategy: 'assigned' };
    expect(() => validateBody(lookup, { id: 2147483648, name: 'x' }, 'create')).toThrow(/correct/);
    expect(validateBody(lookup, { id: 40, name: 'x' }, 'create')).not.toHaveProperty('id');
  });
});
