// The resources the registration calls read and write (entity names from the model), the row shapes
// they rely on, and the small helpers every job shares: loading a registration, its status and type
// names, the reviewer names.
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlNamesOf } from '../db/table-names.js';
import { notFound } from '../http/errors.js';
import counties from '../../resources/counties.js';
import institutions from '../../resources/institutions.js';
import registrationAttachments from '../../resources/registration-attachments.js';
import registrationReviews from '../../resources/registration-reviews.js';
import registrations from '../../resources/registrations.js';
import users from '../../resources/users.js';
import { EDITABLE_REGISTRATION_STATUSES, REGISTRATION_STATUSES, REGISTRATION_TYPES } from '../../resources/_registrations.js';
import { REGISTRATION_ATTACHMENT_CONTENT_ENTITY } from './attachment-content-table.js';

export const R = { counties, institutions, registrationAttachments, registrationReviews, registrations, users } as const;

export const E = {
  ...(Object.fromEntries(Object.entries(R).map(([key, r]) => [key, r.entity])) as { [K in keyof typeof R]: string }),
  attachmentContent: REGISTRATION_ATTACHMENT_CONTENT_ENTITY,
};

export const SOURCE = 'server/registrations';
export const BASE = '/api/admin/registration';
export const RULE_SET = 'registration';

/** Spec 2 §8: any failure of a save that is not a field problem. */
export const SAVE_FAILED = 'An error occurred while attempting to save your changes';
/** Spec 2 §8: an approval that could not create the institution. */
export const CREATE_FAILED = 'An error occurred while attempting to create the institution';
export const DELETE_FAILED = 'An error occurred while trying to delete this registration.';
export const RECALL_FAILED = 'An error occurred while trying to recall from 2nd review.';

export type Json = Record<string, unknown>;

export interface RegistrationRow {
  id: number;
  rowVersion: number;
  registrationTypeId: number;
  registrationStatusId: number;
  institutionName: string;
  cdsCode: string | null;
  countyId: number | null;
  institutionId: number | null;
  submitterEmail: string;
  submittedOn: Date;
  registrationCycleYear: number | null;
  generalInformation: Json | null;
  accreditation: Json | null;
  schoolType: Json | null;
  contactInformation: Json | null;
  onlineSelfAssessment: Json | null;
  programInformation: Json | null;
  programStructure: Json | null;
  certification: Json | null;
  programSchools: Json | null;
  lastUpdatedOn: Date | null;
  decidedOn: Date | null;
  notificationSentOn: Date | null;
  isDeleted: boolean;
}

export interface ReviewRow {
  id: number;
  rowVersion: number;
  registrationId: number;
  isSecondReview: boolean;
  reviewerId: number | null;
  recommendedActionId: number | null;
  decisionComment: string | null;
  internalComment: string | null;
  decision: string | null;
  decidedOn: Date | null;
  decidedById: number | null;
  startedOn: Date | null;
  ruleSetVersionId: number | null;
  explanation: unknown;
}

export interface AttachmentRow {
  id: number;
  registrationId: number;
  attachmentTypeId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string | null;
  uploadedByName: string | null;
  uploadedOn: Date;
  isRemoved: boolean;
}

export { runSql } from '../db/run-sql.js';
export const sqlNames = sqlNamesOf(E);

export const statusName = (id: number) => REGISTRATION_STATUSES.find((s) => s.id === id)?.name ?? String(id);
export const typeName = (id: number) => REGISTRATION_TYPES.find((t) => t.id === id)?.name ?? String(id);
export const isEditable = (r: Pick<RegistrationRow, 'registrationStatusId'>) => EDITABLE_REGISTRATION_STATUSES.includes(r.registrationStatusId);

export const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

/** A registration that is not deleted, or 404. */
export async function loadRegistration(em: EntityManager, id: number): Promise<RegistrationRow> {
  const found = await em.findOne<RegistrationRow>(E.registrations, { id, isDeleted: false });
  if (!found) throw notFound(`There is no registration ${id}.`);
  return found;
}

/** "First Last" of each user id (or the username when the names are blank). */
export async function userNames(em: EntityManager, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await em.find<{ id: number; firstName: string | null; lastName: string | null; username: string }>(E.users, { id: { $in: wanted } }, {
    fields: ['id', 'firstName', 'lastName', 'username'] as never,
    disableIdentityMap: true,
  });
  return new Map(rows.map((u) => [u.id, `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username]));
}

export const displayName = (u: { firstName: string; lastName: string; username: string }) => `${u.firstName} ${u.lastName}`.trim() || u.username;
