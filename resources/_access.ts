// Access rules shared by groups of resources. Files starting with "_" are helpers, not resources:
// the model loader skips them.

/** Reference tables: every signed-in staff member reads them; only lookup managers edit them. */
export const LOOKUP_ACCESS = {
  list: 'authenticated',
  show: 'authenticated',
  create: 'AdminManageLookups',
  update: 'AdminManageLookups',
  delete: 'AdminManageLookups',
} as const;

/** Tags and rubrics: analysts read them on the review screen but must not change them. */
export const SETTINGS_ACCESS = {
  list: ['AdminManageSettings', 'AdminReview'],
  show: ['AdminManageSettings', 'AdminReview'],
  create: 'AdminManageSettings',
  update: 'AdminManageSettings',
  delete: 'AdminManageSettings',
} as const;

/** Content: analysts read feedback statements and templates while reviewing. */
export const CONTENT_ACCESS = {
  list: ['AdminManageContent', 'AdminReview'],
  show: ['AdminManageContent', 'AdminReview'],
  create: 'AdminManageContent',
  update: 'AdminManageContent',
  delete: 'AdminManageContent',
} as const;

/** Membership pages (spec 2 §2): the user-management ability guards them all. */
export const MEMBERSHIP_ACCESS = {
  list: 'AdminUserManagement',
  show: 'AdminUserManagement',
  create: 'AdminUserManagement',
  update: 'AdminUserManagement',
  delete: 'AdminUserManagement',
} as const;

/**
 * Courses, submissions and reviews: analysts read them; the generic CRUD writes them only for course
 * managers (administrators, senior analysts). Analysts change them through the workflow calls
 * (server/review, server/courses), which check their own rules.
 */
export const COURSE_ACCESS = {
  list: ['AdminReview', 'AdminManageCourses'],
  show: ['AdminReview', 'AdminManageCourses'],
  create: 'AdminManageCourses',
  update: 'AdminManageCourses',
  delete: 'AdminManageCourses',
} as const;
