// A JSON body's values must already have their fields' types (issue 19 §7): the generic API refuses
// {"name": 12345} or {"isDeprecated": 1} with a field message instead of storing "12345" or true. The
// operator console posts forms, whose values are all text: there "19" and "false" are read as them.
import { describe, expect, it } from 'vitest';
import { validateBody } from '../../../server/crud/validate.js';
import { HttpError } from '../../../server/http/errors.js';
import tags from '../../../resources/tags.js';
import positions from '../../../resources/positions.js';
import accreditationFiles from '../../../resources/accreditation-files.js';

function fieldErrors(run: () => unknown): Record<string, string[]> {
  try {
    run();
    return {};
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    expect(err.status).toBe(400);
    return err.modelState ?? {};
  }
}

describe('JSON values of the wrong type', () => {
  it('refuses a number for text and a number for yes / no, naming the field', () => {
    expect(fieldErrors(() => validateBody(tags, { name: 12345 }, 'create'))).toEqual({ name: ['Enter text (a JSON string).'] });
    expect(fieldErrors(() => validateBody(tags, { name: 'Pilot', isDeprecated: 1 }, 'create'))).toEqual({ isDeprecated: ['Choose yes or no (true or false).'] });
    expect(fieldErrors(() => validateBody(tags, { name: 'Pilot', isDeprecated: 'true' }, 'create'))).toEqual({ isDeprecated: ['Choose yes or no (true or false).'] });
  });

  it('refuses text for numbers, references and numeric choices', () => {
    expect(Object.keys(fieldErrors(() => validateBody(positions, { name: 'Registrar', institutionType: '1', approvalRoleId: '3' }, 'update')))).toEqual(['institutionType', 'approvalRoleId']);
    expect(Object.keys(fieldErrors(() => validateBody(accreditationFiles, { sizeBytes: '12' }, 'update')))).toEqual(['sizeBytes']);
  });

  it('takes values of the right type as they are', () => {
    expect(validateBody(tags, { name: 'Pilot', isDeprecated: true }, 'create')).toMatchObject({ name: 'Pilot', isDeprecated: true });
    expect(validateBody(positions, { name: 'Registrar', institutionType: 1, approvalRoleId: 3 }, 'update')).toEqual({ name: 'Registrar', institutionType: 1, approvalRoleId: 3 });
  });

  it("reads a form's text as the field's type", () => {
    expect(validateBody(tags, { name: 'Pilot', isDeprecated: 'false' }, 'create', 'text')).toMatchObject({ isDeprecated: false });
    expect(validateBody(positions, { name: 'Registrar', institutionType: '1', approvalRoleId: '3' }, 'update', 'text')).toEqual({ name: 'Registrar', institutionType: 1, approvalRoleId: 3 });
  });
});
