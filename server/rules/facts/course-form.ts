// Facts of the course-form rule set (spec 1 §5, spec 2 §5, spec 3 §5).
import type { FactsModule } from './types.js';

export const courseFormFacts: FactsModule = {
  ruleSet: 'course-form',
  evaluators: ['AdminReview'],
  facts: {
    context: { type: 'string', description: 'Where the form is: the course form or the review screen', values: ['course', 'review'] },
    subjectAreaCodes: { type: 'list', description: 'Subject area letters of the course (A–G)' },
    subjectAreaCount: { type: 'number', description: 'How many subject areas the course has', derived: true },
    courseLengthId: { type: 'number', description: 'Course length id' },
    isTwoYearCourse: { type: 'boolean', description: 'The course length is two years', derived: true },
    isOnlinePublisherProgram: { type: 'boolean', description: 'The institution is an online publisher program' },
    disciplineIds: { type: 'list', description: 'Discipline ids of the course' },
    academicYearId: { type: 'number', description: 'Academic year id (29 is 2025-26)' },
    isCte: { type: 'boolean', description: 'Career technical education course' },
  },
  derive: async (input, { em }) => {
    const codes = Array.isArray(input.subjectAreaCodes) ? input.subjectAreaCodes : [];
    let isTwoYearCourse = input.isTwoYearCourse;
    if (isTwoYearCourse === undefined && em && input.courseLengthId != null) {
      const length = (await em.findOne('CourseLength', { id: Number(input.courseLengthId) } as never)) as { isTwoYear?: boolean } | null;
      isTwoYearCourse = Boolean(length?.isTwoYear);
    }
    return { subjectAreaCount: input.subjectAreaCount ?? new Set(codes).size, isTwoYearCourse: isTwoYearCourse ?? false };
  },
};
