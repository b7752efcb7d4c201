// The search document fields of a course year never submitted, with no offering, tag or grade:
// the tests spread it and name only what their course year has.
import type { SearchDocument } from '../../../../core/contract/course-search.js';

export const NOT_SUBMITTED = {
  offeringInstitutions: [],
  transcriptAbbreviations: [],
  transcriptCodes: [],
  statusGroup: 'notSubmitted',
  courseSubmissionId: null,
  submissionStatus: null,
  submissionTypeId: null,
  submittedOn: null,
  assignedAnalystId: null,
  analystIds: [],
  isSecondReview: false,
  rubricId: null,
  tagIds: [],
  auditType: null,
  isSelfReported: false,
  honorsTypeId: null,
  grades: [],
  cteIndustryId: null,
  languageIds: [],
  isMathCategory4: false,
} satisfies Partial<SearchDocument>;
