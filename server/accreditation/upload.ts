// POST /api/admin/institution/{id}/accreditationfile {fileName, content (base64), contentType?}:
// an accreditation file is uploaded, pending review. Institutions send theirs from their own site;
// staff may upload one they received by mail. The bytes are checked (server/files/uploaded-file.ts:
// at most MAX_FILE_BYTES, of a kind read from the content that the name's extension agrees with).
// The record, its bytes and the audit entry commit together.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { SessionUser } from '../auth/session-user.js';
import { badRequest } from '../http/errors.js';
import { parseSpecBody } from '../courses/params.js';
import { FILE_STATUS } from '../../resources/_accreditation.js';
import { UPLOADED_FILE_FIELDS, checkedFile, largeUploadBodies } from '../files/uploaded-file.js';
import { E, type FileRow } from './model.js';
import { loadInstitution } from './institution.js';
import { fileJson } from './files.js';
import type { AccreditationFile } from '../../core/contract/accreditation.js';

export { MAX_FILE_BYTES, MAX_FILE_TEXT } from '../files/uploaded-file.js';

export const UPLOAD_PATH = '/api/admin/institution/:id(\\d+)/accreditationfile';

/** The upload's larger body limit (server/files/uploaded-file.ts); app.ts mounts it. */
export const accreditationUploadBodies = largeUploadBodies(/^\/api\/admin\/institution\/\d+\/accreditationfile\/?$/i);

const uploadBody = z.strictObject({ ...UPLOADED_FILE_FIELDS, institutionId: z.number().optional() });

export async function uploadFile(em: EntityManager, user: SessionUser, institutionId: number, body: unknown): Promise<AccreditationFile> {
  const input = parseSpecBody(uploadBody, body);
  if (input.institutionId !== undefined && input.institutionId !== institutionId) throw badRequest('The institutionId of the body is not the one of the path.', { institutionId: ['Must be the institution of the path.'] });
  const { bytes, kind } = checkedFile(input);

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
