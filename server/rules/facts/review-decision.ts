// Facts of the review-decision rule set (spec 3 §5).
import type { FactsModule } from './types.js';

export const reviewDecisionFacts: FactsModule = {
  ruleSet: 'review-decision',
  facts: {
    decision: { type: 'string', description: 'The decision asked for', values: ['approved', 'notapproved', 'secondreview'] },
    rubricValue: { type: 'number', description: 'Rubric value the analyst set (0–5)' },
    feedbackCount: { type: 'number', description: 'Feedback statements checked' },
    exclusionCount: { type: 'number', description: 'Properties excluded from the revision' },
    minApprovalValue: { type: 'number', description: 'Minimum rubric value for approval (review settings, default 2)', derived: true },
  },
  derive: async (input, { em }) => {
    if (input.minApprovalValue !== undefined || !em) return { minApprovalValue: input.minApprovalValue ?? 2 };
    const settings = (await em.findOne('ReviewSettings', { id: 1 } as never)) as { minApprovalValue?: number } | null;
    return { minApprovalValue: settings?.minApprovalValue ?? 2 };
  },
};
