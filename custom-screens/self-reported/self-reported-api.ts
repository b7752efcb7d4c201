// The self-reported calls (spec 1 §7 "Self-reported"; server/course-audits) as the screens use them.
import type { Wire } from '../../server/http/wire-type.js';
import type { SummaryAnswer, SummarySort } from '../../server/course-audits/summary.js';
import type { PublisherCoursesAnswer } from '../../server/course-audits/publisher-courses.js';
import type { CourseAuditJson } from '../../server/course-audits/audit-json.js';
import type { RemoveAnswer } from '../../server/course-audits/remove.js';
import type { PublisherOption } from '../../server/course-audits/publisher-search.js';
import type { AuditCancelResponse, AuditRemovalScope } from '../../resources/_course-audits.js';
import type { SpecApiRequest } from '../_shared/spec-api.js';

export type Summary = Wire<SummaryAnswer>;
export type PublisherCourses = Wire<PublisherCoursesAnswer>;
export type PublisherCourse = PublisherCourses['result'][number];
export type CourseAudit = Wire<CourseAuditJson>;
export type Publisher = Wire<PublisherOption>;
export type { SummarySort };

export const SELF_REPORTED_QUERY_ROOT = 'self-reported';
export const SUMMARY_PAGE_SIZES = [10, 25, 50] as const;
export const PUBLISHER_PAGE_SIZES = [20, 50, 100] as const;

export interface SummaryRequest {
  institutionId: number | null;
  /** '' : the current academic year */
  academicYearId: number | '';
  includeClosedPublishers: boolean;
  page: number;
  size: number;
  sort: SummarySort;
  descending: boolean;
}

type Call = <T>(path: string, request: SpecApiRequest) => Promise<T>;

export const publisherPath = (institutionId: number, academicYearId?: number) => `/courses/self-reported/publisher/${institutionId}${academicYearId ? `?academicYearId=${academicYearId}` : ''}`;

export function selfReportedApi(call: Call) {
  return {
    summary: (r: SummaryRequest, signal?: AbortSignal) => {
      const q = new URLSearchParams({ page: String(r.page), size: String(r.size), sorting: `${r.sort} ${r.descending ? 'desc' : 'asc'}`, includeClosedPublishers: String(r.includeClosedPublishers) });
      if (r.institutionId !== null) q.set('institutionId', String(r.institutionId));
      if (r.academicYearId !== '') q.set('academicYearId', String(r.academicYearId));
      return call<Summary>(`/api/Admin/SelfReported/Summary?${q}`, { method: 'GET', signal });
    },
    publisher: (institutionId: number, yearId: number, page: number, size: number, signal?: AbortSignal) =>
      call<PublisherCourses>(`/api/Admin/SelfReported/Publisher/${institutionId}/${yearId}/?page=${page}&size=${size}`, { method: 'GET', signal }),
    publishers: (includeClosed: boolean, signal?: AbortSignal) => call<Publisher[]>(`/api/admin/institution/publisher/search/?includeClosed=${includeClosed}`, { method: 'GET', signal }),
    years: (signal?: AbortSignal) => call<{ id: number; name: string }[]>('/api/academicyear', { method: 'GET', signal }),
    currentYear: (signal?: AbortSignal) => call<{ id: number; name: string }>('/api/academicyear/current', { method: 'GET', signal }),
    select: (courseId: number, body: { academicYearId: number; title: string }) => call<CourseAudit>(`/api/Admin/SelfReported/Audit/${courseId}/`, { method: 'POST', body }),
    remove: (body: { courseId: number; scope: AuditRemovalScope; academicYearId: number }) => call<Wire<RemoveAnswer>>('/api/Admin/SelfReported/Audit/Remove/', { method: 'POST', body }),
    respond: (body: { courseId: number; response: AuditCancelResponse; reason: string; academicYearId: number }) =>
      call<{ message: string; courseAudit: CourseAudit }>('/api/Admin/SelfReported/Audit/AuditCancelResponse/', { method: 'POST', body }),
  };
}
