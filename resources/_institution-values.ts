// Fixed value lists of the institution record (resources/institutions.ts) that the institution
// routes, forms and seeds share.

/** School type Other (spec 2 §9): a school of that type names its type in otherSchoolType. */
export const OTHER_SCHOOL_TYPE_ID = 10;

/** Spec 2 §9: "Network type ids are offset by 100": type 105 is a school network on the district form. */
export const NETWORK_TYPE_OFFSET = 100;

/** Operating schedules (spec 2 §3), seeded with these ids. */
export const OPERATING_SCHEDULE = { yearRound: 1, fallToSpring: 2, summer: 3 } as const;
