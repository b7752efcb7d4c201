// Deciding an accreditation file (spec 2 §4, §5, §8, §9): accepted with a new expiration date, or not
// accepted with a comment. The accreditation rule set decides on facts the server assembles: a real
// date, within -2 … +8 years and in an allowed year (this year and the 14 after it), and an
// explanation when a body other than WASC accredits and the accreditation is expired. Every refusal
// answers 400 with "An error occurred while updating this file." and its reasons by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE } from '../../support/test-db.js';
import { pendingFile, startAccreditationFixture, thisYear, type AccreditationFixture } from './fixture.js';

let f: AccreditationFixture;
beforeAll(async () => {
  f = await startAccreditationFixture();
}, 120_000);
afterAll(() => f?.h.close());

const FAILED = 'An error occurred while updating this file.';
const decide = (institutionId: number, fileId: number, body: unknown, cookie = f.reviewer) => f.h.call('POST', `/api/admin/institution/${institutionId}/AccreditationFile/${fileId}`, body, cookie);
const accreditation = async (institutionId: number) => (await f.h.call('GET', `/api/admin/institution/${institutionId}/accreditation`, undefined, f.reviewer)).body;
const evaluations = async () => Number((await f.h.db.orm.em.fork().getConnection().execute(`select count(*) as n from rule_evaluation`))[0].n);

