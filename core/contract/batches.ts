// A review batch's figures (server/review/batch-figures.ts): the dashboard's queue rows
// (server/review/queues/assigned-queue.ts, admin-ui/dashboard/queues/queue-api.ts) and the review
// screen's batch progress (server/review/screen/batch-progress.ts). Every course counts once, in
// one of four parts that add up to the batch size.

export interface BatchFigures {
  batchSize: number;
  approved: number;
  notApproved: number;
  sentToSecondReview: number;
  noDecision: number;
}

export interface BatchPercents {
  approvedPercent: number;
  notApprovedPercent: number;
  sentToSecondReviewPercent: number;
  noDecisionPercent: number;
}

export interface BatchProgress extends BatchFigures, BatchPercents {
  reviewBatchId: number;
  nextReviewId: number | null;
  /** every review of the batch in working order (server/review/batch-order.ts): the screen's previous / next and its "course n of m" */
  reviewIds: number[];
}

export interface BatchReviewRef {
  courseSubmissionReviewId: number;
  courseSubmissionId: number;
}

export interface BatchListItem {
  courseSubmissionReviewBatchId: number;
  title: string;
  institutionId: number;
  institutionName: string | null;
  queueType: string;
  ownerId: number | null;
  isRead: boolean;
  isSecondReview: boolean;
  isCurrentUserSecondReviewer: boolean;
  batchSize: number;
  /** the batch's courses by decision: the four parts add up to batchSize */
  progress: Omit<BatchFigures, 'batchSize'>;
  /** the review the batch opens on: its first undecided one in working order */
  firstReview: BatchReviewRef | null;
  /** every undecided review of the batch in working order: what recalling the batch moves */
  reviews: BatchReviewRef[];
  internalComments: { userName: string; createdOn: Date | null; note: string }[];
  tags: { tagId: number; name: string }[];
  submittedOn: Date | null;
  isExpressReview: boolean;
}

