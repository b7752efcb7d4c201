// The spec's fixed ids that code compares against, each named once with why it is fixed, so the
// server, the seeds and the screens read the same number.

/** WASC's accrediting organization (spec 2 §9): an expired accreditation by any other body needs an explanation. */
export const WASC_ORGANIZATION_ID = 6;

/** District 'Other' (spec 2 §9): the applicant's district is not in the directory yet; the directory keeps a row with this id. */
export const OTHER_DISTRICT_ID = -1;

/** The review settings are a single row (spec 3 §7), which the spec's paths leave out. */
export const REVIEW_SETTINGS_ID = 1;

/** Feedback statement type of revision feedback (spec 3 §3): what a course must change; it counts against approving. */
export const REVISION_FEEDBACK_TYPE = 1;

/** Feedback statement type of approval feedback (spec 3 §3): what an approval says. */
export const APPROVAL_FEEDBACK_TYPE = 2;

/** The section of the general approval feedback (spec 3 §3): no numbered section of the course form. */
export const APPROVAL_FEEDBACK_SECTION = '-1';
