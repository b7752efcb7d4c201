// The review settings' default lowest rubric value for approval, on its own: the review settings'
// declaration (in the browser's first load) needs this number, not the rule sets' fact labels.

/** The lowest rubric value that allows approval while the review settings say none: the settings' default (resources/review-settings.ts). */
export const MIN_APPROVAL_DEFAULT = 2;
