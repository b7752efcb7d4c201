// The course detail's calls (docs/courses-and-review.md "Course detail calls"; server/courses/detail/*):
// what each one takes and answers, for the server and the screen (custom-screens/course-detail/course-api.ts).
// Every write on a course year answers with the detail, so the screen redraws from what was stored.
import type { CourseDescription, MaterialFields } from './course-content.js';

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

/** A course year's basic properties, as stored, edited and answered (spec 1 §5). */
export interface CourseYearBasics {
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
}

export interface BasicInfo extends CourseYearBasics {
  IsMathCategory4: boolean;
  disciplines: DisciplineEntry[];
  courseOfferings: Offering[];
  districtAssociatedSchools: Offering[];
}

export interface CourseMaterial extends MaterialFields {
  id: number;
  courseMaterialId: number;
  rowVersion: unknown;
  type: string | null;
  materialTypeId: number;
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
  description: CourseDescription;
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

/** POST {courseId}/rubric/{rubricId}: the course's rubric now. */
export interface CourseRubric {
  courseId: number;
  rubric: CourseDetail['rubric'];
}

/** GET changeHistory/{courseId}. */
export interface ChangeHistory {
  entries: ChangeEntry[];
}

/** POST updatedescription's body: the description and the version it was read at. */
export type DescriptionBody = CourseDescription & { rowVersion: unknown };

/** DELETE coursematerial/…: the materials left. */
export interface CourseMaterials {
  courseMaterials: CourseMaterial[];
}

/** POST archive's body. */
export interface ArchiveBody {
  courseId: number;
  institutionId: number;
  academicYearId: number;
  allowActivation: boolean;
  reasonToNotAllowActivation: string | null;
}

/** PUT reasonToNotAllowActivation/{courseOfferingId}'s body. */
export interface ActivationPermissionBody {
  allowActivation: boolean;
  reasonToNotAllowActivation: string | null;
  rowVersion: unknown;
}

/** POST activate's body. */
export interface ActivateBody {
  courseId: number;
  courseOfferingId: number;
  ucciAuthorizationNumber: string | null;
}

/** POST copyto's body. */
export interface CopyToBody {
  courseId: number;
  copyAsAdoption: boolean;
  academicYearId: number;
  toInstitutionId: number;
  toAcademicYears: number[];
}

/** List/CopyAsAdoption's body. */
export type ListAdoptBody = ListCopyBody & { toInstitutionId: number };

/** POST create/{institutionId}/{academicYearId}'s body. */
export interface CreateCourseBody {
  title: string;
}

/** POST {courseId}/tag/{tagId}: the link made. */
export interface AddedCourseTag {
  courseTagId: number;
}

/** POST {courseId}/note's body. */
export interface NoteBody {
  note: string;
}
