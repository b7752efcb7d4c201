// Navbar: menu toggle, page title, header statistics, user search, theme toggle, user menu.
import { useMediaQuery, type Theme } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu, useCanAccess } from 'react-admin';
import { HeaderStats } from './HeaderStats.js';
import { UserSearch } from './UserSearch.js';

/** Search results open /users/<id>; without that screen the box would only lead to dead ends. */
function UserSearchIfAllowed() {
  const { canAccess } = useCanAccess({ resource: 'users', action: 'edit' });
  return canAccess ? <UserSearch /> : null;
}

export function AdminAppBar() {
  // Below 992 px the title needs the room; the user search stays down to 768 px.
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
      {wide && <HeaderStats />}
      {!narrow && <UserSearchIfAllowed />}
    </AppBar>
  );
}
