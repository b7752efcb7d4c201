// The accreditation calls (spec 1 §7, spec 2 §7; server/accreditation) as the screens use them, typed by
// the contract (core/contract/accreditation.ts).
import type {
  Accreditation,
  AccreditationComment,
  AccreditationFile,
  AccreditingOrganization,
  CommentBody,
  FileDecision,
  FileDecisionBody,
  PendingPage,
  PendingRequest,
} from '../../core/contract/accreditation.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';

/** Spec 1 §9: the accreditation list shows 25 a page. */
export const PENDING_PAGE_SIZE = 25;
export const PENDING_PAGE_SIZES = [25, 50, 100] as const;
export const ACCREDITATION_QUERY_ROOT = 'accreditation';


const institution = (id: number) => `/api/admin/institution/${id}`;

/** Where a file opens in the browser, or downloads. */
export const fileUrl = (institutionId: number, fileId: number, download = false) => `${institution(institutionId)}/accreditationfile/${fileId}${download ? '?download=true' : ''}`;
export const reviewPath = (institutionId: number) => `/accreditation/review/${institutionId}`;

export function accreditationApi(call: SpecCall) {
  return {
    pending: (r: PendingRequest, signal?: AbortSignal) => {
      const q = new URLSearchParams({ pageNumber: String(r.page), pageSize: String(r.pageSize), sorting: `${r.sort} ${r.descending ? 'desc' : 'asc'}` });
      if (r.filter.trim()) q.set('filter', r.filter.trim());
      if (r.accreditationStatusId !== '') q.set('accreditationStatusId', String(r.accreditationStatusId));
      if (r.accreditingOrganizationId !== '') q.set('accreditingOrganizationId', String(r.accreditingOrganizationId));
      return call<PendingPage>(`/api/admin/institution/accreditation/pending?${q}`, { method: 'GET', signal });
    },
    organizations: (signal?: AbortSignal) => call<AccreditingOrganization[]>('/api/accreditingOrganization', { method: 'GET', signal }),
    accreditation: (id: number, signal?: AbortSignal) => call<Accreditation>(`${institution(id)}/accreditation`, { method: 'GET', signal }),
    files: (id: number, signal?: AbortSignal) => call<AccreditationFile[]>(`${institution(id)}/accreditationfiles`, { method: 'GET', signal }),
    comments: (id: number, signal?: AbortSignal) => call<AccreditationComment[]>(`${institution(id)}/comments`, { method: 'GET', signal }),
    addComment: (id: number, comment: string) => call<AccreditationComment>(`${institution(id)}/comment`, { method: 'POST', body: { comment } satisfies CommentBody }),
    decide: (id: number, fileId: number, body: Omit<FileDecisionBody, 'institutionId'>) =>
      call<FileDecision>(`${institution(id)}/AccreditationFile/${fileId}`, { method: 'POST', body: { institutionId: id, ...body } satisfies FileDecisionBody }),
  };
}
