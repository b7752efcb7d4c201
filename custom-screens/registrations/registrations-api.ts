// The registration calls (spec 2 §7 "Registrations", docs/registrations.md) as the screens use them,
// typed by the contract (core/contract/registrations.ts).
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';
import type {
  Attachment,
  AttachmentBody,
  FirstAction,
  FirstReview,
  InstitutionHitRow,
  LookupOption,
  Registration,
  RegistrationRow,
  ReviewActionBody,
  ReviewBody,
  SearchAnswer,
  SearchBody,
  SearchRequest,
  SecondAction,
  SecondReviewAnswer,
  SectionDocument,
  Tab,
} from '../../core/contract/registrations.js';

export const BASE = '/api/admin/registration';
export const REGISTRATIONS_QUERY_ROOT = 'registrations';

export const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'submitted', label: 'Submitted registrations' },
  { id: 'second', label: 'Pending 2nd review' },
  { id: 'completed', label: 'Completed' },
];

/** the section names of the calls: POST /{id}/<lowercase name> */
export const sectionPath = (section: string) => section.toLowerCase();

export const attachmentUrl = (blobId: number, download = false) => `${BASE}/attachment/${blobId}${download ? '?download=true' : ''}`;

/** Where a registration opens (spec 2 §2): a re-registration in its own screen, the second review for its reviewers. */
export function registrationPath(row: Pick<RegistrationRow, 'registrationId' | 'registrationTypeId'>, secondReview: boolean): string {
  if (row.registrationTypeId === 6) return `/registration/reregister/${row.registrationId}`;
  return secondReview ? `/registration/review/${row.registrationId}` : `/registration/${row.registrationId}`;
}

export function registrationsApi(call: SpecCall) {
  return {
    search: (r: SearchRequest, queueType: 'main' | 'second', pageSize: number, signal?: AbortSignal) =>
      call<SearchAnswer>(`${BASE}/search`, {
        method: 'POST',
        signal,
        body: { pagedDetails: { page: r.page, pageSize }, query: r.query, queueType, tab: r.tab, sorting: `${r.sort} ${r.descending ? 'desc' : 'asc'}` } satisfies SearchBody,
      }),
    registration: (id: number, signal?: AbortSignal) => call<Registration>(`${BASE}/${id}`, { method: 'GET', signal }),
    firstReview: (id: number, signal?: AbortSignal) => call<FirstReview>(`${BASE}/${id}/review`, { method: 'GET', signal }),
    secondReview: (id: number, signal?: AbortSignal) => call<SecondReviewAnswer>(`${BASE}/review/${id}`, { method: 'GET', signal }),
    reregistered: (id: number, signal?: AbortSignal) => call<Record<string, unknown>>(`${BASE}/reregistered/${id}`, { method: 'GET', signal }),
    saveSection: (id: number, section: string, document: SectionDocument) => call<Registration>(`${BASE}/${id}/${sectionPath(section)}`, { method: 'POST', body: document }),
    addAttachment: (id: number, type: number, body: AttachmentBody) =>
      call<Attachment>(`${BASE}/${id}/attachment/${type}`, { method: 'POST', body }),
    removeAttachment: (id: number, blobId: number) => call<unknown>(`${BASE}/${id}/attachment/${blobId}`, { method: 'DELETE' }),
    review: (reviewId: number, registrationId: number, action: FirstAction, body: ReviewBody) =>
      call<unknown>(`${BASE}/review/${reviewId}`, { method: 'POST', body: { registrationId, action, ...body } satisfies ReviewActionBody<FirstAction> }),
    reregisterSecondReview: (reviewId: number, registrationId: number, body: ReviewBody) =>
      call<unknown>(`${BASE}/reregister/secondreview/${reviewId}`, { method: 'POST', body: { registrationId, action: 'secondreview', ...body } satisfies ReviewActionBody<'secondreview'> }),
    decide: (reviewId: number, registrationId: number, action: SecondAction, body: Omit<ReviewBody, 'recommendedActionId'>) =>
      call<unknown>(`${BASE}/approve/${reviewId}`, { method: 'POST', body: { registrationId, action, ...body } satisfies ReviewActionBody<SecondAction> }),
    decideReregistration: (id: number, registrationId: number, action: SecondAction, body: Omit<ReviewBody, 'recommendedActionId'>) =>
      call<unknown>(`${BASE}/ReRegister/Review/${id}`, { method: 'POST', body: { registrationId, action, ...body } satisfies ReviewActionBody<SecondAction> }),
    resendNotification: (id: number) => call<unknown>(`${BASE}/${id}/resendnotification`, { method: 'POST', body: {} }),
    remove: (id: number) => call<unknown>(`${BASE}/${id}/delete`, { method: 'POST', body: {} }),
    recall: (id: number) => call<unknown>(`${BASE}/${id}/recall`, { method: 'POST', body: {} }),
    searchSchools: (query: string, signal?: AbortSignal) =>
      call<InstitutionHitRow[]>(`/api/institution/search/school?query=${encodeURIComponent(query)}`, { method: 'GET', signal }),
    searchDistricts: (query: string, signal?: AbortSignal) =>
      call<InstitutionHitRow[]>(`/api/institution/search/district?query=${encodeURIComponent(query)}`, { method: 'GET', signal }),
    lookup: (path: string, signal?: AbortSignal) => call<LookupOption[]>(path, { method: 'GET', signal }),
  };
}
export type RegistrationsApi = ReturnType<typeof registrationsApi>;
