// GET /api/admin/review/stats/consistency?from&to (server/review/queues/consistency-stats.ts;
// custom-screens/review-consistency): per analyst the approval rate beside the office's, the share of
// first reviews a 2nd review overturned, and the median minutes from start to decision.

export interface AnalystConsistency {
  userId: number;
  firstName: string;
  lastName: string;
  totalReviews: number;
  approved: number;
  notApproved: number;
  sentToSecondReview: number;
  approvalRate: number | null;
  /** approvalRate minus the office's rate */
  approvalRateDifference: number | null;
  secondReviewed: number;
  overturned: number;
  overturnRate: number | null;
  medianMinutesPerReview: number | null;
}

export interface ConsistencyReport {
  from: string | null;
  to: string | null;
  timeZone: string;
  officeApprovalRate: number | null;
  analysts: AnalystConsistency[];
}


/** The period asked for: office days, YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}
