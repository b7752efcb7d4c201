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
import type { RowOf } from '../../core/model/row-type.js';
import type { Requisite, Unit } from '../../core/contract/course-content.js';

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

// The row shapes, derived from the model (resources/_rows.ts, core/model/row-type.ts).
export type { CourseRow, CourseYearRow, CourseDisciplineRow as DisciplineRow, CourseOfferingRow as OfferingRow, CourseMaterialRow as MaterialRow } from '../../resources/_rows.js';
export type InstitutionRow = Pick<RowOf<typeof institutions>, 'id' | 'name' | 'institutionTypeId' | 'districtId' | 'isActive' | 'programTypeId'>;
export type AcademicYearRow = Pick<RowOf<typeof academicYears>, 'id' | 'name' | 'startDate' | 'endDate'>;
