// How the queue screens name queues, statuses and decisions (the spec's words: Main, Course Audit,
// 2nd Review; In Queue, In Review), keyed by the model's values so a value added there fails the
// type check here until it has a name.
import type { QUEUE_TYPES, REVIEW_DECISIONS, SUBMISSION_STATUSES } from '../../resources/_enums.js';

export type QueueType = (typeof QUEUE_TYPES)[number]['id'];
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number]['id'];
export type Decision = (typeof REVIEW_DECISIONS)[number]['id'];

export const QUEUE_NAMES: Record<QueueType, string> = { main: 'Main', audit: 'Course Audit', second: '2nd Review', hold: 'Hold' };

export const STATUS_NAMES: Record<SubmissionStatus, string> = {
  inQueue: 'In Queue',
  inReview: 'In Review',
  secondReview: 'In 2nd Review',
  hold: 'Hold',
  approved: 'Approved',
  notApproved: 'Not Approved',
  withdrawn: 'Withdrawn',
};

export const DECISION_NAMES: Record<Decision, string> = { approved: 'Approved', notapproved: 'Not Approved', secondreview: 'Sent to 2nd review' };

export const nameOf = <K extends string>(names: Record<K, string>, value: string | null | undefined): string =>
  value == null ? '' : ((names as Record<string, string>)[value] ?? value);

export const DECISION_TONES: Record<Decision, 'success' | 'error' | 'warning'> = { approved: 'success', notapproved: 'error', secondreview: 'warning' };
