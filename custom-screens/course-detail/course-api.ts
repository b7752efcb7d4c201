// The course detail's server calls (docs/courses-and-review.md "Course detail calls"), typed by the
// contract (core/contract/course-detail.ts). Every write on a course year answers with the detail, so
// the screen redraws from what was stored.
import type { SpecCall } from '../../admin-ui/kit/spec-call.js';
import type {
  ActivateBody,
  ActivationPermissionBody,
  AddedCourseTag,
  ArchiveBody,
  ChangeHistory,
  CopyTargetYears,
  CopyToBody,
  CourseDetail,
  CourseEvent,
  CourseMaterial,
  CourseMaterials,
  CourseRubric,
  CreateCourseBody,
  DescriptionBody,
  InternalNote,
  ListAdoptBody,
  ListCopyBody,
  ListCopyResult,
  NoteBody,
  Offering,
  OfferingBody,
  TagChoice,
} from '../../core/contract/course-detail.js';
import type { AcademicYearOption } from '../../core/contract/academic-years.js';

const C = '/api/admin/course';

export const courseApi = (call: SpecCall) => ({
  detail: (courseId: number, academicYearId: number | undefined, signal?: AbortSignal) =>
    call<CourseDetail>(academicYearId ? `${C}/detail/${courseId}/${academicYearId}` : `${C}/detail/${courseId}`, { method: 'GET', signal }),
  history: (courseId: number, signal?: AbortSignal) => call<CourseEvent[]>(`${C}/history/${courseId}`, { method: 'GET', signal }),
  changeHistory: (courseId: number, signal?: AbortSignal) => call<ChangeHistory>(`${C}/changeHistory/${courseId}`, { method: 'GET', signal }),
  setRubric: (courseId: number, rubricId: number) => call<CourseRubric>(`${C}/${courseId}/rubric/${rubricId}`, { method: 'POST' }),
  addSchool: (d: CourseDetail, body: OfferingBody) => call<CourseDetail>(`${C}/addschool/${d.courseId}/${d.academicYearId}`, { method: 'POST', body }),
  updateSchool: (d: CourseDetail, body: OfferingBody) => call<CourseDetail>(`${C}/updateschool/${d.courseId}/${d.academicYearId}`, { method: 'POST', body }),
  updateBasicInfo: (d: CourseDetail, body: Record<string, unknown>) => call<CourseDetail>(`${C}/updatebasicinfo/${d.courseId}/${d.academicYearId}`, { method: 'POST', body }),
  updateDescription: (d: CourseDetail, body: DescriptionBody) =>
    call<CourseDetail>(`${C}/updatedescription/${d.courseId}/${d.academicYearId}`, { method: 'POST', body }),
  saveMaterial: (d: CourseDetail, suffix: string, body: unknown) => call<CourseMaterial>(`${C}/coursematerial/${d.courseId}/${d.academicYearId}/${suffix}`, { method: 'POST', body }),
  removeMaterial: (d: CourseDetail, id: number) => call<CourseMaterials>(`${C}/coursematerial/${d.courseId}/${d.academicYearId}/${id}`, { method: 'DELETE' }),
  archive: (body: ArchiveBody) =>
    call<CourseDetail>(`${C}/archive`, { method: 'POST', body }),
  setActivationPermission: (o: Offering, body: Omit<ActivationPermissionBody, 'rowVersion'>) =>
    call<Offering>(`${C}/reasonToNotAllowActivation/${o.courseOfferingId}`, { method: 'PUT', body: { ...body, rowVersion: o.rowVersion } satisfies ActivationPermissionBody }),
  activate: (body: ActivateBody) => call<CourseDetail>(`${C}/activate`, { method: 'POST', body }),
  copyToYears: (d: CourseDetail, yearIds: number[]) => call<CourseDetail>(`${C}/copy/${d.courseId}/${d.academicYearId}`, { method: 'POST', body: yearIds }),
  copyTargetYears: (d: CourseDetail, toInstitutionId: number, copyAsAdoption: boolean, signal?: AbortSignal) =>
    call<CopyTargetYears>(`${C}/copyto/years/${d.courseId}/${d.academicYearId}/${toInstitutionId}?copyAsAdoption=${copyAsAdoption}`, { method: 'GET', signal }),
  copyTo: (body: CopyToBody) =>
    call<CourseDetail>(`${C}/copyto`, { method: 'POST', body }),
  /** the academic year of today (GET academicyear/current), the create modal's first choice */
  currentAcademicYear: (signal?: AbortSignal) => call<AcademicYearOption>('/api/academicyear/current', { method: 'GET', signal }),
  create: (institutionId: number, academicYearId: number, title: string) => call<CourseDetail>(`${C}/create/${institutionId}/${academicYearId}`, { method: 'POST', body: { title } satisfies CreateCourseBody }),
  copyList: (body: ListCopyBody) => call<ListCopyResult>(`${C}/list/copy`, { method: 'POST', body }),
  adoptList: (body: ListAdoptBody) => call<ListCopyResult>('/api/admin/Course/List/CopyAsAdoption', { method: 'POST', body }),
  tagChoices: (courseId: number, signal?: AbortSignal) => call<TagChoice[]>(`${C}/${courseId}/tag`, { method: 'GET', signal }),
  addTag: (courseId: number, tagId: number) => call<AddedCourseTag>(`${C}/${courseId}/tag/${tagId}`, { method: 'POST' }),
  removeTag: (courseId: number, courseTagId: number) => call<TagChoice[]>(`${C}/${courseId}/tag/${courseTagId}`, { method: 'DELETE' }),
  addNote: (courseId: number, note: string) => call<InternalNote[]>(`${C}/${courseId}/note`, { method: 'POST', body: { note } satisfies NoteBody }),
});

export type CourseApi = ReturnType<typeof courseApi>;
