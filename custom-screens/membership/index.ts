import GroupsIcon from '@mui/icons-material/Groups';
import { defineCustomScreen, lazyScreenElement } from '../../admin-ui/custom-screen.js';
import { ProfileMenuItem } from './ProfileMenuItem.js';
import { MEMBERSHIP_ABILITY, OUTBOX_ABILITY } from './abilities.js';

// Spec 2 §2 "Membership": the landing page, the UC office and unverified lists, a user's institutions
// and per-institution permissions, and the outbox of a server without SMTP (docs/membership.md). Roles
// and users themselves are the generated screens of resources/roles.ts and resources/users.ts.
const screen = (load: () => Promise<Record<string, unknown>>, name: string) => lazyScreenElement(load, name);
const lists = () => import('./UcopUsersScreen.js');
const unverified = () => import('./UnverifiedUsersScreen.js');

export default defineCustomScreen({
  name: 'membership',
  routes: [
    { path: '/membership', element: screen(() => import('./MembershipLandingScreen.js'), 'MembershipLandingScreen'), ability: MEMBERSHIP_ABILITY },
    { path: '/membership/users/ucop', element: screen(lists, 'UcopUsersScreen'), ability: MEMBERSHIP_ABILITY },
    { path: '/membership/users/unverified', element: screen(unverified, 'UnverifiedUsersScreen'), ability: MEMBERSHIP_ABILITY },
    { path: '/membership/users/unverified/delete/:userId', element: screen(unverified, 'UnverifiedUsersScreen'), ability: MEMBERSHIP_ABILITY },
    { path: '/membership/users/edit/:userId/institutions', element: screen(() => import('./UserInstitutionsScreen.js'), 'UserInstitutionsScreen'), ability: MEMBERSHIP_ABILITY },
    { path: '/membership/users/edit/:userId/:institutionId/permissions', element: screen(() => import('./PermissionsScreen.js'), 'PermissionsScreen'), ability: MEMBERSHIP_ABILITY },
    // one's own profile: every signed-in user (the server refuses another user's id)
    { path: '/profile/:userId', element: screen(() => import('./ProfileScreen.js'), 'ProfileScreen'), ability: 'authenticated' },
    // /membership/outbox itself is the delivery state of the mail outbox (custom-screens/notifications)
    { path: '/membership/outbox/files', element: screen(() => import('./OutboxScreen.js'), 'OutboxScreen'), ability: OUTBOX_ABILITY },
    { path: '/membership/outbox/:id', element: screen(() => import('./OutboxMessageScreen.js'), 'OutboxMessageScreen'), ability: OUTBOX_ABILITY },
  ],
  menu: [{ to: '/membership', label: 'Membership', group: 'Membership', icon: GroupsIcon, ability: MEMBERSHIP_ABILITY }],
  // "My profile" in the user menu
  shell: { userMenuItems: [ProfileMenuItem] },
});
