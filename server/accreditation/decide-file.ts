// POST /api/admin/institution/{id}/AccreditationFile/{fileId}
//   {institutionId, statusId, accreditationExpirationDate, accreditationExplanation, comment}
// accepts a pending file with a new expiration date (statusId 2 or "accepted") or does not accept
// it with a comment (3 or "notAccepted"). In one transaction:
//  1. lock the file and check it is this institution's and still pending;
//  2. evaluate the accreditation rule set through decide() (recorded, with its explanation) on
//     facts the server assembles: the stored organization and expiration date, the decision and the
//     date and explanation being written; the date checks (a real date, -2 … +8 years, an allowed
//     year) and the explanation for an expired accreditation by a body other than WASC are the rules';
//  3. store the decision with the evaluation on the file, move the accreditation's expiration date
//     (accepted), record the comment, and let the flush write every audit entry.
// A refusal commits only the recorded evaluation and answers 400 with the spec's message "An error
// occurred while updating this file." and the reasons by field in modelState.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest, type ModelState } from '../http/errors.js';
import { decide } from '../rules/decide.js';
import type { RuleRuntime } from '../rules/runtime.js';
import { isPrototypeKey } from '../crud/field-values.js';
import { ACCREDITATION_STATUS, FILE_STATUS, FILE_STATUS_NAMES } from '../../resources/_accreditation.js';
import { E, isoDay, type AccreditationRow } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { loadFile, fileJson } from './files.js';
import type { Accreditation, AccreditationFile } from '../../core/contract/accreditation.js';
import { accreditationJson, loadAccreditation } from './accreditation.js';
import { BLANK_COMMENT_MESSAGE, MAX_COMMENT, createComment } from './comments.js';
import { loadInstitution } from './institution.js';
import { queueAccreditationDecision } from '../notifications/workflow-notices.js';

export const UPDATE_FAILED_MESSAGE = 'An error occurred while updating this file.';
export const ACCREDITATION_RULES = 'accreditation';
const MAX_EXPLANATION = 4000;

export interface DecisionInput {
  statusId: 2 | 3;
  /** as sent: the rule set judges whether it is a real date */
  accreditationExpirationDate: unknown;
  accreditationExplanation: string | undefined;
  comment: string | undefined;
}

export interface DecisionAnswer {
  file: AccreditationFile;
  accreditation: Accreditation;
}

const KNOWN = ['institutionId', 'statusId', 'accreditationExpirationDate', 'accreditationExplanation', 'comment'];

/** Every refusal of this call carries the spec's message; the reasons go on their fields. */
export function refuse(modelState: ModelState): never {
  throw badRequest(UPDATE_FAILED_MESSAGE, modelState);
}

function optionalText(name: string, raw: unknown, max: number, problems: ModelState): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string') (problems[name] ??= []).push('Must be text.');
  else if (raw.length > max) (problems[name] ??= []).push(`Use at most ${max} characters.`);
  else return raw.trim() === '' ? undefined : raw;
  return undefined;
}

/** Reads the body: its shape here, its meaning (dates, explanation) in the rules. */
export function readDecision(body: unknown, institutionId: number): DecisionInput {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) refuse({ _: ['The request body must be a JSON object.'] });
  const b = (body ?? {}) as Record<string, unknown>;
  const problems: ModelState = Object.create(null);
  for (const key of Object.keys(b)) if (isPrototypeKey(key) || !KNOWN.includes(key)) (problems[key] ??= []).push('Unknown field.');
  if (b.institutionId !== undefined && b.institutionId !== null && b.institutionId !== institutionId && String(b.institutionId) !== String(institutionId))
    (problems.institutionId ??= []).push('Must be the institution of the path.');
  const status = b.statusId;
  const statusId = status === 2 || status === '2' || status === 'accepted' ? 2 : status === 3 || status === '3' || status === 'notAccepted' ? 3 : undefined;
  if (statusId === undefined) (problems.statusId ??= []).push('Choose 2 (accepted) or 3 (not accepted).');
  const explanation = optionalText('accreditationExplanation', b.accreditationExplanation, MAX_EXPLANATION, problems);
  const comment = optionalText('comment', b.comment, MAX_COMMENT, problems);
  if (statusId === 3 && comment === undefined && !problems.comment) (problems.comment ??= []).push(BLANK_COMMENT_MESSAGE + ' Say why the file is not accepted.');
  if (Object.keys(problems).length) refuse(problems);
  const date = b.accreditationExpirationDate;
  return { statusId: statusId!, accreditationExpirationDate: typeof date === 'string' ? date.trim() : (date ?? null), accreditationExplanation: explanation, comment };
}

