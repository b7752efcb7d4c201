// A registration's files (spec 2 §3 attachments, §7):
//   POST /api/admin/registration/{id}/attachment/{type} {fileName, content (base64), contentType?}
//     adds a file of that attachment type while the registration is editable; the bytes are checked
//     like accreditation files (server/accreditation/file-types.ts: PDF, Word, PNG, JPEG, read from
//     the content; at most 10 MB) and kept apart from the record;
//   GET /api/admin/registration/attachment/{blobId}[?download=true] streams them back;
//   DELETE /api/admin/registration/{id}/attachment/{blobId} removes one (soft) while editable.
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest, notFound } from '../http/errors.js';
import { parseSpecBody } from '../courses/params.js';
import { UPLOADED_FILE_FIELDS, checkedFile, largeUploadBodies } from '../files/uploaded-file.js';
import { sendStoredFile } from '../files/send-file.js';
import { ATTACHMENT_TYPES } from '../../resources/_registrations.js';
import { E, SAVE_FAILED, displayName, isEditable, loadRegistration, runSql, sqlNames, statusName, type AttachmentRow } from './model.js';
import { lockRecord } from '../db/table-names.js';
import { attachmentJson } from './attachment-json.js';
import type { Attachment } from '../../core/contract/registrations.js';
import { readOnly, withFailureMessage } from './failures.js';

/** The upload's larger body limit (server/files/uploaded-file.ts); app.ts mounts it. */
export const registrationUploadBodies = largeUploadBodies(/^\/api\/admin\/registration\/\d+\/attachment\/\d+\/?$/i);

const uploadBody = z.strictObject(UPLOADED_FILE_FIELDS);

export function attachmentType(raw: number): number {
  if (!ATTACHMENT_TYPES.some((t) => t.id === raw)) throw badRequest(`The attachment type is one of ${ATTACHMENT_TYPES.map((t) => `${t.id} (${t.name.toLowerCase()})`).join(', ')}.`, { type: ['Choose an attachment type.'] });
  return raw;
}

export async function uploadAttachment(em: EntityManager, user: SessionUser, registrationId: number, typeId: number, body: unknown): Promise<Attachment> {
  const input = parseSpecBody(uploadBody, body);
  const { bytes, kind } = checkedFile(input);

  await loadRegistration(em, registrationId);
  const row = await withFailureMessage(SAVE_FAILED, () =>
    em.transactional(async (tx) => {
      await lockRecord(tx, E.registrations, registrationId);
      const r = await loadRegistration(tx, registrationId);
      if (!isEditable(r)) readOnly(statusName(r.registrationStatusId));
      const file = tx.create<Record<string, unknown>>(E.registrationAttachments, {
        registrationId,
        attachmentTypeId: typeId,
        fileName: input.fileName,
        contentType: kind.contentType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        uploadedByName: displayName(user),
        uploadedOn: new Date(),
        isRemoved: false,
      }) as unknown as AttachmentRow;
      await tx.flush();
      tx.create(E.attachmentContent, { file: file.id, content: bytes });
      await tx.flush();
      return file;
    }),
  );
  return attachmentJson(row);
}

export async function sendAttachment(em: EntityManager, res: Response, blobId: number, download: boolean): Promise<void> {
  const file = await em.findOne<AttachmentRow>(E.registrationAttachments, { id: blobId, isRemoved: false });
  if (!file) throw notFound(`There is no registration attachment ${blobId}.`);
  await loadRegistration(em, file.registrationId); // a deleted registration's files are gone with it
  const { t, c } = sqlNames(em);
  const [row] = await runSql<{ content: Uint8Array }>(em, `select ${c('attachmentContent', 'content')} as content from ${t('attachmentContent')} where ${c('attachmentContent', 'file')} = ?`, [file.id]);
  if (!row) throw notFound(`The content of attachment ${blobId} is missing.`);
  sendStoredFile(res, file, row.content, download);
}

export async function removeAttachment(em: EntityManager, registrationId: number, blobId: number): Promise<void> {
  await loadRegistration(em, registrationId);
  await withFailureMessage(SAVE_FAILED, () =>
    em.transactional(async (tx) => {
      await lockRecord(tx, E.registrations, registrationId);
      const r = await loadRegistration(tx, registrationId);
      if (!isEditable(r)) readOnly(statusName(r.registrationStatusId));
      const file = await tx.findOne<AttachmentRow>(E.registrationAttachments, { id: blobId, registrationId, isRemoved: false });
      if (!file) throw notFound(`Registration ${registrationId} has no attachment ${blobId}.`);
      file.isRemoved = true;
      await tx.flush();
    }),
  );
}