describe(`accreditation file decisions (${ENGINE})`, () => {
  it('refuses to accept a file without a valid new expiration date, recording each evaluation', async () => {
    const fileId = await pendingFile(f, f.wascSchool);
    const before = await evaluations();
    const year = thisYear();
    const cases: [unknown, string][] = [
      [undefined, 'Enter a valid new expiration date before accepting the file'],
      ['', 'Enter a valid new expiration date before accepting the file'],
      [`${year + 1}-02-30`, 'Enter a valid new expiration date before accepting the file'],
      [20270101, 'Enter a valid new expiration date before accepting the file'],
      [`${year + 9}-12-31`, 'The new expiration date must be between 2 years ago and 8 years from today'],
      [`${year - 3}-01-01`, 'The new expiration date must be between 2 years ago and 8 years from today'],
      [`${year - 1}-12-31`, 'The new expiration date must fall in this year or one of the 14 years after it'],
    ];
    for (const [date, message] of cases) {
      const res = await decide(f.wascSchool, fileId, { institutionId: f.wascSchool, statusId: 2, accreditationExpirationDate: date });
      expect(res.status, String(date)).toBe(400);
      expect(res.body, String(date)).toEqual({ message: FAILED, modelState: { accreditationExpirationDate: [message] } });
    }
    expect(await evaluations()).toBe(before + cases.length);
    const files = await f.h.call('GET', `/api/admin/institution/${f.wascSchool}/accreditationfiles`, undefined, f.reviewer);
    expect(files.body.find((x: { id: number }) => x.id === fileId).statusId).toBe(1);
  });

  it('accepts a file with a new expiration date, moves the accreditation and keeps the rule explanation and the audit', async () => {
    const fileId = await pendingFile(f, f.wascSchool);
    const date = `${thisYear() + 5}-06-30`;
    const res = await decide(f.wascSchool, fileId, { institutionId: f.wascSchool, statusId: 2, accreditationExpirationDate: date, comment: 'Six-year term confirmed' });
    expect(res.status).toBe(200);
    expect(res.body.file).toMatchObject({ id: fileId, statusId: 2, status: 'Accepted', newExpirationDate: date, decisionComment: 'Six-year term confirmed', decidedByName: 'Test accreditation-reviewer' });
    expect(res.body.file.explanation).toMatchObject({ ruleSet: 'accreditation', version: 1, facts: { fileStatus: 'accepted', newExpirationDate: date, newExpirationDateIsValid: true, accreditingOrganizationId: 6 }, outcome: { allowed: true } });
    expect(res.body.file.explanation.evaluationId).toEqual(expect.any(Number));
    expect(res.body.accreditation).toMatchObject({ accreditationExpirationDate: date, accreditationStatusId: 1, isExpired: false, lastAccreditationFile: { statusId: 2 }, newExpirationDate: date });
    expect((await accreditation(f.wascSchool)).accreditationExpirationDate).toBe(date);

    const audit = await f.h.call('GET', `/api/admin/audit/accreditation-files/${fileId}`, undefined, await f.h.userWith(['AdminViewAudit', 'AdminReviewAccreditation'], 'accreditation-auditor'));
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain('newExpirationDate');

    const comments = await f.h.call('GET', `/api/admin/institution/${f.wascSchool}/comments`, undefined, f.reviewer);
    expect(comments.body[0]).toMatchObject({ comment: 'Six-year term confirmed', accreditationFileId: fileId });

    const again = await decide(f.wascSchool, fileId, { statusId: 3, comment: 'Changed my mind' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: FAILED, modelState: { statusId: ['This file was already accepted.'] } });
  });

  it('does not accept a file without a comment, and records the comment when given', async () => {
    const fileId = await pendingFile(f, f.newSchool);
    for (const comment of [undefined, '', '   ']) {
      const res = await decide(f.newSchool, fileId, { statusId: 3, comment });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(FAILED);
      expect(res.body.modelState.comment).toEqual(['Write a comment before saving it. Say why the file is not accepted.']);
    }
    const res = await decide(f.newSchool, fileId, { statusId: 'notAccepted', comment: 'The letter is not signed by the accrediting body.' });
    expect(res.status).toBe(200);
    expect(res.body.file).toMatchObject({ statusId: 3, status: 'Not accepted', newExpirationDate: null, decisionComment: 'The letter is not signed by the accrediting body.' });
    // a school with no accreditation record gets one, still without a status
    expect(res.body.accreditation).toMatchObject({ accreditationStatusId: null, accreditationExpirationDate: null, lastAccreditationFile: { id: fileId, statusId: 3 } });
    const comments = await f.h.call('GET', `/api/admin/institution/${f.newSchool}/comments`, undefined, f.reviewer);
    expect(comments.body.map((c: { comment: string }) => c.comment)).toEqual(['The letter is not signed by the accrediting body.']);
  });

  it('wants an explanation for an expired accreditation by a body other than WASC', async () => {
    const shown = await accreditation(f.expiredOther);
    expect(shown).toMatchObject({ accreditingOrganizationId: 3, isWasc: false, isExpired: true, explanationRequired: true, accreditationExplanation: null });
    const fileId = await pendingFile(f, f.expiredOther);
    const refused = await decide(f.expiredOther, fileId, { statusId: 3, comment: 'Expired letter', accreditationExplanation: '  ' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: FAILED,
      modelState: { accreditationExplanation: ['An explanation is required when the institution is accredited by a body other than WASC and the accreditation is expired'] },
    });
    const explained = await decide(f.expiredOther, fileId, { statusId: 3, comment: 'Expired letter', accreditationExplanation: 'Renewal visit scheduled for March' });
    expect(explained.status).toBe(200);
    expect(explained.body.accreditation).toMatchObject({ accreditationExplanation: 'Renewal visit scheduled for March', explanationRequired: true });

    // accepting with a current date needs no explanation: the new date is not expired
    const next = await pendingFile(f, f.expiredOther);
    const accepted = await decide(f.expiredOther, next, { statusId: 2, accreditationExpirationDate: `${thisYear() + 3}-06-30` });
    expect(accepted.status).toBe(200);
    expect(accepted.body.accreditation).toMatchObject({ isExpired: false, explanationRequired: false });
  });

  it('refuses bodies it does not understand with the same message, and unknown files with 404', async () => {
    const fileId = await pendingFile(f, f.alder);
    const cases: [unknown, string][] = [
      [{ statusId: 1 }, 'statusId'],
      [{ statusId: 'approved' }, 'statusId'],
      [{ statusId: 2, accreditationExpirationDate: `${thisYear() + 1}-01-01`, extra: true }, 'extra'],
      [{ statusId: 2, institutionId: f.birch, accreditationExpirationDate: `${thisYear() + 1}-01-01` }, 'institutionId'],
      [{ statusId: 3, comment: 42 }, 'comment'],
      [[1, 2], '_'],
    ];
    for (const [body, field] of cases) {
      const res = await decide(f.alder, fileId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(FAILED);
      expect(Object.keys(res.body.modelState), JSON.stringify(body)).toContain(field);
    }
    expect((await decide(f.birch, fileId, { statusId: 3, comment: 'x' })).status).toBe(404);
    expect((await decide(f.alder, 999999, { statusId: 3, comment: 'x' })).status).toBe(404);
  });

  it('lets only accreditation reviewers decide', async () => {
    const fileId = await pendingFile(f, f.cedar);
    expect((await decide(f.cedar, fileId, { statusId: 3, comment: 'x' }, f.analyst)).status).toBe(403);
    expect((await f.h.call('POST', `/api/admin/institution/${f.cedar}/AccreditationFile/${fileId}`, { statusId: 3, comment: 'x' })).status).toBe(401);
  });

  it('lets exactly one of two simultaneous decisions on a file through', async () => {
    const fileId = await pendingFile(f, f.birch);
    const [a, b] = await Promise.all([
      decide(f.birch, fileId, { statusId: 2, accreditationExpirationDate: `${thisYear() + 2}-06-30` }),
      decide(f.birch, fileId, { statusId: 3, comment: 'Not the right school' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
  });
});
