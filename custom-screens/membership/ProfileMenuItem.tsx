// "My profile" in the user menu: opens /profile/{own id} and closes the menu.
import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useGetIdentity, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { profilePath } from './profile-api.js';

export const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(props, ref) {
  const { identity } = useGetIdentity();
  const menu = useUserMenu();
  if (!identity) return null;
  return (
    <MenuItem {...props} ref={ref} component={Link} to={profilePath(identity.id)} onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>My profile</ListItemText>
    </MenuItem>
  );
});
