// Facts of the course-form rule set (spec 1 §5, spec 2 §5, spec 3 §5).
import type { FactsModule } from './types.js';

export const courseFormFacts: FactsModule = {
  ruleSet: 'course-form',
  evaluators: ['AdminReview'],
  facts: {
    context: { label: 'Where the question is asked', type: 'string', description: 'Where the form is: the course form or the review screen', values: ['course', 'review'] },
    subjectAreaCodes: { label: 'Subject areas', type: 'list', description: 'Subject area letters of the course (A–G)' },
    subjectAreaCount: { label: 'Number of subject areas', type: 'number', description: 'How many subject areas the course has', derived: true },
    courseLengthId: { label: 'Course length', type: 'number', description: 'Course length id' },
    isTwoYearCourse: { label: 'Two-year course', type: 'boolean', description: 'The course length is two years', derived: true },
    isOnlinePublisherProgram: { label: 'Online publisher program', type: 'boolean', description: 'The institution is an online publisher program' },
    disciplineIds: { label: 'Disciplines', type: 'list', description: 'Discipline ids of the course' },
    academicYearId: { label: 'Academic year', type: 'number', description: 'Academic year id (29 is 2025-26)' },
    isCte: { label: 'Career technical education', type: 'boolean', description: 'Career technical education course' },
  },
  derive: async (input, { em }) => {
    const codes = Array.isArray(input.subjectAreaCodes) ? input.subjectAreaCodes : [];
    let isTwoYearCourse = input.isTwoYearCourse;
    if (isTwoYearCourse === undefined && em && input.courseLengthId != null) {
      const length = await em.findOne<{ id: number; isTwoYear?: boolean }>('CourseLength', { id: Number(input.courseLengthId) });
      isTwoYearCourse = Boolean(length?.isTwoYear);
    }
    return { subjectAreaCount: input.subjectAreaCount ?? new Set(codes).size, isTwoYearCourse: isTwoYearCourse ?? false };
  },
};
