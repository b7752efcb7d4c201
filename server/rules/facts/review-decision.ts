// Facts of the review-decision rule set (spec 3 §5), each with its label and description for the screens.
import type { FactsModule } from './types.js';
import reviewSettings from '../../../resources/review-settings.js';
import { REVIEW_SETTINGS_ID } from '../../../core/spec-constants.js';

/** While the settings row is missing, the model's default minimum approval value applies. */
const DEFAULT_MIN_APPROVAL = reviewSettings.fields.minApprovalValue.default;

export const reviewDecisionFacts: FactsModule = {
  ruleSet: 'review-decision',
  evaluators: ['AdminReview'],
  facts: {
    decision: { label: 'Decision', type: 'string', description: 'The decision asked for', values: ['approved', 'notapproved', 'secondreview'] },
    rubricValue: { label: 'Rubric value', type: 'number', description: 'Rubric value the analyst set (0–5)' },
    feedbackCount: { label: 'Feedback statements checked', type: 'number', description: 'How many feedback statements the analyst checked' },
    exclusionCount: { label: 'Properties excluded from the revision', type: 'number', description: 'How many properties the analyst excluded from the revision' },
    minApprovalValue: { label: 'Minimum approval value', type: 'number', description: `Minimum rubric value for approval (review settings, default ${DEFAULT_MIN_APPROVAL})`, derived: true },
  },
  derive: async (input, { em }) => {
    if (input.minApprovalValue !== undefined || !em) return { minApprovalValue: input.minApprovalValue ?? DEFAULT_MIN_APPROVAL };
    const settings = await em.findOne<{ id: number; minApprovalValue?: number }>(reviewSettings.entity, { id: REVIEW_SETTINGS_ID });
    return { minApprovalValue: settings?.minApprovalValue ?? DEFAULT_MIN_APPROVAL };
  },
};
