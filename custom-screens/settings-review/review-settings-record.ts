import type { RaRecord } from 'react-admin';
import reviewSettings from '../../resources/review-settings.js';

/** The model of the settings row: its limits, defaults and audit trail come from there. */
export const REVIEW_SETTINGS_DEF = reviewSettings;
export const REVIEW_SETTINGS_RESOURCE = reviewSettings.name;

export interface ReviewSettingsRecord extends RaRecord {
  minApprovalValue: number;
  takeNextCourseCount: number;
  expressReviewEnabled: boolean;
}

/** Range and default of a numeric setting, as the model declares them. */
export function settingLimits(field: 'minApprovalValue' | 'takeNextCourseCount'): { min: number; max: number; default: number } {
  const def = reviewSettings.fields[field];
  return { min: def.min, max: def.max, default: def.default };
}
