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
import { EDITABLE_REGISTRATION_STATUSES, REGISTRATION_STATUSES, REGISTRATION_TYPES, type REGISTRATION_SECTIONS } from '../../resources/_registrations.js';
import { REGISTRATION_ATTACHMENT_CONTENT_ENTITY } from './attachment-content-table.js';
import type { RowOf, StoredRowOf, WithJson } from '../../core/model/row-type.js';

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

/** Each section of the form is stored as one JSON object. */
export type RegistrationRow = WithJson<StoredRowOf<typeof registrations>, { [S in (typeof REGISTRATION_SECTIONS)[number]]: Json | null }>;
export type ReviewRow = StoredRowOf<typeof registrationReviews>;
export type AttachmentRow = RowOf<typeof registrationAttachments>;

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
