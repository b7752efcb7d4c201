// The attachments of a registration as its answer lists them (docs/registrations.md).
import type { EntityManager } from '@mikro-orm/postgresql';
import { ATTACHMENT_TYPES } from '../../resources/_registrations.js';
import { E, iso, type AttachmentRow } from './model.js';
import type { Attachment } from '../../core/contract/registrations.js';

export const attachmentTypeName = (id: number) => ATTACHMENT_TYPES.find((t) => t.id === id)?.name ?? String(id);

export function attachmentJson(a: AttachmentRow): Attachment {
  return {
    blobId: a.id,
    id: a.id,
    registrationId: a.registrationId,
    attachmentTypeId: a.attachmentTypeId,
    attachmentType: attachmentTypeName(a.attachmentTypeId),
    fileName: a.fileName,
    contentType: a.contentType,
    sizeBytes: a.sizeBytes,
    uploadedOn: iso(a.uploadedOn),
    uploadedByName: a.uploadedByName,
  };
}

/** The files still attached, oldest first. */
export async function listAttachments(em: EntityManager, registrationId: number): Promise<Attachment[]> {
  const rows = await em.find<AttachmentRow>(E.registrationAttachments, { registrationId, isRemoved: false }, { orderBy: { uploadedOn: 'asc', id: 'asc' }, disableIdentityMap: true });
  return rows.map(attachmentJson);
}
