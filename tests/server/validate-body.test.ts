// Body validation from the field definitions: conversions, required fields, and modelState.
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../server/model/define.js';
import { validateBody } from '../../server/crud/validate.js';
import { HttpError } from '../../server/http/errors.js';

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
    createdAt: { type: 'datetime', readOnly: true },
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
  it('converts values and applies defaults on create', () => {
    expect(validateBody(r, { name: ' Pat ', value: '3', kind: '2', day: '2025-07-01T00:00:00Z', id: 9, thingId: 9, createdAt: 'x' }, 'create')).toEqual({
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
      day: ['Enter a valid date.'],
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
});
