import { defineResource } from '../core/model/define.js';
import { ACCREDITATION_ACCESS, ACCREDITATION_FILE_STATUSES } from './_accreditation.js';
import { ACCREDITATION_WORKFLOW, FILE_UPLOAD_WORKFLOW } from './_workflows.js';

// An accreditation file of an institution (spec 2 §3 lastAccreditationFile, §4): uploaded pending,
// then accepted with a new expiration date or not accepted with a comment. The bytes live in their
// own table (server/accreditation/file-content-table.ts), so lists never read them.
export default defineResource({
  name: 'accreditation-files',
  entity: 'AccreditationFile',
  table: 'accreditation_file',
  label: 'Accreditation files',
  labelSingular: 'Accreditation file',
  recordRepresentation: 'fileName',
  fields: {
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'Institution' },
    fileName: { type: 'string', required: true, maxLength: 255, ownedBy: FILE_UPLOAD_WORKFLOW },
    contentType: { type: 'string', required: true, maxLength: 100, help: 'Found from the content, not from the name', ownedBy: FILE_UPLOAD_WORKFLOW },
    sizeBytes: { type: 'integer', required: true, min: 0, label: 'Size (bytes)', ownedBy: FILE_UPLOAD_WORKFLOW },
    sha256: { type: 'string', maxLength: 64, label: 'SHA-256', ownedBy: FILE_UPLOAD_WORKFLOW },
    statusId: { type: 'enum', values: ACCREDITATION_FILE_STATUSES, required: true, default: 1, label: 'Status', index: true, ownedBy: ACCREDITATION_WORKFLOW },
    uploadedById: { type: 'reference', resource: 'users', label: 'Uploaded by', ownedBy: FILE_UPLOAD_WORKFLOW },
    uploadedByName: { type: 'string', maxLength: 200, help: 'Who sent it, also when an institution user uploaded it', ownedBy: FILE_UPLOAD_WORKFLOW },
    uploadedOn: { type: 'datetime', required: true, index: true, ownedBy: FILE_UPLOAD_WORKFLOW },
    newExpirationDate: { type: 'date', help: 'Set when the file is accepted', ownedBy: ACCREDITATION_WORKFLOW },
    decisionComment: { type: 'text', help: 'Why the file was not accepted', ownedBy: ACCREDITATION_WORKFLOW },
    decidedById: { type: 'reference', resource: 'users', label: 'Decided by', ownedBy: ACCREDITATION_WORKFLOW },
    decidedOn: { type: 'datetime', ownedBy: ACCREDITATION_WORKFLOW },
    explanation: { type: 'json', help: 'The accreditation rule evaluation stored with the decision', ownedBy: ACCREDITATION_WORKFLOW },
  },
  list: {
    columns: ['institutionId', 'fileName', 'contentType', 'sizeBytes', 'statusId', 'uploadedOn', 'decidedOn'],
    sort: { field: 'uploadedOn', order: 'DESC' },
    perPage: 25,
  },
  filters: [
    { field: 'q', type: 'q', fields: ['fileName'], alwaysOn: true },
    { field: 'institutionId', type: 'reference', alwaysOn: true },
    { field: 'statusId', type: 'select', alwaysOn: true },
    { field: 'uploadedOn', type: 'dateRange' },
  ],
  access: ACCREDITATION_ACCESS,
  audit: true,
  menu: { group: 'Institutions', icon: 'AttachFile', hidden: true },
});
