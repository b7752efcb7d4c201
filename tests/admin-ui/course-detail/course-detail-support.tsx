// A course detail as the server answers it, the reference lists its forms read, and a renderer.
import type { ReactElement } from 'react';
import type { CourseDetail } from '../../../core/contract/course-detail.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { renderScreen } from '../support/render-screen.js';

export const LOOKUPS = {
  'subject-areas': [
    { id: 3, code: 'C', name: 'Mathematics' },
    { id: 4, code: 'D', name: 'Science' },
    { id: 6, code: 'F', name: 'Visual & Performing Arts' },
  ],
  disciplines: [
    { id: 14, name: 'Statistics', subjectAreaId: 3 },
    { id: 15, name: 'Calculus', subjectAreaId: 3 },
    { id: 30, name: 'Biology', subjectAreaId: 4 },
    { id: 40, name: 'Dance', subjectAreaId: 6 },
  ],
  'course-lengths': [
    { id: 1, name: 'One semester', isTwoYear: false },
    { id: 2, name: 'One year', isTwoYear: false },
    { id: 3, name: 'Two years', isTwoYear: true },
  ],
  'honors-types': [{ id: 1, name: 'UC honors' }],
  'cte-industries': [
    { id: 1, name: 'Agriculture' },
    { id: 2, name: 'Arts, Media and Entertainment' },
  ],
  'cte-pathways': [
    { id: 11, name: 'Animal Science', cteIndustryId: 1 },
    { id: 21, name: 'Design, Visual and Media Arts', cteIndustryId: 2 },
  ],
  languages: [{ id: 1, name: 'Spanish' }],
  'material-types': [{ id: 1, name: 'Textbook', suffix: 'textbook', sortOrder: 1 }],
};

export function courseDetail(over: Partial<CourseDetail> = {}): CourseDetail {
  return {
    courseId: 501,
    recordId: 'C000501',
    academicYearId: 28,
    courseYearId: 9001,
    rowVersion: 3,
    academicYears: [
      { academicYearId: 27, name: '2023-24' },
      { academicYearId: 28, name: '2024-25' },
    ],
    institution: { id: 70, name: 'Lincoln High', institutionTypeId: 1, programTypeId: null, isProgram: false, isDistrict: false },
    isDistrictCourse: false,
    isDistrictVersionOfCourse: false,
    isAdopted: false,
    parentCourseId: null,
    adoptedFromCourseId: null,
    archivedType: null,
    rubric: { rubricId: null, name: null, value: null },
    tags: [],
    internalNotes: [],
    onlinePublisherName: null,
    courseSubmissionId: null,
    isInCatalogue: true,
    basicInfo: {
      title: 'Algebra Applications',
      isCte: true,
      cteIndustryId: 1,
      ctePathwayId: 11,
      honorsTypeId: null,
      courseLengthId: 2,
      isGrade9: true,
      isGrade10: false,
      isGrade11: false,
      isGrade12: false,
      requiresWetLabActivity: false,
      IsMathCategory4: false,
      disciplines: [{ courseDisciplineId: 1, subjectAreaId: 3, disciplineId: 14, languageId: null, otherLanguage: null }],
      courseOfferings: [],
      districtAssociatedSchools: [],
    },
    description: { prerequisites: [], corequisites: [], units: [], courseDescription: null },
    materials: { courseMaterials: [] },
    formQuestions: { shown: [], ruleSetVersion: 1 },
    copyYears: [
      { academicYearId: 27, name: '2023-24', disabled: true, reasons: ['The course is already offered in 2023-24.'] },
      { academicYearId: 28, name: '2024-25', disabled: true, reasons: ['The course is already offered in 2024-25.'] },
      { academicYearId: 29, name: '2025-26', disabled: false, reasons: [] },
      { academicYearId: 30, name: '2026-27', disabled: false, reasons: [] },
    ],
    ...over,
  };
}

export function renderWithLookups(element: ReactElement, abilities = ['AdminManageCourses', 'AdminReview']) {
  const dataProvider = memoryDataProvider(LOOKUPS);
  return { dataProvider, ...renderScreen(element, { dataProvider, abilities, rules: {}, path: '/course/detail/501' }) };
}
