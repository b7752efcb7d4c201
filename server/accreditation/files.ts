// GET /api/admin/institution/{id}/accreditationfiles: the institution's files, newest first, with
// their decisions. GET /api/admin/institution/{id}/accreditationfile/{fileId}[?download=true]: the
// bytes with the type found at upload; PDFs and images open in the browser unless downloaded, Word
// files always download.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { notFound } from '../http/errors.js';
import { ACCREDITATION_FILE_STATUSES } from '../../resources/_accreditation.js';
import { sendStoredFile } from '../files/send-file.js';
import { E, runSql, sqlNames, isoDay, type FileRow } from './model.js';
import { loadInstitution, userNames } from './institution.js';
import type { AccreditationFile } from '../../core/contract/accreditation.js';

const statusName = (id: number) => ACCREDITATION_FILE_STATUSES.find((s) => s.id === id)?.name ?? String(id);

export function fileJson(f: FileRow, decidedByName: string | null = null): AccreditationFile {
  return {
    accreditationFileId: f.id,
    id: f.id,
    institutionId: f.institutionId,
    fileName: f.fileName,
    contentType: f.contentType,
    sizeBytes: f.sizeBytes,
    statusId: f.statusId,
    status: statusName(f.statusId),
    uploadedByName: f.uploadedByName,
    uploadedOn: new Date(f.uploadedOn).toISOString(),
    newExpirationDate: isoDay(f.newExpirationDate),
    decisionComment: f.decisionComment,
    decidedByName,
    decidedOn: f.decidedOn ? new Date(f.decidedOn).toISOString() : null,
    explanation: f.explanation ?? null,
  };
}

export async function listFiles(em: EntityManager, institutionId: number): Promise<AccreditationFile[]> {
  await loadInstitution(em, institutionId);
  const files = await em.find<FileRow>(E.accreditationFiles, { institutionId }, { orderBy: { uploadedOn: 'desc', id: 'desc' } });
  const names = await userNames(em, files.map((f) => f.decidedById));
  return files.map((f) => fileJson(f, f.decidedById == null ? null : (names.get(f.decidedById) ?? null)));
}

export async function loadFile(em: EntityManager, institutionId: number, fileId: number): Promise<FileRow> {
  const file = await em.findOne<FileRow>(E.accreditationFiles, { id: fileId });
  if (!file || file.institutionId !== institutionId) throw notFound(`Institution ${institutionId} has no accreditation file ${fileId}.`);
  return file;
}

export async function sendFile(em: EntityManager, res: Response, institutionId: number, fileId: number, download: boolean): Promise<void> {
  const file = await loadFile(em, institutionId, fileId);
  const { t, c } = sqlNames(em);
  const [row] = await runSql<{ content: Uint8Array }>(em, `select ${c('fileContent', 'content')} as content from ${t('fileContent')} where ${c('fileContent', 'file')} = ?`, [file.id]);
  if (!row) throw notFound(`The content of accreditation file ${fileId} is missing.`);
  sendStoredFile(res, file, row.content, download);
}
