// The self-reported calls (spec 1 §7 "Self-reported"; server/course-audits) as the screens use them, typed by the
// contract (core/contract/self-reported.ts).
import type { AcademicYearOption } from '../../core/contract/academic-years.js';
import type {
  AuditResponseAnswer,
  AuditResponseBody,
  CourseAuditJson,
  PublisherCoursesAnswer,
  PublisherOption,
  RemoveAnswer,
  RemoveBody,
  SelectBody,
  SummaryAnswer,
  SummaryRequest,
} from '../../core/contract/self-reported.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';

export const SELF_REPORTED_QUERY_ROOT = 'self-reported';
export const SUMMARY_PAGE_SIZES = [10, 25, 50] as const;
export const PUBLISHER_PAGE_SIZES = [20, 50, 100] as const;


export const publisherPath = (institutionId: number, academicYearId?: number) => `/courses/self-reported/publisher/${institutionId}${academicYearId ? `?academicYearId=${academicYearId}` : ''}`;

export function selfReportedApi(call: SpecCall) {
  return {
    summary: (r: SummaryRequest, signal?: AbortSignal) => {
      const q = new URLSearchParams({ page: String(r.page), size: String(r.size), sorting: `${r.sort} ${r.descending ? 'desc' : 'asc'}`, includeClosedPublishers: String(r.includeClosedPublishers) });
      if (r.institutionId !== null) q.set('institutionId', String(r.institutionId));
      if (r.academicYearId !== '') q.set('academicYearId', String(r.academicYearId));
      return call<SummaryAnswer>(`/api/Admin/SelfReported/Summary?${q}`, { method: 'GET', signal });
    },
    publisher: (institutionId: number, yearId: number, page: number, size: number, signal?: AbortSignal) =>
      call<PublisherCoursesAnswer>(`/api/Admin/SelfReported/Publisher/${institutionId}/${yearId}/?page=${page}&size=${size}`, { method: 'GET', signal }),
    publishers: (includeClosed: boolean, signal?: AbortSignal) => call<PublisherOption[]>(`/api/admin/institution/publisher/search/?includeClosed=${includeClosed}`, { method: 'GET', signal }),
    years: (signal?: AbortSignal) => call<AcademicYearOption[]>('/api/academicyear', { method: 'GET', signal }),
    currentYear: (signal?: AbortSignal) => call<AcademicYearOption>('/api/academicyear/current', { method: 'GET', signal }),
    select: (courseId: number, body: SelectBody) => call<CourseAuditJson>(`/api/Admin/SelfReported/Audit/${courseId}/`, { method: 'POST', body }),
    remove: (body: RemoveBody) => call<RemoveAnswer>('/api/Admin/SelfReported/Audit/Remove/', { method: 'POST', body }),
    respond: (body: AuditResponseBody) =>
      call<AuditResponseAnswer>('/api/Admin/SelfReported/Audit/AuditCancelResponse/', { method: 'POST', body }),
  };
}
