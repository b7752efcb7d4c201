// Navbar: menu toggle, page title, header statistics, user search, theme toggle, user menu (with
// Recent actions, the undo panel).
import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu, useCanAccess } from 'react-admin';
import { HeaderMenu } from './HeaderMenu.js';
import { HeaderStats } from './HeaderStats.js';
import { LiveHub } from '../hub/LiveHub.js';
import { UserSearch } from './UserSearch.js';
import users from '../../resources/users.js';
import { useShellParts } from './app-config.js';
import { RecentActionsHost, RecentActionsMenuItem } from './RecentActions.js';

export function AdminAppBar() {
  // Below 992 px the title needs the room for itself: the figures move into the header menu; below
  // 768 px the user search follows them there.
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // search results open the user's record (the users resource's edit screen); without it the box would only lead to dead ends
  const { canAccess: maySearch = false } = useCanAccess({ resource: users.name, action: 'edit' });
  // the hand-built screens' entries (my profile)
  const { userMenuItems } = useShellParts();
  return (
    <AppBar
      userMenu={
        <UserMenu>
          {userMenuItems.map((Item, i) => (
            <Item key={i} />
          ))}
          <RecentActionsMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
      <RecentActionsHost />
      <LiveHub />
      {wide && <HeaderStats />}
      {maySearch && !narrow && <UserSearch />}
      {!wide && <HeaderMenu withFigures withSearch={maySearch && narrow} />}
    </AppBar>
  );
}
