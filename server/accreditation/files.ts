// GET /api/admin/institution/{id}/accreditationfiles: the institution's files, newest first, with
// their decisions. GET /api/admin/institution/{id}/accreditationfile/{fileId}[?download=true]: the
// bytes with the type found at upload; PDFs and images open in the browser unless downloaded, Word
// files always download.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { notFound } from '../http/errors.js';
import { ACCREDITATION_FILE_STATUSES } from '../../resources/_accreditation.js';
import { kindByContentType } from './file-types.js';
import { E, runSql, sqlNames, isoDay, type FileRow } from './model.js';
import { loadInstitution, userNames } from './institution.js';

export interface FileJson {
  accreditationFileId: number;
  id: number;
  institutionId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  statusId: number;
  status: string;
  uploadedByName: string | null;
  uploadedOn: string;
  newExpirationDate: string | null;
  decisionComment: string | null;
  decidedByName: string | null;
  decidedOn: string | null;
  /** the accreditation rule evaluation the decision was made on */
  explanation: unknown;
}

const statusName = (id: number) => ACCREDITATION_FILE_STATUSES.find((s) => s.id === id)?.name ?? String(id);

export function fileJson(f: FileRow, decidedByName: string | null = null): FileJson {
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

export async function listFiles(em: EntityManager, institutionId: number): Promise<FileJson[]> {
  await loadInstitution(em, institutionId);
  const files = await em.find<FileRow>(E.accreditationFiles, { institutionId } as never, { orderBy: { uploadedOn: 'desc', id: 'desc' } as never });
  const names = await userNames(em, files.map((f) => f.decidedById));
  return files.map((f) => fileJson(f, f.decidedById == null ? null : (names.get(f.decidedById) ?? null)));
}

export async function loadFile(em: EntityManager, institutionId: number, fileId: number): Promise<FileRow> {
  const file = await em.findOne<FileRow>(E.accreditationFiles, { id: fileId } as never);
  if (!file || file.institutionId !== institutionId) throw notFound(`Institution ${institutionId} has no accreditation file ${fileId}.`);
  return file;
}

/** filename="ascii fallback"; filename*=UTF-8''exact, so any name survives without breaking the header. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())}`;
}

export async function sendFile(em: EntityManager, res: Response, institutionId: number, fileId: number, download: boolean): Promise<void> {
  const file = await loadFile(em, institutionId, fileId);
  const { t, c } = sqlNames(em);
  const [row] = await runSql<{ content: Uint8Array }>(em, `select ${c('fileContent', 'content')} as content from ${t('fileContent')} where ${c('fileContent', 'file')} = ?`, [file.id]);
  if (!row) throw notFound(`The content of accreditation file ${fileId} is missing.`);
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
