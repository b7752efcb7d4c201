// A registration's files (spec 2 §3 attachments, §7):
//   POST /api/admin/registration/{id}/attachment/{type} {fileName, content (base64), contentType?}
//     adds a file of that attachment type while the registration is editable; the bytes are checked
//     like accreditation files (server/accreditation/file-types.ts: PDF, Word, PNG, JPEG, read from
//     the content; at most 10 MB) and kept apart from the record;
//   GET /api/admin/registration/attachment/{blobId}[?download=true] streams them back;
//   DELETE /api/admin/registration/{id}/attachment/{blobId} removes one (soft) while editable.
import { createHash } from 'node:crypto';
import express, { type RequestHandler, type Response } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest, notFound } from '../http/errors.js';
import { parseSpecBody } from '../courses/params.js';
import { ACCEPTED_KINDS_TEXT, detectKind, extensionOf, kindByContentType } from '../accreditation/file-types.js';
import { MAX_FILE_BYTES, MAX_FILE_TEXT } from '../accreditation/upload.js';
import { contentDisposition } from '../accreditation/files.js';
import { ATTACHMENT_TYPES } from '../../resources/_registrations.js';
import { E, SAVE_FAILED, displayName, isEditable, loadRegistration, lockRecord, runSql, sqlNames, statusName, type AttachmentRow } from './model.js';
import { attachmentJson, type AttachmentJson } from './attachment-json.js';
import { readOnly, withFailureMessage } from './failures.js';

/** base64 grows the bytes by 4/3; the rest of the body is a name and a type */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_FILE_BYTES * 4) / 3) + 64 * 1024;
const uploadJson = express.json({ limit: UPLOAD_BODY_LIMIT });
const uploadPath = /^\/api\/admin\/registration\/\d+\/attachment\/\d+\/?$/i;

/**
 * The upload's larger JSON body limit (the rest of /api keeps 1 MB), parsed only for a signed-in
 * caller like the accreditation upload; app.ts mounts it before the general JSON parser.
 */
export const registrationUploadBodies: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST' || !req.user || !uploadPath.test(req.path)) return next();
  uploadJson(req, res, next);
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const uploadBody = z.strictObject({
  fileName: z
    .string({ error: 'Give the file name.' })
    .trim()
    .min(1, { error: 'Give the file name.' })
    .max(255, { error: 'Use at most 255 characters.' })
    .refine((s) => !/[\\/\u0000-\u001f]/.test(s), { error: 'A file name cannot hold slashes or control characters.' }),
  content: z.string({ error: 'Send the file content as base64 text.' }).refine((s) => s.length % 4 === 0 && BASE64.test(s), { error: 'Send the file content as base64 text.' }),
  contentType: z.string().max(255).optional(),
});

function refuseFile(message: string): never {
  throw badRequest(message, { content: [message] });
}

export function attachmentType(raw: number): number {
  if (!ATTACHMENT_TYPES.some((t) => t.id === raw)) throw badRequest(`The attachment type is one of ${ATTACHMENT_TYPES.map((t) => `${t.id} (${t.name.toLowerCase()})`).join(', ')}.`, { type: ['Choose an attachment type.'] });
  return raw;
}

export async function uploadAttachment(em: EntityManager, user: SessionUser, registrationId: number, typeId: number, body: unknown): Promise<AttachmentJson> {
  const input = parseSpecBody(uploadBody, body);
  const bytes = Buffer.from(input.content, 'base64');
  if (bytes.length === 0) refuseFile('The file is empty.');
  if (bytes.length > MAX_FILE_BYTES) refuseFile(`The file is larger than ${MAX_FILE_TEXT}.`);
  const kind = detectKind(bytes);
  if (!kind) refuseFile(`This file is not a ${ACCEPTED_KINDS_TEXT} file.`);
  const extension = extensionOf(input.fileName);
  if (!extension || !(kind.extensions as readonly string[]).includes(extension))
    refuseFile(`The file's content is a ${kind.label}, but its name ${extension ? `ends in .${extension}` : 'has no extension'}: name it .${kind.extensions[0]}.`);
  const claimed = input.contentType?.split(';')[0].trim().toLowerCase();
  if (claimed && claimed !== 'application/octet-stream' && claimed !== kind.contentType) refuseFile(`The file was sent as ${claimed}, but its content is a ${kind.label}.`);

  await loadRegistration(em, registrationId);
  const row = await withFailureMessage(SAVE_FAILED, () =>
    em.transactional(async (tx) => {
      await lockRecord(tx, 'registrations', registrationId);
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
  const file = await em.findOne<AttachmentRow>(E.registrationAttachments, { id: blobId, isRemoved: false } as never);
  if (!file) throw notFound(`There is no registration attachment ${blobId}.`);
  await loadRegistration(em, file.registrationId); // a deleted registration's files are gone with it
  const { t, c } = sqlNames(em);
  const [row] = await runSql<{ content: Uint8Array }>(em, `select ${c('attachmentContent', 'content')} as content from ${t('attachmentContent')} where ${c('attachmentContent', 'file')} = ?`, [file.id]);
  if (!row) throw notFound(`The content of attachment ${blobId} is missing.`);
  const bytes = Buffer.from(row.content);
  const inline = !download && (kindByContentType(file.contentType)?.inline ?? false);
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(bytes);
}

export async function removeAttachment(em: EntityManager, registrationId: number, blobId: number): Promise<void> {
  await loadRegistration(em, registrationId);
  await withFailureMessage(SAVE_FAILED, () =>
    em.transactional(async (tx) => {
      await lockRecord(tx, 'registrations', registrationId);
      const r = await loadRegistration(tx, registrationId);
      if (!isEditable(r)) readOnly(statusName(r.registrationStatusId));
      const file = await tx.findOne<AttachmentRow>(E.registrationAttachments, { id: blobId, registrationId, isRemoved: false } as never);
      if (!file) throw notFound(`Registration ${registrationId} has no attachment ${blobId}.`);
      file.isRemoved = true;
      await tx.flush();
    }),
  );
}
