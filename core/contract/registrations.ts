// The registration calls (spec 2 §7 "Registrations", docs/registrations.md; server/registrations/*):
// what each one takes and answers, for the server and the screens (custom-screens/registrations/registrations-api.ts).

/** The registrations screen's tabs, each a search of its own. */
export type Tab = 'submitted' | 'second' | 'completed';

/** the sorts POST /search accepts (server/registrations/search.ts) */
export const ROW_SORTS = ['institutionName', 'registrationTypeId', 'registrationStatusId', 'submittedOn', 'decidedOn'] as const;
export type RowSort = (typeof ROW_SORTS)[number];

export interface SearchRequest {
  tab: Tab;
  query: string;
  page: number;
  sort: RowSort;
  descending: boolean;
}

export interface RegistrationRow {
  registrationId: number;
  institutionName: string;
  registrationTypeId: number;
  registrationType: string;
  registrationStatusId: number;
  registrationStatus: string;
  cdsCode: string | null;
  countyName: string | null;
  submitterEmail: string;
  submittedOn: string | null;
  decidedOn: string | null;
  reviewerName: string | null;
  recommendedActionId: number | null;
}

export interface SearchAnswer {
  total: number;
  result: RegistrationRow[];
  counts: Record<Tab, number>;
}

export interface Phone {
  number: string | null;
  extension: string | null;
  isInternational: boolean;
  internationalNumber: string | null;
}
export interface Contact {
  firstName: string | null;
  lastName: string | null;
  positionId: number | null;
  email: string | null;
  phone: Phone | null;
}

export interface Attachment {
  blobId: number;
  id: number;
  registrationId: number;
  attachmentTypeId: number;
  attachmentType: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedOn: string | null;
  uploadedByName: string | null;
}

export interface SchoolEntry {
  institutionId: number;
  name: string;
  cdsCode: string | null;
  city: string | null;
}

export interface AgreementLetter {
  id: number | string;
  title: string;
  checked: boolean;
}

export interface SelfAssessmentAnswer {
  questionId: number | string;
  question: string;
  answer: 'yes' | 'no' | 'partly' | null;
  comment: string | null;
}

export interface ApprovalBlocked {
  blocked: boolean;
  messages: string[];
}

/** A section document: the JSON the applicant filled (docs/registrations.md "Section documents"). */
export type SectionDocument = Record<string, unknown>;

export interface Registration {
  registrationId: number;
  id: number;
  rowVersion: number;
  registrationTypeId: number;
  registrationType: string;
  registrationStatusId: number;
  registrationStatus: string;
  isEditable: boolean;
  isReviewComplete: boolean;
  institutionName: string;
  cdsCode: string | null;
  countyId: number | null;
  countyName: string | null;
  institutionId: number | null;
  submitterEmail: string;
  submittedOn: string | null;
  registrationCycleYear: number | null;
  lastUpdatedOn: string | null;
  decidedOn: string | null;
  notificationSentOn: string | null;
  reviewId: number | null;
  registrationReviewId: number | null;
  sectionsShown: readonly string[];
  generalInformation: SectionDocument | null;
  accreditation: SectionDocument | null;
  schoolType: SectionDocument | null;
  contactInformation: SectionDocument | null;
  onlineSelfAssessment: SectionDocument | null;
  programInformation: SectionDocument | null;
  programStructure: SectionDocument | null;
  certification: SectionDocument | null;
  programSchools: SectionDocument | null;
  attachments: Attachment[];
  lettersOfIntent: { expected: number; received: number };
  approvalBlocked: ApprovalBlocked;
}

/** A registration's first or second review (GET review/{id}'s firstReview and secondReview). */
export interface RegistrationReview {
  registrationReviewId: number | null;
  reviewId: number | null;
  registrationId: number;
  isSecondReview: boolean;
  recommendedActionId: number | null;
  decisionComment: string | null;
  internalComment: string | null;
  decision: string | null;
  decidedOn: string | null;
  startedOn: string | null;
  reviewerName: string | null;
  decidedByName: string | null;
  ruleSetVersionId: number | null;
}

/** GET {id}/review: the first review, whether approval is blocked, and the recommendations the rule set allows now (only Not approve while approval is blocked). */
export interface FirstReview extends RegistrationReview {
  approvalBlocked: ApprovalBlocked;
  allowedRecommendations: { id: number; name: string }[];
}

export interface SecondReviewAnswer {
  registration: Registration;
  firstReview: RegistrationReview;
  secondReview: RegistrationReview;
  approvalBlocked: ApprovalBlocked;
}

export type FirstAction = 'save' | 'secondreview' | 'requestupdate';
export type SecondAction = 'approve' | 'notapprove' | 'exit';

export interface ReviewBody {
  recommendedActionId: number | null;
  decisionComment: string;
  internalComment: string;
}


/** POST /search's body. */
export interface SearchBody {
  pagedDetails: { page: number; pageSize: number };
  query: string;
  queueType: 'main' | 'second';
  tab: Tab;
  /** "<sort> asc|desc" */
  sorting: string;
}

/** POST {id}/attachment/{type}'s body: the file as base64. */
export interface AttachmentBody {
  fileName: string;
  content: string;
  contentType?: string;
}

/** The review calls' body: the review's fields, the registration and the action. */
export type ReviewActionBody<A extends string> = Partial<ReviewBody> & { registrationId: number; action: A };

/** GET /api/institution/search/{school|district}: a school or district found by name or CDS code. */
export interface InstitutionHitRow {
  institutionId: number;
  name: string;
  cdsCode: string | null;
  streetCity: string | null;
}

/** A look-up list's entry (GET /api/…: positions, counties, …). */
export interface LookupOption {
  id: number;
  name: string;
}
