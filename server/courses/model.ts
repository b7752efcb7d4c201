// The resources the course detail calls read and write, taken from the model so entity names and
// audit names follow it (docs/courses-and-review.md), and the row shapes these calls rely on.
import academicYears from '../../resources/academic-years.js';
import courseDisciplines from '../../resources/course-disciplines.js';
import courseEvents from '../../resources/course-events.js';
import courseLengths from '../../resources/course-lengths.js';
import courseMaterials from '../../resources/course-materials.js';
import courseNotes from '../../resources/course-notes.js';
import courseOfferings from '../../resources/course-offerings.js';
import courseSubmissions from '../../resources/course-submissions.js';
import courseTags from '../../resources/course-tags.js';
import courseYears from '../../resources/course-years.js';
import courses from '../../resources/courses.js';
import cteIndustries from '../../resources/cte-industries.js';
import ctePathways from '../../resources/cte-pathways.js';
import disciplines from '../../resources/disciplines.js';
import honorsTypes from '../../resources/honors-types.js';
import institutions from '../../resources/institutions.js';
import languages from '../../resources/languages.js';
import materialTypes from '../../resources/material-types.js';
import rubrics from '../../resources/rubrics.js';
import subjectAreas from '../../resources/subject-areas.js';
import tags from '../../resources/tags.js';
import users from '../../resources/users.js';
import type { TranscriptCode } from '../../resources/_rows.js';
import type { MaterialFields, Requisite, Unit } from '../../core/contract/course-content.js';
import type { CourseYearBasics } from '../../core/contract/course-detail.js';

export type { Requisite, TranscriptCode, Unit };

export const R = {
  academicYears,
  courseDisciplines,
  courseEvents,
  courseLengths,
  courseMaterials,
  courseNotes,
  courseOfferings,
  courseSubmissions,
  courseTags,
  courseYears,
  courses,
  cteIndustries,
  ctePathways,
  disciplines,
  honorsTypes,
  institutions,
  languages,
  materialTypes,
  rubrics,
  subjectAreas,
  tags,
  users,
} as const;

/** Entity names, for em.find / em.create. */
export const E = Object.fromEntries(Object.entries(R).map(([key, r]) => [key, r.entity])) as { [K in keyof typeof R]: string };

export interface CourseRow {
  id: number;
  rowVersion: number;
  recordId: string;
  institutionId: number;
  parentCourseId: number | null;
  adoptedFromCourseId: number | null;
  isDistrictCourse: boolean;
  rubricId: number | null;
  createdOn: Date | null;
}

export interface CourseYearRow extends CourseYearBasics {
  id: number;
  rowVersion: number;
  courseId: number;
  academicYearId: number;
  isMathCategory4: boolean;
  prerequisites: Requisite[] | null;
  corequisites: Requisite[] | null;
  units: Unit[] | null;
  courseDescription: string | null;
  createdOn: Date | null;
  updatedOn: Date | null;
}


export interface DisciplineRow {
  id: number;
  courseYearId: number;
  subjectAreaId: number;
  disciplineId: number | null;
  languageId: number | null;
  otherLanguage: string | null;
  sortOrder: number;
}

export interface OfferingRow {
  id: number;
  rowVersion: number;
  courseId: number;
  academicYearId: number;
  institutionId: number;
  isClassroomBased: boolean;
  isOnline: boolean;
  transcriptCodes: TranscriptCode[] | null;
  isArchived: boolean;
  courseOfferingArchivedTypeId: number | null;
  archivedOn: Date | null;
  allowActivation: boolean | null;
  reasonToNotAllowActivation: string | null;
  ucciAuthorizationNumber: string | null;
  activatedOn: Date | null;
}

export interface MaterialRow extends MaterialFields {
  id: number;
  rowVersion: number;
  courseYearId: number | null;
  courseSubmissionId: number | null;
  materialTypeId: number;
}

export interface InstitutionRow {
  id: number;
  name: string;
  institutionTypeId: number;
  districtId: number | null;
  isActive: boolean;
  /** not in every model version: read when present */
  programTypeId?: number | null;
}

export interface AcademicYearRow {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
}

export interface NamedRow {
  id: number;
  name: string;
}
