// POST /api/admin/institution/{id}/accreditationfile {fileName, content (base64), contentType?}:
// an accreditation file is uploaded, pending review. Institutions send theirs from their own site;
// staff may upload one they received by mail. The bytes are checked: at most MAX_FILE_BYTES, of a
// kind read from the content (file-types.ts) that the name's extension agrees with. The record, its
// bytes and the audit entry commit together.
import { createHash } from 'node:crypto';
import express, { type RequestHandler } from 'express';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest } from '../http/errors.js';
import { parseSpecBody } from '../courses/params.js';
import { FILE_STATUS } from '../../resources/_accreditation.js';
import { ACCEPTED_KINDS_TEXT, detectKind, extensionOf } from './file-types.js';
import { E, type FileRow } from './model.js';
import { loadInstitution } from './institution.js';
import { fileJson, type FileJson } from './files.js';

/** The largest file taken: a scanned multi-page letter fits; a PDF of a whole self-study does not. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_TEXT = '10 MB';
/** base64 grows the bytes by 4/3; the rest of the body is a name and a type */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_FILE_BYTES * 4) / 3) + 64 * 1024;

export const UPLOAD_PATH = '/api/admin/institution/:id(\\d+)/accreditationfile';

/**
 * The upload's larger JSON body limit (the rest of /api keeps 1 MB). Parsed only for a signed-in
 * caller, so strangers cannot make the server read 13 MB before their 401. app.ts mounts it before
 * the general JSON parser, which then leaves the parsed body alone.
 */
const uploadJson = express.json({ limit: UPLOAD_BODY_LIMIT });
const uploadPath = /^\/api\/admin\/institution\/\d+\/accreditationfile\/?$/i;
export const accreditationUploadBodies: RequestHandler = (req, res, next) => {
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
  /** what the browser claims; only compared with what the bytes are */
  contentType: z.string().max(255).optional(),
  institutionId: z.number().optional(),
});

function refuseFile(message: string): never {
  throw badRequest(message, { content: [message] });
}

export async function uploadFile(em: EntityManager, user: SessionUser, institutionId: number, body: unknown): Promise<FileJson> {
  const input = parseSpecBody(uploadBody, body);
  if (input.institutionId !== undefined && input.institutionId !== institutionId) throw badRequest('The institutionId of the body is not the one of the path.', { institutionId: ['Must be the institution of the path.'] });
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

  await loadInstitution(em, institutionId);
  const file = await em.transactional(async (tx) => {
    const row = tx.create<Record<string, unknown>>(E.accreditationFiles, {
      institutionId,
      fileName: input.fileName,
      contentType: kind.contentType,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      statusId: FILE_STATUS.pending,
      uploadedById: user.id,
      uploadedByName: `${user.firstName} ${user.lastName}`.trim() || user.username,
      uploadedOn: new Date(),
    }) as unknown as FileRow;
    await tx.flush();
    tx.create(E.fileContent, { file: row.id, content: bytes });
    await tx.flush();
    return row;
  });
  return fileJson(file);
}
