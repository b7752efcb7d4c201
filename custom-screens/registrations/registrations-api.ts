// The registration calls (spec 2 §7 "Registrations", docs/registrations.md) as the screens use them,
// typed as the contract answers them.
import type { SpecApiRequest } from '../_shared/spec-api.js';

export type Call = <T>(path: string, request: SpecApiRequest) => Promise<T>;

export const BASE = '/api/admin/registration';
export const REGISTRATIONS_QUERY_ROOT = 'registrations';

export type Tab = 'submitted' | 'second' | 'completed';
export const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'submitted', label: 'Submitted registrations' },
  { id: 'second', label: 'Pending 2nd review' },
  { id: 'completed', label: 'Completed' },
];

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
  submittedOn: string;
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
  attachmentTypeId: number;
  attachmentType: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedOn: string;
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
  rowVersion?: number;
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
  submittedOn: string;
  lastUpdatedOn: string | null;
  decidedOn: string | null;
  notificationSentOn: string | null;
  reviewId: number | null;
  registrationReviewId: number | null;
  sectionsShown: string[];
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

export interface FirstReview {
  registrationReviewId: number | null;
  reviewId?: number | null;
  registrationId: number;
  isSecondReview: boolean;
  recommendedActionId: number | null;
  decisionComment: string | null;
  internalComment: string | null;
  decision: string | null;
  decidedOn: string | null;
  reviewerName: string | null;
  approvalBlocked: ApprovalBlocked;
  /** the recommendations the rule set allows now: only Not approve while approval is blocked */
  allowedRecommendations?: { id: number; name: string }[];
}

export interface SecondReviewAnswer {
  registration: Registration;
  firstReview: FirstReview | null;
  secondReview: FirstReview | null;
  approvalBlocked: ApprovalBlocked;
}

export type FirstAction = 'save' | 'secondreview' | 'requestupdate';
export type SecondAction = 'approve' | 'notapprove' | 'exit';

export interface ReviewBody {
  recommendedActionId: number | null;
  decisionComment: string;
  internalComment: string;
}

/** the section names of the calls: POST /{id}/<lowercase name> */
export const sectionPath = (section: string) => section.toLowerCase();

export const attachmentUrl = (blobId: number, download = false) => `${BASE}/attachment/${blobId}${download ? '?download=true' : ''}`;

/** Where a registration opens (spec 2 §2): a re-registration in its own screen, the second review for its reviewers. */
export function registrationPath(row: Pick<RegistrationRow, 'registrationId' | 'registrationTypeId'>, secondReview: boolean): string {
  if (row.registrationTypeId === 6) return `/registration/reregister/${row.registrationId}`;
  return secondReview ? `/registration/review/${row.registrationId}` : `/registration/${row.registrationId}`;
}

export function registrationsApi(call: Call) {
  return {
    search: (r: SearchRequest, queueType: 'main' | 'second', pageSize: number, signal?: AbortSignal) =>
      call<SearchAnswer>(`${BASE}/search`, {
        method: 'POST',
        signal,
        body: { pagedDetails: { page: r.page, pageSize }, query: r.query, queueType, tab: r.tab, sorting: `${r.sort} ${r.descending ? 'desc' : 'asc'}` },
      }),
    registration: (id: number, signal?: AbortSignal) => call<Registration>(`${BASE}/${id}`, { method: 'GET', signal }),
    firstReview: (id: number, signal?: AbortSignal) => call<FirstReview>(`${BASE}/${id}/review`, { method: 'GET', signal }),
    secondReview: (id: number, signal?: AbortSignal) => call<SecondReviewAnswer>(`${BASE}/review/${id}`, { method: 'GET', signal }),
    reregistered: (id: number, signal?: AbortSignal) => call<Record<string, unknown>>(`${BASE}/reregistered/${id}`, { method: 'GET', signal }),
    saveSection: (id: number, section: string, document: SectionDocument) => call<Registration>(`${BASE}/${id}/${sectionPath(section)}`, { method: 'POST', body: document }),
    addAttachment: (id: number, type: number, body: { fileName: string; content: string; contentType?: string }) =>
      call<Attachment>(`${BASE}/${id}/attachment/${type}`, { method: 'POST', body }),
    removeAttachment: (id: number, blobId: number) => call<unknown>(`${BASE}/${id}/attachment/${blobId}`, { method: 'DELETE' }),
    review: (reviewId: number, registrationId: number, action: FirstAction, body: ReviewBody) =>
      call<unknown>(`${BASE}/review/${reviewId}`, { method: 'POST', body: { registrationId, action, ...body } }),
    reregisterSecondReview: (reviewId: number, registrationId: number, body: ReviewBody) =>
      call<unknown>(`${BASE}/reregister/secondreview/${reviewId}`, { method: 'POST', body: { registrationId, action: 'secondreview', ...body } }),
    decide: (reviewId: number, registrationId: number, action: SecondAction, body: Omit<ReviewBody, 'recommendedActionId'>) =>
      call<unknown>(`${BASE}/approve/${reviewId}`, { method: 'POST', body: { registrationId, action, ...body } }),
    decideReregistration: (id: number, registrationId: number, action: SecondAction, body: Omit<ReviewBody, 'recommendedActionId'>) =>
      call<unknown>(`${BASE}/ReRegister/Review/${id}`, { method: 'POST', body: { registrationId, action, ...body } }),
    resendNotification: (id: number) => call<unknown>(`${BASE}/${id}/resendnotification`, { method: 'POST', body: {} }),
    remove: (id: number) => call<unknown>(`${BASE}/${id}/delete`, { method: 'POST', body: {} }),
    recall: (id: number) => call<unknown>(`${BASE}/${id}/recall`, { method: 'POST', body: {} }),
    searchSchools: (query: string, signal?: AbortSignal) =>
      call<{ institutionId: number; name: string; cdsCode: string | null; streetCity: string | null }[]>(`/api/institution/search/school?query=${encodeURIComponent(query)}`, { method: 'GET', signal }),
    searchDistricts: (query: string, signal?: AbortSignal) =>
      call<{ institutionId: number; name: string; cdsCode: string | null; streetCity: string | null }[]>(`/api/institution/search/district?query=${encodeURIComponent(query)}`, { method: 'GET', signal }),
    lookup: (path: string, signal?: AbortSignal) => call<{ id: number; name: string }[]>(path, { method: 'GET', signal }),
  };
}
export type RegistrationsApi = ReturnType<typeof registrationsApi>;
