// Who may use the course detail calls: readers see a course (analysts, course managers, institution
// staff); only course managers change one. The server guards its calls with them, the screens show
// what a person may do.
export const READ_COURSES = ['AdminReview', 'AdminManageCourses', 'AdminViewInstitutions'] as const;
export const WRITE_COURSES = 'AdminManageCourses';
