// Who may use the course detail calls: readers see a course (analysts, course managers, institution
// staff); only course managers change one.
export const READ_COURSES = ['AdminReview', 'AdminManageCourses', 'AdminViewInstitutions'] as const;
export const WRITE_COURSES = 'AdminManageCourses';
export const SOURCE = 'server/courses';
