// Fields a workflow owns (the model's `ownedBy`) are set only by that workflow: every generic write
// path (REST create and update, the spec's aliases, /ops) refuses a value that would change one, with
// a field message naming the workflow. A value sent back unchanged (a form returns the whole record)
// is no write and passes; nothing is dropped silently.
import { ownedFieldMessage, type ResourceDef } from '../../core/model/define.js';
import { badRequest, type ModelState } from '../http/errors.js';

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Field messages for the owned fields `values` would change: on update, compared with the stored
 * record; on create, with what the record starts with (the field's default, else empty).
 */
function ownedFieldErrors(r: ResourceDef, values: Record<string, unknown>, stored: Record<string, unknown> | null): ModelState {
  const errors: ModelState = {};
  for (const [name, value] of Object.entries(values)) {
    const owner = Object.hasOwn(r.fields, name) ? r.fields[name].ownedBy : undefined;
    if (!owner) continue;
    const before = stored ? stored[name] : r.fields[name].default;
    if (!sameValue(value, before)) errors[name] = [ownedFieldMessage(owner)];
  }
  return errors;
}

/** Refuses (400) a write that would change a field a workflow owns. */
export function assertNoOwnedFieldWrites(r: ResourceDef, values: Record<string, unknown>, stored: Record<string, unknown> | null): void {
  const errors = ownedFieldErrors(r, values, stored);
  if (Object.keys(errors).length) throw badRequest('Please correct the highlighted fields.', errors);
}
