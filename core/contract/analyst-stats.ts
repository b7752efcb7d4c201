// The analyst statistics panel (spec 3 §3 "Analyst stats"): GET /api/admin/review/stats/analyst
// (server/review/queues/analyst-stats.ts), read by the review screen and the dashboard as Wire<AnalystStats>.

export interface DecisionCounts {
  approved: number;
  notApproved: number;
  secondReviews: number;
  totalReviews: number;
}

export interface AnalystStats {
  lastWeek: DecisionCounts;
  thisWeek: DecisionCounts;
  yesterday: DecisionCounts;
  today: DecisionCounts;
  /** 'Friday' on Mondays, otherwise 'Yesterday' */
  yesterdayLabel: string;
  lastFourWeeks: { dateTime: Date; numberOfReviews: number }[];
  timeZone: string;
}

