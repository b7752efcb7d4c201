import { defineResource } from '../core/model/define.js';
import { ACCREDITATION_ACCESS } from './_accreditation.js';

// Comments on an institution's accreditation (spec 2 §7 GET/POST comments, comment): staff notes,
// and the comment a not-accepted file carries (accreditationFileId). A blank comment is refused.
export default defineResource({
  name: 'accreditation-comments',
  entity: 'AccreditationComment',
  table: 'accreditation_comment',
  label: 'Accreditation comments',
  labelSingular: 'Accreditation comment',
  recordRepresentation: 'comment',
  fields: {
    institutionId: { type: 'reference', resource: 'institutions', required: true, label: 'Institution' },
    accreditationFileId: { type: 'reference', resource: 'accreditation-files', label: 'File', help: 'The file a not-accepted decision was about' },
    comment: { type: 'text', required: true },
    createdById: { type: 'reference', resource: 'users', label: 'Written by' },
    createdByName: { type: 'string', maxLength: 200, label: 'Author' },
    createdOn: { type: 'datetime', required: true },
  },
  list: { columns: ['institutionId', 'comment', 'createdByName', 'createdOn'], sort: { field: 'createdOn', order: 'DESC' }, perPage: 25 },
  filters: [
    { field: 'q', type: 'q', fields: ['comment'], alwaysOn: true },
    { field: 'institutionId', type: 'reference', alwaysOn: true },
    { field: 'createdOn', type: 'dateRange' },
  ],
  access: ACCREDITATION_ACCESS,
  audit: true,
  menu: { group: 'Institutions', icon: 'Comment', hidden: true },
});
