// The abilities of the membership screens, as the server's routes declare them (server/membership/routes.ts).
export const MEMBERSHIP_ABILITY = 'AdminUserManagement';
/** the outbox holds every mail the server wrote, password links of administrators included */
export const OUTBOX_ABILITY = 'AdminOperatorConsole';
