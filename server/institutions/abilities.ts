// Who may call the institution routes (spec 2 §6): the look-ups serve everyone who browses
// institutions or works on courses (pickers on the review and course screens); the forms need
// AdminManageInstitutions.
import { COURSE_ACCESS } from '../../resources/_access.js';

// registration reviewers add a program's schools and a school's district from the directory (spec 2 §5)
export const LOOKUP_ABILITY = ['AdminViewInstitutions', 'AdminManageInstitutions', 'AdminUserManagement', 'AdminReviewInstitutionRegistration', ...COURSE_ACCESS.list] as const;
export const MANAGE_ABILITY = 'AdminManageInstitutions';
