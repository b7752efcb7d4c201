// What a user may do for one institution, granted per institution on top of the institution role
// (spec 2 §3 "per-institution userInstitutionId"; the spec does not list them: docs/membership.md).
// Changing the user's role on the institution clears them (spec 2 §4).
export const INSTITUTION_PERMISSIONS = [
  { id: 'ViewCourseList', name: 'View the course list' },
  { id: 'EditCourses', name: 'Add and edit courses' },
  { id: 'SubmitCourses', name: 'Submit courses for review' },
  { id: 'ManageCourseList', name: 'Manage the course list (adopt, archive, close year)' },
  { id: 'ManageInstitutionProfile', name: 'Edit the institution profile and contacts' },
  { id: 'ManageInstitutionUsers', name: 'Manage the institution users' },
  { id: 'SubmitRegistration', name: 'Submit registrations and re-registrations' },
  { id: 'UploadAccreditation', name: 'Upload accreditation files' },
] as const;

export type InstitutionPermission = (typeof INSTITUTION_PERMISSIONS)[number]['id'];
export const INSTITUTION_PERMISSION_IDS: readonly string[] = INSTITUTION_PERMISSIONS.map((p) => p.id);
