// Facts of the course-form rule set (spec 1 §5, spec 2 §5, spec 3 §5).
import type { FactsModule } from './types.js';
import { RULE_SET_FACTS } from '../../../core/rules/facts.js';

export const courseFormFacts: FactsModule = {
  ruleSet: 'course-form',
  evaluators: ['AdminReview'],
  facts: RULE_SET_FACTS['course-form'],
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
