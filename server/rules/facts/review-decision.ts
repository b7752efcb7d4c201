// Facts of the review-decision rule set (spec 3 §5): the minimum approval value is the review settings'.
import type { FactsModule } from './types.js';
import { RULE_SET_FACTS } from '../../../core/rules/facts.js';
import { MIN_APPROVAL_DEFAULT } from '../../../core/rules/min-approval.js';
import reviewSettings from '../../../resources/review-settings.js';
import { REVIEW_SETTINGS_ID } from '../../../core/spec-constants.js';

export const reviewDecisionFacts: FactsModule = {
  ruleSet: 'review-decision',
  evaluators: ['AdminReview'],
  facts: RULE_SET_FACTS['review-decision'],
  derive: async (input, { em }) => {
    // while the settings row is missing, the settings' default applies
    if (input.minApprovalValue !== undefined || !em) return { minApprovalValue: input.minApprovalValue ?? MIN_APPROVAL_DEFAULT };
    const settings = await em.findOne<{ id: number; minApprovalValue?: number }>(reviewSettings.entity, { id: REVIEW_SETTINGS_ID });
    return { minApprovalValue: settings?.minApprovalValue ?? MIN_APPROVAL_DEFAULT };
  },
};
