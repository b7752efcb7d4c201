// Navbar: menu toggle, page title, header statistics, user search, theme toggle, user menu.
import SearchIcon from '@mui/icons-material/Search';
import { Dialog, DialogContent, DialogTitle, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { AppBar, Logout, TitlePortal, UserMenu, useCanAccess } from 'react-admin';
import { HeaderStats } from './HeaderStats.js';
import { LiveHub } from '../hub/LiveHub.js';
import { UserSearch } from './UserSearch.js';
import users from '../../resources/users.js';
import { ProfileMenuItem } from '../../custom-screens/membership/ProfileMenuItem.js';

const SEARCH_LABEL = 'Find a user or analyst';

/** Below 768 px the navbar has no room for the search box: an icon opens it in a dialog. */
function UserSearchButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Tooltip title={SEARCH_LABEL}>
        <IconButton color="inherit" aria-label={SEARCH_LABEL} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="user-search-title" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
        <DialogTitle id="user-search-title">{SEARCH_LABEL}</DialogTitle>
        <DialogContent>
          <UserSearch fullWidth autoFocus onChosen={close} />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Search results open the user's record (the users resource's edit screen); without it the box would only lead to dead ends. */
function UserSearchIfAllowed({ compact }: { compact: boolean }) {
  const { canAccess } = useCanAccess({ resource: users.name, action: 'edit' });
  if (!canAccess) return null;
  return compact ? <UserSearchButton /> : <UserSearch />;
}

export function AdminAppBar() {
  // Below 992 px the title needs the room for itself; below 768 px the user search folds into an icon.
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <ProfileMenuItem />
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
      <LiveHub />
      {wide && <HeaderStats />}
      <UserSearchIfAllowed compact={narrow} />
    </AppBar>
  );
}
