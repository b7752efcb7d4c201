// The bytes of each registration attachment, one row per file (bytea), apart from the attachment's
// record (resources/registration-attachments.ts) so that lists and the audit trail never carry them;
// declared here like the accreditation files' bytes, its foreign key removes the bytes with their record.
import { EntitySchema } from '@mikro-orm/core';
import registrationAttachments from '../../resources/registration-attachments.js';

export class RegistrationAttachmentContent {
  file!: number;
  content!: Buffer;
}

export const REGISTRATION_ATTACHMENT_CONTENT_ENTITY = 'RegistrationAttachmentContent';

export const RegistrationAttachmentContentSchema = new EntitySchema<RegistrationAttachmentContent>({
  class: RegistrationAttachmentContent,
  name: REGISTRATION_ATTACHMENT_CONTENT_ENTITY,
  tableName: 'registration_attachment_content',
  properties: {
    file: { kind: '1:1', entity: registrationAttachments.entity, primary: true, owner: true, mapToPk: true, deleteRule: 'cascade', fieldName: 'registration_attachment_id' },
    content: { type: 'blob', columnType: 'bytea', lazy: true },
  },
});
