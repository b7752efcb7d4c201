// Who sees the district and school screens and who changes them: the abilities of their calls
// (server/institutions/abilities.ts; resources/institutions.ts update), so a screen offers what the
// server will do.
export const VIEW_INSTITUTIONS = ['AdminViewInstitutions', 'AdminManageInstitutions'] as const;
export const MANAGE_INSTITUTIONS = 'AdminManageInstitutions';
/** GET /api/admin/membership/user/institution/{id} (server/membership/institution-users.ts) */
export const VIEW_INSTITUTION_USERS = ['AdminUserManagement', 'AdminViewInstitutions'] as const;
