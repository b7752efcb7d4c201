import { NAME_ONLY_LOOKUP } from './_lookup.js';
import { defineResource } from '../core/model/define.js';

// Why a course is submitted (new course, revision, adoption, reinstatement). Ids are fixed: the
// workflow and stored submissions refer to them.
export default defineResource({
  name: 'submission-types',
  entity: 'SubmissionType',
  table: 'submission_type',
  label: 'Submission types',
  labelSingular: 'Submission type',
  specId: 'submissionTypeId',
  ...NAME_ONLY_LOOKUP,
  menu: { group: 'Lookups', icon: 'Category' },
});
