import { defineResource } from '../core/model/define.js';
import { ATTACHMENT_TYPES, REGISTRATION_ACCESS } from './_registrations.js';

// A file attached to a registration (spec 2 §3 attachments: blobId and attachmentTypeId). The record
// id is the spec's blobId; the bytes live in their own table
// (server/registrations/attachment-content-table.ts), so lists and the audit trail never carry them.
export default defineResource({
  name: 'registration-attachments',
  entity: 'RegistrationAttachment',
  table: 'registration_attachment',
  label: 'Registration attachments',
  labelSingular: 'Registration attachment',
  specId: 'blobId',
  recordRepresentation: 'fileName',
  fields: {
    registrationId: { type: 'reference', resource: 'registrations', required: true, label: 'Registration' },
    attachmentTypeId: { type: 'enum', values: ATTACHMENT_TYPES, required: true, label: 'Type' },
    fileName: { type: 'string', required: true, maxLength: 255 },
    contentType: { type: 'string', required: true, maxLength: 100, help: 'Found from the content, not from the name' },
    sizeBytes: { type: 'integer', required: true, min: 0, label: 'Size (bytes)' },
    sha256: { type: 'string', maxLength: 64, label: 'SHA-256' },
    uploadedByName: { type: 'string', maxLength: 200, help: 'The applicant, or the staff member who added it' },
    uploadedOn: { type: 'datetime', required: true },
    isRemoved: { type: 'boolean', default: false, label: 'Removed', readOnly: true },
  },
  softDelete: 'isRemoved',
  list: { columns: ['registrationId', 'attachmentTypeId', 'fileName', 'sizeBytes', 'uploadedOn'], sort: { field: 'uploadedOn', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['fileName'], alwaysOn: true },
    { field: 'registrationId', type: 'reference', alwaysOn: true },
    { field: 'attachmentTypeId', type: 'select' },
  ],
  access: REGISTRATION_ACCESS,
  audit: true,
  menu: { group: 'Workflow data', icon: 'AttachFile', hidden: true },
});
