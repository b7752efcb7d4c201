// The institution details calls (spec 1 §7 courselist/institution/{id}/admin/list/{year},
// academicyear/institution/{id}; spec 2 §7 close, reopen, delete, remove) as the screens use them,
// and the screens' paths (the year travels in the path of the details and in the query string of
// the confirmation screens, so cancel returns to the same year).
import type { Wire } from '../../server/http/wire-type.js';
import type { courseListOf } from '../../server/institutions/admin/course-list.js';
import type { SpecApiRequest } from '../_shared/spec-api.js';

export type CourseList = Wire<Awaited<ReturnType<typeof courseListOf>>>;
export type ListedCourse = CourseList['courses'][number];
export type InstitutionFacts = CourseList['institution'];
export type InstitutionAction = 'close' | 'reopen' | 'delete' | 'remove';

interface Done {
  institutionId: number;
  name: string;
  message: string;
}

type Call = <T>(path: string, request: SpecApiRequest) => Promise<T>;

export const QUERY_ROOT = 'institution-details';

export const detailsPath = (institutionId: number, academicYearId?: number | null) => `/institutions/details/${institutionId}${academicYearId ? `/${academicYearId}` : ''}`;
export const actionPath = (action: InstitutionAction, institutionId: number, academicYearId?: number | null) =>
  `/institutions/${action}/${institutionId}${academicYearId ? `?academicYearId=${academicYearId}` : ''}`;
export const courseDetailPath = (courseId: number, academicYearId: number) => `/course/detail/${courseId}?academicYearId=${academicYearId}`;

export function institutionApi(call: Call) {
  return {
    courseList: (id: number, academicYearId: number, signal?: AbortSignal) => call<CourseList>(`/api/courselist/institution/${id}/admin/list/${academicYearId}`, { method: 'GET', signal }),
    years: (id: number, signal?: AbortSignal) => call<{ id: number; name: string }[]>(`/api/academicyear/institution/${id}`, { method: 'GET', signal }),
    currentYear: (signal?: AbortSignal) => call<{ id: number; name: string }>('/api/academicyear/current', { method: 'GET', signal }),
    close: (body: { institutionId: number; yearClosedId: number; removeAdoptedCourses: boolean }) => call<Done & { archivedOfferings: number; removedOfferings: number }>('/api/admin/institution/close', { method: 'POST', body }),
    reopen: (institutionId: number) => call<Done & { activatedOfferings: number }>('/api/admin/institution/reopen', { method: 'POST', body: { institutionId } }),
    remove: (institutionId: number) => call<Done>(`/api/admin/institution/remove/${institutionId}`, { method: 'POST', body: { institutionId } }),
    delete: (institutionId: number) => call<Done>(`/api/admin/institution/${institutionId}`, { method: 'DELETE' }),
  };
}
