// Small field helpers the REST handlers and the operator console share.
import type { FieldType, ResourceDef } from '../../core/model/define.js';
import { hashPassword } from '../auth/password.js';

export const fieldNamesOfType = (r: ResourceDef, type: FieldType): string[] =>
  Object.entries(r.fields)
    .filter(([, f]) => f.type === type)
    .map(([n]) => n);

/** A whole number, from a number or a text of digits; undefined for anything else. */
export function toInteger(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return undefined;
}

/** Replaces each password value about to be stored by its argon2 hash. */
export async function hashPasswords(r: ResourceDef, data: Record<string, unknown>): Promise<void> {
  for (const name of fieldNamesOfType(r, 'password')) if (typeof data[name] === 'string') data[name] = await hashPassword(data[name] as string);
}
