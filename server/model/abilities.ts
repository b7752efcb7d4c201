// Every ability the back office knows. The spec names most of them; the ones marked "ours" cover
// routes whose ability the spec leaves unshown (see docs/decisions.md).
export const ABILITIES = {
  AdminReview: 'Review courses; see pending audit cancellations',
  AdminAssign: 'Assign submissions to analysts',
  AdminReassign: 'Reassign submissions to analysts or queues',
  AdminReverse: 'Reverse a review decision',
  AdminSecondReviewQueue: 'See the 2nd Review queue',
  AdminReviewAccreditation: 'Review accreditation files',
  AdminReviewInstitutionRegistration: 'Review institution registrations',
  AdminRegistrationSecondReview: 'Second review of registrations',
  AdminUserManagement: 'Manage users and roles',
  AdminManageUCUsers: 'Edit or delete UC office users',
  AdminManageInstitutions: 'Institution forms; close, reopen, delete, remove',
  AdminReportAnalystReviewProgress: "See all analysts' data in search",
  CourseApprovalTextFeedback: 'Text feedback on course approval',
  // ours
  AdminViewInstitutions: 'Browse institutions and schools',
  AdminManageContent: 'Edit general content, feedback statements and notification templates',
  AdminManageSettings: 'Edit tags, rubrics, review settings and cycles',
  AdminManageLookups: 'Edit lookup tables (academic years, subject areas …)',
  AdminViewAudit: 'Read the audit trail',
  AdminManageRules: 'Edit and activate rule sets',
  AdminOperatorConsole: 'Use the operator console at /ops (superuser)',
} as const;

export type Ability = keyof typeof ABILITIES;
export const ABILITY_NAMES = Object.keys(ABILITIES) as Ability[];

/** Pseudo-ability: any signed-in staff member. */
export const AUTHENTICATED = 'authenticated';
/** Pseudo-ability for routes on the public allow-list. */
export const PUBLIC = 'public';
