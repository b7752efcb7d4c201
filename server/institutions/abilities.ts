// Who may call the institution routes (spec 2 §6): the look-ups serve everyone who browses
// institutions or works on courses (pickers on the review and course screens); the forms need
// AdminManageInstitutions.
import { COURSE_ACCESS } from '../../resources/_access.js';

export const LOOKUP_ABILITY = ['AdminViewInstitutions', 'AdminManageInstitutions', 'AdminUserManagement', ...COURSE_ACCESS.list] as const;
export const MANAGE_ABILITY = 'AdminManageInstitutions';
