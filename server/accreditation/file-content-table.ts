// The bytes of each accreditation file, one row per file (bytea), apart from the file's record
// (resources/accreditation-files.ts) so that lists and the audit trail never carry them. The model
// has no binary field type; this platform table is declared here so the schema check and the
// migrations know it, and its foreign key removes the bytes with their file.
import { EntitySchema } from '@mikro-orm/core';
import accreditationFiles from '../../resources/accreditation-files.js';

export class AccreditationFileContent {
  file!: number;
  content!: Buffer;
}

export const ACCREDITATION_FILE_CONTENT_ENTITY = 'AccreditationFileContent';

export const AccreditationFileContentSchema = new EntitySchema<AccreditationFileContent>({
  class: AccreditationFileContent,
  name: ACCREDITATION_FILE_CONTENT_ENTITY,
  tableName: 'accreditation_file_content',
  properties: {
    file: { kind: '1:1', entity: accreditationFiles.entity, primary: true, owner: true, mapToPk: true, deleteRule: 'cascade', fieldName: 'accreditation_file_id' },
    content: { type: 'blob', columnType: 'bytea', lazy: true },
  },
});
