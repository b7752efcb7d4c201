import type { RaRecord } from 'react-admin';

export const REVIEW_SETTINGS_RESOURCE = 'review-settings';
/** The settings are a single row. */
export const REVIEW_SETTINGS_ID = 1;
export const DEFAULT_MIN_APPROVAL_VALUE = 2;

export interface ReviewSettingsRecord extends RaRecord {
  minApprovalValue: number;
  takeNextCourseCount: number;
  expressReviewEnabled: boolean;
}
