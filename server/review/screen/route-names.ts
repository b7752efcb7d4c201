// What the review screen's routes share: the abilities and the id patterns of their paths.
// Numeric id patterns keep the spec's literal paths (/nextreview, /statements, /note/…) apart from
// the id-keyed ones whatever order express tries them in.

/** Working on a review: the analyst's screen. */
export const SCREEN_WRITE = 'AdminReview';
/** Reading a review: analysts, and course managers (administrators) who may open any review read-only. */
export const SCREEN_READ = ['AdminReview', 'AdminManageCourses'] as const;

export const REVIEW_ID = ':reviewId(\\d+)';
export const SUBMISSION_ID = ':submissionId(\\d+)';

export const source = (file: string) => `server/review/screen/${file}`;
