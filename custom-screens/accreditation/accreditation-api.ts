// The accreditation calls (spec 1 §7, spec 2 §7; server/accreditation) as the screens use them.
import type { Wire } from '../../server/http/wire-type.js';
import type { PendingRow as ServerPendingRow, PendingSort } from '../../server/accreditation/pending.js';
import type { AccreditationJson } from '../../server/accreditation/accreditation.js';
import type { FileJson } from '../../server/accreditation/files.js';
import type { CommentJson } from '../../server/accreditation/comments.js';
import type { SpecApiRequest } from '../_shared/spec-api.js';

export type PendingRow = Wire<ServerPendingRow>;
export type Accreditation = Wire<AccreditationJson>;
export type AccreditationFile = Wire<FileJson>;
export type AccreditationComment = Wire<CommentJson>;
export type { PendingSort };

/** Spec 1 §9: the accreditation list shows 25 a page. */
export const PENDING_PAGE_SIZE = 25;
export const PENDING_PAGE_SIZES = [25, 50, 100] as const;
export const ACCREDITATION_QUERY_ROOT = 'accreditation';

export interface PendingRequest {
  filter: string;
  accreditationStatusId: number | '';
  accreditingOrganizationId: number | '';
  page: number;
  pageSize: number;
  sort: PendingSort;
  descending: boolean;
}

type Call = <T>(path: string, request: SpecApiRequest) => Promise<T>;

const institution = (id: number) => `/api/admin/institution/${id}`;

/** Where a file opens in the browser, or downloads. */
export const fileUrl = (institutionId: number, fileId: number, download = false) => `${institution(institutionId)}/accreditationfile/${fileId}${download ? '?download=true' : ''}`;
export const reviewPath = (institutionId: number) => `/accreditation/review/${institutionId}`;

export function accreditationApi(call: Call) {
  return {
    pending: (r: PendingRequest, signal?: AbortSignal) => {
      const q = new URLSearchParams({ pageNumber: String(r.page), pageSize: String(r.pageSize), sorting: `${r.sort} ${r.descending ? 'desc' : 'asc'}` });
      if (r.filter.trim()) q.set('filter', r.filter.trim());
      if (r.accreditationStatusId !== '') q.set('accreditationStatusId', String(r.accreditationStatusId));
      if (r.accreditingOrganizationId !== '') q.set('accreditingOrganizationId', String(r.accreditingOrganizationId));
      return call<{ total: number; result: PendingRow[] }>(`/api/admin/institution/accreditation/pending?${q}`, { method: 'GET', signal });
    },
    organizations: (signal?: AbortSignal) => call<{ id: number; name: string; abbreviation: string | null }[]>('/api/accreditingOrganization', { method: 'GET', signal }),
    accreditation: (id: number, signal?: AbortSignal) => call<Accreditation>(`${institution(id)}/accreditation`, { method: 'GET', signal }),
    files: (id: number, signal?: AbortSignal) => call<AccreditationFile[]>(`${institution(id)}/accreditationfiles`, { method: 'GET', signal }),
    comments: (id: number, signal?: AbortSignal) => call<AccreditationComment[]>(`${institution(id)}/comments`, { method: 'GET', signal }),
    addComment: (id: number, comment: string) => call<AccreditationComment>(`${institution(id)}/comment`, { method: 'POST', body: { comment } }),
    decide: (id: number, fileId: number, body: { statusId: 2 | 3; accreditationExpirationDate?: string; accreditationExplanation?: string; comment?: string }) =>
      call<{ file: AccreditationFile; accreditation: Accreditation }>(`${institution(id)}/AccreditationFile/${fileId}`, { method: 'POST', body: { institutionId: id, ...body } }),
  };
}
