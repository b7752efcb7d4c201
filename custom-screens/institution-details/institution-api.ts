// The institution details calls (spec 1 §7 courselist/institution/{id}/admin/list/{year},
// academicyear/institution/{id}; spec 2 §7 close, reopen, delete, remove) as the screens use them,
// and the screens' paths (the year travels in the path of the details and in the query string of
// the confirmation screens, so cancel returns to the same year).
import type { AcademicYearOption } from '../../core/contract/academic-years.js';
import type { CloseBody, Closed, CourseList, InstitutionAction, InstitutionActionDone, InstitutionIdBody, Reopened } from '../../core/contract/institution-details.js';
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';

export const QUERY_ROOT = 'institution-details';

export const actionPath = (action: InstitutionAction, institutionId: number, academicYearId?: number | null) =>
  `/institutions/${action}/${institutionId}${academicYearId ? `?academicYearId=${academicYearId}` : ''}`;
export const courseDetailPath = (courseId: number, academicYearId: number) => `/course/detail/${courseId}?academicYearId=${academicYearId}`;

export function institutionApi(call: SpecCall) {
  return {
    courseList: (id: number, academicYearId: number, signal?: AbortSignal) => call<CourseList>(`/api/courselist/institution/${id}/admin/list/${academicYearId}`, { method: 'GET', signal }),
    years: (id: number, signal?: AbortSignal) => call<AcademicYearOption[]>(`/api/academicyear/institution/${id}`, { method: 'GET', signal }),
    currentYear: (signal?: AbortSignal) => call<AcademicYearOption>('/api/academicyear/current', { method: 'GET', signal }),
    close: (body: CloseBody) => call<Closed>('/api/admin/institution/close', { method: 'POST', body }),
    reopen: (institutionId: number) => call<Reopened>('/api/admin/institution/reopen', { method: 'POST', body: { institutionId } satisfies InstitutionIdBody }),
    remove: (institutionId: number) => call<InstitutionActionDone>(`/api/admin/institution/remove/${institutionId}`, { method: 'POST', body: { institutionId } satisfies InstitutionIdBody }),
    delete: (institutionId: number) => call<InstitutionActionDone>(`/api/admin/institution/${institutionId}`, { method: 'DELETE' }),
  };
}
