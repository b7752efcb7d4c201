// What a failed call says (admin-ui/kit/server-errors.ts, docs/decisions.md "Messages that
// say what happened"): a refusal's reasons on their fields and no failure sentence; the sentence of a
// real failure (the server's 500, no answer); the server's words for other refusals.
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { errorMessage, failureOf, isRefusal } from '../../../admin-ui/kit/server-errors.js';
import { toFormError } from '../../../admin-ui/data/http.js';

const UPDATE_FAILED = 'An error occurred while updating this file.';
/** A 400 as the shell's client hands it over: modelState copied to react-admin's body.errors. */
const refusal = (modelState: Record<string, string[]>, message = UPDATE_FAILED) => toFormError(new HttpError(message, 400, { message, modelState }));

describe('failureOf', () => {
  it('a refusal whose every reason has its field on the screen: the reasons only, no sentence', () => {
    const error = refusal({ accreditationExpirationDate: ['Enter a valid new expiration date before accepting the file'] });
    expect(failureOf(error, { fallback: UPDATE_FAILED, fields: ['accreditationExpirationDate', 'comment'] })).toEqual({
      fields: { accreditationExpirationDate: 'Enter a valid new expiration date before accepting the file' },
      message: null,
    });
  });

  it('a reason no field shows goes in the sentence after the server’s, so nothing is hidden', () => {
    const error = refusal({ statusId: ['This file was already accepted.'], comment: ['Too long.'] });
    expect(failureOf(error, { fallback: UPDATE_FAILED, fields: ['comment'] })).toEqual({
      fields: { comment: 'Too long.' },
      message: `${UPDATE_FAILED} This file was already accepted.`,
    });
    // the server's general message repeating the reason is said once
    const same = refusal({ institutionId: ['This user already belongs to this institution.'] }, 'This user already belongs to this institution.');
    expect(failureOf(same, { fallback: 'The institution could not be added.', fields: [] }).message).toBe('This user already belongs to this institution.');
  });

  it('a real failure is the screen’s sentence: the server’s 500, no answer, a proxy’s page', () => {
    const fields = ['comment'];
    const fault = new HttpError('An unexpected error occurred. It has been logged.', 500, { message: 'An unexpected error occurred. It has been logged.' });
    expect(failureOf(fault, { fallback: UPDATE_FAILED, fields })).toEqual({ fields: {}, message: UPDATE_FAILED });
    expect(failureOf(new TypeError('Failed to fetch'), { fallback: UPDATE_FAILED, fields })).toEqual({ fields: {}, message: UPDATE_FAILED });
    expect(failureOf(new HttpError('Bad Gateway', 502, undefined), { fallback: UPDATE_FAILED, fields })).toEqual({ fields: {}, message: UPDATE_FAILED });
  });
});

describe('errorMessage', () => {
  it('is the server’s words when it explained: a stale version, a missing record, an index being built', () => {
    expect(errorMessage(new HttpError('x', 409, { message: 'This record was changed by someone else; reload to see it.' }), 'fallback')).toBe('This record was changed by someone else; reload to see it.');
    expect(errorMessage(new HttpError('x', 404, { message: 'The record was not found.' }), 'fallback')).toBe('The record was not found.');
    expect(errorMessage(new HttpError('x', 503, { message: 'The search index is being built (40%); try again in a moment.' }), 'fallback')).toBe('The search index is being built (40%); try again in a moment.');
  });

  it('is the fallback for a fault, no answer, or an answer without words', () => {
    expect(errorMessage(new HttpError('An unexpected error occurred. It has been logged.', 500, { message: 'An unexpected error occurred. It has been logged.' }), 'The review could not be loaded.')).toBe('The review could not be loaded.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'The review could not be loaded.')).toBe('The review could not be loaded.');
    expect(errorMessage(new HttpError('Not Found', 404, undefined), 'The review could not be loaded.')).toBe('The review could not be loaded.');
    expect(errorMessage(null, 'The review could not be loaded.')).toBe('The review could not be loaded.');
  });

  it('tells refusals (4xx) from failures', () => {
    expect(isRefusal(new HttpError('x', 400, {}))).toBe(true);
    expect(isRefusal(new HttpError('x', 500, {}))).toBe(false);
    expect(isRefusal(new TypeError('Failed to fetch'))).toBe(false);
  });
});
