// Client-side validators that mirror the model's rules as the server applies them
// (server/crud/validate.ts); the server checks everything again.
import { email, maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import type { FieldDef } from '../../server/model/define.js';
import type { FormMode } from './model-helpers.js';

/** The server's limits where the model sets none. */
const DEFAULT_MAX_LENGTH = 255;
const PASSWORD_MIN_LENGTH = 10;
/** A full address, or a bare host name such as example.org. */
const WEB_ADDRESS = /^https?:\/\/\S+$|^[\w.-]+\.[a-z]{2,}\S*$/i;

const integer: Validator = (value) =>
  value == null || value === '' || Number.isInteger(Number(value)) ? undefined : 'Must be a whole number';

const validJson: Validator = (value) => {
  if (value == null || value === '' || typeof value !== 'string') return undefined;
  try {
    JSON.parse(value);
    return undefined;
  } catch {
    return 'Must be valid JSON';
  }
};

export function validatorsFor(field: FieldDef, mode: FormMode): Validator[] {
  const rules: Validator[] = [];
  // A stored password is never sent back, so on edit a blank one keeps the current password.
  const isRequired = field.required && !(field.type === 'password' && mode === 'edit');
  if (isRequired) rules.push(required());
  const max = field.maxLength ?? (field.type === 'string' || field.type === 'password' ? DEFAULT_MAX_LENGTH : undefined);
  if (max) rules.push(maxLength(max));
  if (field.type === 'password') rules.push(minLength(PASSWORD_MIN_LENGTH));
  if (field.type === 'integer' || field.type === 'number') {
    if (field.min != null) rules.push(minValue(field.min));
    if (field.max != null) rules.push(maxValue(field.max));
  }
  if (field.type === 'integer') rules.push(integer);
  if (field.type === 'json') rules.push(validJson);
  if (field.format === 'email') rules.push(email());
  if (field.format === 'url') rules.push(regex(WEB_ADDRESS, 'Enter a valid web address.'));
  return rules;
}
