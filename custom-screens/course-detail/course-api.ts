// The course detail's server calls (docs/courses-and-review.md "Course detail calls") and their
// shapes as the screen reads them. Every write on a course year answers with the detail, so the
// screen redraws from what was stored.
import type { SpecApiRequest } from '../_shared/spec-api.js';

export interface TranscriptCode {
  abbreviation: string | null;
  code: string | null;
  isDeleted?: boolean;
}

export interface Offering {
  courseOfferingId: number;
  rowVersion: unknown;
  institutionId: number;
  institutionName: string | null;
  academicYearId: number;
  isClassroomBased: boolean;
  isOnline: boolean;
  transcriptCodes: TranscriptCode[];
  isArchived: boolean;
  courseOfferingArchivedTypeId: number | null;
  allowActivation: boolean | null;
  reasonToNotAllowActivation: string | null;
  ucciAuthorizationNumber: string | null;
}

export interface DisciplineEntry {
  courseDisciplineId?: number | null;
  subjectAreaId: number | null;
  disciplineId: number | null;
  languageId: number | null;
  otherLanguage: string | null;
}

export interface BasicInfo {
  title: string;
  isCte: boolean;
  cteIndustryId: number | null;
  ctePathwayId: number | null;
  honorsTypeId: number | null;
  courseLengthId: number | null;
  isGrade9: boolean;
  isGrade10: boolean;
  isGrade11: boolean;
  isGrade12: boolean;
  requiresWetLabActivity: boolean;
  IsMathCategory4: boolean;
  disciplines: DisciplineEntry[];
  courseOfferings: Offering[];
  districtAssociatedSchools: Offering[];
}

export interface Requisite {
  value: string;
  isRequired: boolean;
}

export interface Unit {
  title: string;
  description: string;
}

export interface Description {
  prerequisites: Requisite[];
  corequisites: Requisite[];
  units: Unit[];
  courseDescription: string | null;
}

export interface CourseMaterial {
  id: number;
  courseMaterialId: number;
  rowVersion: unknown;
  type: string | null;
  materialTypeId: number;
  title: string;
  author: string | null;
  publisher: string | null;
  edition: string | null;
  publicationDate: string | null;
  isbn: string | null;
  url: string | null;
  details: string | null;
  isPrimary: boolean;
  readInEntirety: boolean;
}

export interface YearChoice {
  academicYearId: number;
  name: string;
  disabled: boolean;
  reasons: string[];
}

export interface CourseTagLink {
  courseTagId: number;
  tagId: number;
  name: string | null;
  isDeprecated: boolean;
  isDeleted: boolean;
}

export interface InternalNote {
  courseSubmissionReviewNoteId: number;
  note: string;
  courseSubmissionId: number | null;
  userName: string | null;
  createdOn: string | null;
}

export interface CourseDetail {
  courseId: number;
  recordId: string;
  academicYearId: number;
  courseYearId: number;
  rowVersion: unknown;
  academicYears: { academicYearId: number; name: string | null }[];
  institution: { id: number; name: string; institutionTypeId: number; programTypeId: number | null; isProgram: boolean; isDistrict: boolean };
  isDistrictCourse: boolean;
  isDistrictVersionOfCourse: boolean;
  isAdopted: boolean;
  parentCourseId: number | null;
  adoptedFromCourseId: number | null;
  archivedType: { courseOfferingId: number; courseOfferingArchivedTypeId: number | null; allowActivation: boolean | null; reasonToNotAllowActivation: string | null } | null;
  rubric: { rubricId: number | null; name: string | null; value: number | null };
  tags: CourseTagLink[];
  internalNotes: InternalNote[];
  onlinePublisherName: string | null;
  courseSubmissionId: number | null;
  isInCatalogue: boolean;
  basicInfo: BasicInfo;
  description: Description;
  materials: { courseMaterials: CourseMaterial[] };
  formQuestions: { shown: string[]; ruleSetVersion: number };
  copyYears: YearChoice[];
}

export interface CourseEvent {
  courseEventId: number;
  action: string;
  academicYearId: number | null;
  academicYear: string | null;
  courseSubmissionId: number | null;
  analystName: string | null;
  isSecondReview: boolean;
  actionDate: string;
}

export interface ChangeEntry {
  id: number;
  entity: string;
  entityId: string;
  auditType: string;
  userName: string;
  createdAt: string;
  changes: { field: string; oldValue?: unknown; newValue?: unknown }[] | null;
}

/** GET copyto/years: the years of a copy to another institution, for the school chosen. */
export interface CopyTargetYears {
  toInstitutionId: number;
  toInstitutionName: string;
  copyAsAdoption: boolean;
  /** the school's adoption an adoption copy adds its years to; null: the copy is a new course */
  adoptionCourseId: number | null;
  years: YearChoice[];
}

export interface TagChoice {
  tagId: number;
  name: string;
  selected: boolean;
  courseTagId: number | null;
  deleted: boolean;
  deprecated: boolean;
}

export interface OfferingBody {
  institutionId?: number;
  courseOfferingId?: number;
  rowVersion?: unknown;
  isClassroomBased: boolean;
  isOnline: boolean;
  transcriptCodes: TranscriptCode[];
}

export interface FormEvaluation {
  outcome: { shown: string[]; cleared: string[]; refusals: { field?: string; message: string }[] };
}

/** list/copy and List/CopyAsAdoption: what was copied, and what was not with why. */
export interface ListCopyResult {
  copied: { courseId: number; academicYearId: number; newCourseId?: number; title: string }[];
  skipped: { courseId: number; title: string | null; reasons: string[] }[];
}

