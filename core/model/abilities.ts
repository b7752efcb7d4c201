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
  AdminManageCourses: 'Edit courses: basic info, offerings, materials, archive, activate, copy',
  AdminImpersonate: 'Act as an institution user or an analyst (impersonation)',
  AdminShareViews: 'Share saved list views with roles and make one a role\'s default',
} as const;

export type Ability = keyof typeof ABILITIES;
export const ABILITY_NAMES = Object.keys(ABILITIES) as Ability[];

/** Pseudo-ability: any signed-in staff member. */
export const AUTHENTICATED = 'authenticated';
/** Pseudo-ability for routes on the public allow-list. */
export const PUBLIC = 'public';

/** Headings the roles screen groups the abilities under, in this order. */
export const ABILITY_GROUPS = ['Review', 'Registrations', 'Institutions', 'Membership', 'Content & settings', 'Operations'] as const;
export type AbilityGroup = (typeof ABILITY_GROUPS)[number];

/** How people see each ability: a short title under a group heading; the stored value stays the code. */
export const ABILITY_TITLES: Record<Ability, { title: string; group: AbilityGroup }> = {
  AdminReview: { title: 'Review courses', group: 'Review' },
  AdminAssign: { title: 'Assign submissions', group: 'Review' },
  AdminReassign: { title: 'Reassign submissions', group: 'Review' },
  AdminReverse: { title: 'Reverse review decisions', group: 'Review' },
  AdminSecondReviewQueue: { title: '2nd review queue', group: 'Review' },
  AdminReportAnalystReviewProgress: { title: "All analysts' review progress", group: 'Review' },
  CourseApprovalTextFeedback: { title: 'Approval text feedback', group: 'Review' },
  AdminManageCourses: { title: 'Manage courses', group: 'Review' },
  AdminReviewAccreditation: { title: 'Review accreditation files', group: 'Registrations' },
  AdminReviewInstitutionRegistration: { title: 'Review institution registrations', group: 'Registrations' },
  AdminRegistrationSecondReview: { title: 'Second review of registrations', group: 'Registrations' },
  AdminViewInstitutions: { title: 'View institutions', group: 'Institutions' },
  AdminManageInstitutions: { title: 'Manage institutions', group: 'Institutions' },
  AdminUserManagement: { title: 'Manage users and roles', group: 'Membership' },
  AdminManageUCUsers: { title: 'Manage UC office users', group: 'Membership' },
  AdminImpersonate: { title: 'Impersonate users', group: 'Membership' },
  AdminManageContent: { title: 'Manage content', group: 'Content & settings' },
  AdminManageSettings: { title: 'Manage settings', group: 'Content & settings' },
  AdminManageLookups: { title: 'Manage lookup lists', group: 'Content & settings' },
  AdminManageRules: { title: 'Manage rules', group: 'Operations' },
  AdminViewAudit: { title: 'Read the audit trail', group: 'Operations' },
  AdminOperatorConsole: { title: 'Operator console', group: 'Operations' },
  AdminShareViews: { title: 'Share views with roles', group: 'Content & settings' },
};

/** The abilities as choices of a stringList field (resources/roles.ts): code, title, group and description. */
export const ABILITY_CHOICES = ABILITY_NAMES.map((id) => ({ id, name: ABILITY_TITLES[id].title, group: ABILITY_TITLES[id].group, help: ABILITIES[id] })).sort(
  (a, b) => ABILITY_GROUPS.indexOf(a.group) - ABILITY_GROUPS.indexOf(b.group),
);
