// Site settings: tags, rubric levels and the review settings row.
import reviewSettings from '../resources/review-settings.js';
import { fieldDefaults } from '../core/model/defaults.js';
import { REVIEW_SETTINGS_ID } from '../core/spec-constants.js';

export const TAGS = [
  { name: 'Ethnic Studies', isDeprecated: false },
  { name: 'Dual Enrollment', isDeprecated: false },
  { name: 'Computer Science', isDeprecated: false },
  { name: 'Data Science', isDeprecated: false },
  { name: 'Career Technical Education', isDeprecated: false },
  { name: 'Online Publisher Course', isDeprecated: false },
  { name: 'Integrated Course', isDeprecated: false },
  { name: 'Honors Review', isDeprecated: false },
  { name: 'Lab Science Verification', isDeprecated: false },
  { name: 'Policy Exception', isDeprecated: false },
  { name: 'Express Review', isDeprecated: false },
  { name: 'Common Core Transition', isDeprecated: true },
].map((t) => ({ ...t, isDeleted: false }));

/** One rubric per value 0–5 (spec 3 §9); approval needs at least the minimum approval value of the review settings. */
export const RUBRICS = [
  { value: 0, name: 'Does not meet' },
  { value: 1, name: 'Partially meets' },
  { value: 2, name: 'Meets' },
  { value: 3, name: 'Strong' },
  { value: 4, name: 'Exceeds' },
  { value: 5, name: 'Exemplary' },
].map((r) => ({ ...r, isDeleted: false }));

/** The single settings row starts at the model's defaults. */
export const REVIEW_SETTINGS = { id: REVIEW_SETTINGS_ID, ...fieldDefaults(reviewSettings) };
