// A field the model marks secret is treated like a password everywhere it could leak: the audit trail
// masks it and the list of secret fields the operator console strips from its answers names it.
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../core/model/define.js';
import { AuditSubscriber } from '../../../server/audit/subscriber.js';
import { secretFieldNames } from '../../../server/crud/field-values.js';

const vault = defineResource({
  name: 'vaults',
  entity: 'Vault',
  table: 'vault',
  label: 'Vaults',
  labelSingular: 'Vault',
  fields: {
    name: { type: 'string', required: true },
    apiKey: { type: 'string', secret: true },
    password: { type: 'password' },
  },
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' }, perPage: 25 },
  access: { list: 'authenticated', show: 'authenticated', create: 'authenticated', update: 'authenticated', delete: 'authenticated' },
  audit: true,
});

describe('secret fields', () => {
  it('are masked in audit entries like passwords', () => {
    const subscriber = new AuditSubscriber([vault]) as unknown as { masked: (r: typeof vault, f: string, v: unknown) => unknown };
    expect(subscriber.masked(vault, 'apiKey', 'sk-live-123')).toBe('••••••');
    expect(subscriber.masked(vault, 'password', '$argon2id$…')).toBe('••••••');
    expect(subscriber.masked(vault, 'apiKey', null)).toBeNull();
    expect(subscriber.masked(vault, 'name', 'Main')).toBe('Main');
  });

  it('are named together with passwords for the console to strip', () => {
    expect(secretFieldNames(vault).sort()).toEqual(['apiKey', 'password']);
  });
});