export interface ListCopyBody {
  institutionId: number;
  fromAcademicYearId: number;
  toAcademicYearId: number;
}

type Call = <T>(path: string, request: SpecApiRequest) => Promise<T>;

const C = '/api/admin/course';

export const courseApi = (call: Call) => ({
  detail: (courseId: number, academicYearId: number | undefined, signal?: AbortSignal) =>
    call<CourseDetail>(academicYearId ? `${C}/detail/${courseId}/${academicYearId}` : `${C}/detail/${courseId}`, { method: 'GET', signal }),
  history: (courseId: number, signal?: AbortSignal) => call<CourseEvent[]>(`${C}/history/${courseId}`, { method: 'GET', signal }),
  changeHistory: (courseId: number, signal?: AbortSignal) => call<{ entries: ChangeEntry[] }>(`${C}/changeHistory/${courseId}`, { method: 'GET', signal }),
  setRubric: (courseId: number, rubricId: number) => call<{ courseId: number; rubric: CourseDetail['rubric'] }>(`${C}/${courseId}/rubric/${rubricId}`, { method: 'POST' }),
  addSchool: (d: CourseDetail, body: OfferingBody) => call<CourseDetail>(`${C}/addschool/${d.courseId}/${d.academicYearId}`, { method: 'POST', body }),
  updateSchool: (d: CourseDetail, body: OfferingBody) => call<CourseDetail>(`${C}/updateschool/${d.courseId}/${d.academicYearId}`, { method: 'POST', body }),
  updateBasicInfo: (d: CourseDetail, body: Record<string, unknown>) => call<CourseDetail>(`${C}/updatebasicinfo/${d.courseId}/${d.academicYearId}`, { method: 'POST', body }),
  updateDescription: (d: CourseDetail, body: Description & { rowVersion: unknown }) =>
    call<CourseDetail>(`${C}/updatedescription/${d.courseId}/${d.academicYearId}`, { method: 'POST', body }),
  saveMaterial: (d: CourseDetail, suffix: string, body: unknown) => call<CourseMaterial>(`${C}/coursematerial/${d.courseId}/${d.academicYearId}/${suffix}`, { method: 'POST', body }),
  removeMaterial: (d: CourseDetail, id: number) => call<{ courseMaterials: CourseMaterial[] }>(`${C}/coursematerial/${d.courseId}/${d.academicYearId}/${id}`, { method: 'DELETE' }),
  archive: (body: { courseId: number; institutionId: number; academicYearId: number; allowActivation: boolean; reasonToNotAllowActivation: string | null }) =>
    call<CourseDetail>(`${C}/archive`, { method: 'POST', body }),
  setActivationPermission: (o: Offering, body: { allowActivation: boolean; reasonToNotAllowActivation: string | null }) =>
    call<Offering>(`${C}/reasonToNotAllowActivation/${o.courseOfferingId}`, { method: 'PUT', body: { ...body, rowVersion: o.rowVersion } }),
  activate: (body: { courseId: number; courseOfferingId: number; ucciAuthorizationNumber: string | null }) => call<CourseDetail>(`${C}/activate`, { method: 'POST', body }),
  copyToYears: (d: CourseDetail, yearIds: number[]) => call<CourseDetail>(`${C}/copy/${d.courseId}/${d.academicYearId}`, { method: 'POST', body: yearIds }),
  copyTargetYears: (d: CourseDetail, toInstitutionId: number, copyAsAdoption: boolean, signal?: AbortSignal) =>
    call<CopyTargetYears>(`${C}/copyto/years/${d.courseId}/${d.academicYearId}/${toInstitutionId}?copyAsAdoption=${copyAsAdoption}`, { method: 'GET', signal }),
  copyTo: (body: { courseId: number; copyAsAdoption: boolean; academicYearId: number; toInstitutionId: number; toAcademicYears: number[] }) =>
    call<CourseDetail>(`${C}/copyto`, { method: 'POST', body }),
  /** the academic year of today (GET academicyear/current), the create modal's first choice */
  currentAcademicYear: (signal?: AbortSignal) => call<{ id: number; name: string }>('/api/academicyear/current', { method: 'GET', signal }),
  create: (institutionId: number, academicYearId: number, title: string) => call<CourseDetail>(`${C}/create/${institutionId}/${academicYearId}`, { method: 'POST', body: { title } }),
  copyList: (body: ListCopyBody) => call<ListCopyResult>(`${C}/list/copy`, { method: 'POST', body }),
  adoptList: (body: ListCopyBody & { toInstitutionId: number }) => call<ListCopyResult>('/api/admin/Course/List/CopyAsAdoption', { method: 'POST', body }),
  tagChoices: (courseId: number, signal?: AbortSignal) => call<TagChoice[]>(`${C}/${courseId}/tag`, { method: 'GET', signal }),
  addTag: (courseId: number, tagId: number) => call<{ courseTagId: number }>(`${C}/${courseId}/tag/${tagId}`, { method: 'POST' }),
  removeTag: (courseId: number, courseTagId: number) => call<TagChoice[]>(`${C}/${courseId}/tag/${courseTagId}`, { method: 'DELETE' }),
  addNote: (courseId: number, note: string) => call<InternalNote[]>(`${C}/${courseId}/note`, { method: 'POST', body: { note } }),
});

export type CourseApi = ReturnType<typeof courseApi>;
