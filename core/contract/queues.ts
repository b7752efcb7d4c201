// The dashboard's queue calls (spec 1 §7 "Review notes and queues", spec 3 §7 takeNext, "Assignment",
// recall): what each one takes and answers, for the server (server/review/queues/*) and the screens
// (admin-ui/dashboard/queues/queue-api.ts, custom-screens/review-submitted/submitted-api.ts).
import type { BatchListItem } from './batches.js';

/** The dashboard's three queues, in the order of their tabs (spec 1 §2). */
export const DASHBOARD_QUEUES = ['main', 'audit', 'second'] as const;
export type DashboardQueue = (typeof DASHBOARD_QUEUES)[number];

/** A submission's queue (resources/_enums.ts QUEUE_TYPES; tests/architecture/contract.test.ts keeps them equal). */
export type QueueType = 'main' | 'audit' | 'second' | 'hold';

/** A submission's status (resources/_enums.ts SUBMISSION_STATUSES; kept equal by tests/architecture/contract.test.ts). */
export type SubmissionStatus = 'inQueue' | 'inReview' | 'secondReview' | 'hold' | 'approved' | 'notApproved' | 'withdrawn';

export interface Analyst {
  userId: number;
  firstName: string;
  lastName: string;
}


export interface Started {
  courseSubmissionReviewBatchId: number;
  courseSubmissionReviewId: number;
  courseSubmissionId: number;
}


export interface UnassignedCounts {
  total: number;
  express: number;
  main: number;
  audit: number;
  second: number;
  hold: number;
}


export interface Recalled {
  courseSubmissionReviewId: number;
  courseSubmissionId: number;
  title: string;
  /** the analyst whose main queue it went to */
  analystId: number;
  courseSubmissionReviewBatchId: number;
  newCourseSubmissionReviewId: number;
  message: string;
}

export interface RecallRefused {
  courseSubmissionReviewId: number;
  courseSubmissionId: number;
  title: string;
  message: string;
  /** why, naming the course: a batch's recall reports each course it could not move */
  reason: string;
  /** 409: not in 2nd review any more; 403: the caller may not recall it */
  status: 403 | 409;
}


/** POST recall/bulk: the courses moved and those refused, each with why. */
export interface RecallResult {
  recalled: Recalled[];
  refused: RecallRefused[];
}

/** POST assigned: a page of the caller's batches of one queue. */
export interface QueuePage {
  total: number;
  result: BatchListItem[];
}

/** The screen's request of a queue page (POST assigned). */
export interface QueueRequest {
  queue: DashboardQueue;
  page: number;
  pageSize: number;
  query: string;
}

/** POST assigned's body. */
export interface QueuePageBody {
  pagedDetails: { page: number; pageSize: number };
  query?: string;
  queueType: DashboardQueue;
}

/** POST unread/{batchId}: the batch's read flag now. */
export interface ReadFlag {
  courseSubmissionReviewBatchId: number;
  isRead: boolean;
}

/** POST unread/bulk's body: the batches as one comma-separated text. */
export interface ReadFlagsBody {
  batchIds: string;
  isRead: boolean;
}

/** POST recall/bulk's body: the reviews as one comma-separated text. */
export interface RecallBody {
  reviewIdentities: string;
}

/** POST assigned/takeNext: how many submissions were taken, and where each went. */
export interface TakeNextResult {
  taken: number;
  result: { courseSubmissionId: number; courseSubmissionReviewId: number; courseSubmissionReviewBatchId: number }[];
}

/** The review settings take next reads (GET /api/admin/settings/review). */
export interface TakeNextSettings {
  takeNextCourseCount: number;
  expressReviewEnabled: boolean;
}

/** The course a review queue's row is about (the submitted and completed queues). */
export interface QueuedCourse {
  courseSubmissionId: number;
  courseId: number;
  recordId: string;
  title: string | null;
  institutionId: number;
  institutionName: string | null;
  academicYearId: number;
}
