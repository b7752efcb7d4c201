// Who sees the institution details and who closes, reopens, deletes or removes: the abilities of
// their calls (server/institutions/admin/*), so the screens offer what the server will do.
import { READ_COURSES, WRITE_COURSES } from '../../core/courses/abilities.js';

export const MANAGE_INSTITUTIONS = 'AdminManageInstitutions';
/** GET courselist/institution/{id}/admin/list/{year} */
export const VIEW_DETAILS = [...READ_COURSES, MANAGE_INSTITUTIONS] as const;
/** Copy course list writes courses (server/courses/list-copy.ts). */
export const COPY_COURSE_LIST = WRITE_COURSES;
