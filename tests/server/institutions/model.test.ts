// The institution model: school type Other needs its name, an international head-contact phone needs
// its number (the model's requiredWhen checks), and the model check refuses a half-written check.
import { describe, expect, it } from 'vitest';
import institutions from '../../../resources/institutions.js';
import { crossFieldErrors } from '../../../core/model/cross-field.js';
import { validateBody } from '../../../server/crud/validate.js';
import { ModelCheckError, checkModel } from '../../../server/model/check.js';
import validWidgets from '../../fixtures/models/valid/widgets.js';
import validColours from '../../fixtures/models/valid/colours.js';

const OTHER_MESSAGE = institutions.checks!.find((c) => c.field === 'otherSchoolType')!.message;

describe('institution cross-field checks', () => {
  it('asks for otherSchoolType only when the school type is Other (10)', () => {
    expect(crossFieldErrors(institutions, { schoolTypeId: 10, otherSchoolType: null })).toEqual({ otherSchoolType: [OTHER_MESSAGE] });
    expect(crossFieldErrors(institutions, { schoolTypeId: '10', otherSchoolType: '' })).toEqual({ otherSchoolType: [OTHER_MESSAGE] });
    expect(crossFieldErrors(institutions, { schoolTypeId: 10, otherSchoolType: 'Adult education center' })).toEqual({});
    expect(crossFieldErrors(institutions, { schoolTypeId: 1, otherSchoolType: null })).toEqual({});
    expect(crossFieldErrors(institutions, {})).toEqual({});
  });

  it('asks for the international number when the head contact is abroad', () => {
    expect(Object.keys(crossFieldErrors(institutions, { headContactIsInternational: true }))).toEqual(['headContactInternationalPhone']);
    expect(crossFieldErrors(institutions, { headContactIsInternational: true, headContactInternationalPhone: '+44 20 7946 0958' })).toEqual({});
    expect(crossFieldErrors(institutions, { headContactIsInternational: false })).toEqual({});
  });

  it('checks the contact e-mail and phone formats', () => {
    expect(() => validateBody(institutions, { name: 'X', institutionTypeId: 1, headContactEmail: 'not-an-address' }, 'create')).toThrow();
    expect(() => validateBody(institutions, { name: 'X', institutionTypeId: 1, headContactEmail: 'a.b@example.org', headContactPhone: '(510) 555-0100' }, 'create')).not.toThrow();
  });
});

describe('model check of requiredWhen', () => {
  it('refuses requiredWhen without equals (MODEL018)', () => {
    const widgets = (checks: object[]) => [
      { file: 'colours.ts', def: validColours as never },
      { file: 'widgets.ts', def: { ...validWidgets, fields: { ...validWidgets.fields, kindId: { type: 'integer' }, otherKind: { type: 'string' } }, checks } as never },
    ];
    let issues: { code: string }[] = [];
    try {
      checkModel(widgets([{ field: 'otherKind', requiredWhen: 'kindId', message: 'Name it.' }]));
    } catch (err) {
      issues = (err as ModelCheckError).issues;
    }
    expect(issues.map((i) => i.code)).toEqual(['MODEL018']);
    expect(() => checkModel(widgets([{ field: 'otherKind', requiredWhen: 'kindId', equals: 10, message: 'Name it.' }]))).not.toThrow();
  });
});