/** The rule set's field names, as this call's body names them. */
const BODY_FIELD: Record<string, string> = { newExpirationDate: 'accreditationExpirationDate' };

type Outcome = { stored: AccreditationFile } | { refused: ModelState };

async function decideInTransaction(tx: EntityManager, rules: RuleRuntime, user: SessionUser, institutionId: number, fileId: number, input: DecisionInput): Promise<Outcome> {
  await loadFile(tx, institutionId, fileId); // 404 before any lock
  await lockRecord(tx, E.accreditationFiles, fileId);
  const file = await tx.refresh(await loadFile(tx, institutionId, fileId));
  if (!file) refuse({ statusId: ['The file was removed.'] });
  if (file.statusId !== FILE_STATUS.pending) refuse({ statusId: [`This file was already ${FILE_STATUS_NAMES[file.statusId] === 'accepted' ? 'accepted' : 'not accepted'}.`] });
  const stored = await loadAccreditation(tx, institutionId);
  const accepting = input.statusId === FILE_STATUS.accepted;
  const newDate = accepting ? input.accreditationExpirationDate : null;
  const facts = {
    fileStatus: FILE_STATUS_NAMES[input.statusId],
    newExpirationDate: newDate,
    accreditingOrganizationId: stored?.accreditingOrganizationId ?? null,
    // accepting moves the expiration date: the explanation rule judges the date being written
    accreditationExpirationDate: accepting ? newDate : isoDay(stored?.accreditationExpirationDate),
    accreditationExplanation: input.accreditationExplanation ?? stored?.accreditationExplanation ?? '',
  };
  const evaluation = await decide(rules, ACCREDITATION_RULES, facts, { em: tx, userName: user.username, context: `accreditation file ${file.id} ${facts.fileStatus}` });
  if (!evaluation.outcome.allowed) {
    const modelState: ModelState = Object.create(null);
    for (const r of evaluation.outcome.refusals) (modelState[BODY_FIELD[r.field ?? ''] ?? r.field ?? 'statusId'] ??= []).push(r.message);
    return { refused: modelState };
  }

  const now = new Date();
  Object.assign(file, {
    statusId: input.statusId,
    newExpirationDate: accepting ? (newDate as string) : null,
    decisionComment: input.comment ?? null,
    decidedById: user.id,
    decidedOn: now,
    explanation: { evaluationId: evaluation.evaluationId ?? null, ruleSet: evaluation.ruleSet, version: evaluation.version, facts: evaluation.facts, outcome: evaluation.outcome },
  });
  const accreditation =
    stored ?? (tx.create<Record<string, unknown>>(E.institutionAccreditations, { institutionId, accreditationStatusId: null, accreditingOrganizationId: null, accreditationExpirationDate: null, accreditationExplanation: null, notAccreditedAsOfAcademicYearId: null }) as unknown as AccreditationRow);
  if (accepting) {
    accreditation.accreditationExpirationDate = newDate as string;
    // an accepted file is proof of accreditation: a school recorded as not accredited (or not yet
    // recorded) becomes fully accredited; a candidate stays a candidate until its body says otherwise
    if (accreditation.accreditationStatusId == null || accreditation.accreditationStatusId === ACCREDITATION_STATUS.notAccredited) {
      accreditation.accreditationStatusId = ACCREDITATION_STATUS.fullyAccredited;
      accreditation.notAccreditedAsOfAcademicYearId = null;
    }
  }
  if (input.accreditationExplanation !== undefined) accreditation.accreditationExplanation = input.accreditationExplanation;
  accreditation.updatedOn = now;
  if (input.comment !== undefined) createComment(tx, user, institutionId, input.comment, file.id);
  await tx.flush();
  // the institution hears of the decision through the mail outbox, in this transaction
  await queueAccreditationDecision(tx, { id: file.id, institutionId, accepted: accepting, expirationDate: accepting ? (newDate as string) : null, comment: input.comment ?? null }, user.id);
  return { stored: fileJson(file, `${user.firstName} ${user.lastName}`.trim() || user.username) };
}

export async function decideFile(em: EntityManager, rules: RuleRuntime, user: SessionUser, institutionId: number, fileId: number, body: unknown): Promise<DecisionAnswer> {
  const input = readDecision(body, institutionId);
  await loadInstitution(em, institutionId);
  const outcome = await em.transactional((tx) => decideInTransaction(tx, rules, user, institutionId, fileId, input));
  if ('refused' in outcome) refuse(outcome.refused);
  return { file: outcome.stored, accreditation: await accreditationJson(em.fork({ clear: true }), institutionId) };
}
