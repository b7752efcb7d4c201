// Who sees the course detail and who changes it: the abilities of the course calls
// (core/courses/abilities.ts), so the screen offers what the server will do.
export { READ_COURSES as COURSE_READ_ABILITY, WRITE_COURSES as COURSE_WRITE_ABILITY } from '../../core/courses/abilities.js';
