// The statistics panel's decision categories, in the order the charts and their tables show them.
import type { DecisionCounts } from '../../core/contract/analyst-stats.js';

export const COUNT_CATEGORIES: readonly { key: keyof DecisionCounts; label: string }[] = [
  { key: 'approved', label: 'Approved' },
  { key: 'notApproved', label: 'Not approved' },
  { key: 'secondReviews', label: '2nd review' },
  { key: 'totalReviews', label: 'Total' },
];
