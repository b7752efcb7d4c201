// Client-side validators that mirror the model's rules as the server applies them
// (server/crud/validate.ts); the server checks everything again.
import { email, maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import { isSetByServer, type FieldDef, type ResourceDef } from '../../core/model/define.js';
import { crossFieldErrors } from '../../core/model/cross-field.js';
import { fieldDef, sectionsOf, type FormMode } from './model-helpers.js';

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

type FormValues = Record<string, unknown>;
type FormErrors = Record<string, ReturnType<Validator>>;

/**
 * The form-level check of a resource whose model declares cross-field checks (end after start),
 * run by the server's own implementation (core/model/cross-field.ts). react-hook-form runs no
 * input-level validator once a form has one, so each field's rules run here too, first. Undefined
 * for a model without checks: its inputs validate themselves.
 */
export function formValidator(def: ResourceDef, mode: FormMode): ((values: FormValues) => FormErrors) | undefined {
  if (!def.checks?.length) return undefined;
  const fields = sectionsOf(def, mode)
    .flatMap((s) => s.fields)
    .map((name) => [name, fieldDef(def, name, mode)] as const)
    .filter((entry): entry is readonly [string, FieldDef] => !!entry[1] && !isSetByServer(entry[1]));
  return (values) => {
    const errors: FormErrors = {};
    for (const [name, field] of fields)
      for (const rule of validatorsFor(field, mode)) {
        const error = rule(values[name], values, {});
        if (error) {
          errors[name] = error;
          break;
        }
      }
    for (const [name, messages] of Object.entries(crossFieldErrors(def, values))) errors[name] ??= messages.join(' ');
    return errors;
  };
}
