// Sidebar: the dashboard, then one headed group per menu.group. Collapsed (icons only) the headings
// give way to dividers.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Divider, ListSubheader } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { useAbilities, useAppConfig } from './app-config.js';
import { groupMenuEntries, menuEntries } from './menu-entries.js';

export const DASHBOARD_PATH = '/dashboard/';

export function AdminMenu() {
  const { resources, customScreens } = useAppConfig();
  const abilities = useAbilities();
  const [open] = useSidebarState();
  const groups = useMemo(
    () => (abilities ? groupMenuEntries(menuEntries(abilities, resources, customScreens)) : []),
    [abilities, resources, customScreens],
  );

  return (
    <Menu>
      <Menu.Item to={DASHBOARD_PATH} primaryText="Dashboard" leftIcon={<DashboardIcon />} />
      {groups.map(({ group, entries }) => (
        <Fragment key={group}>
          {open ? (
            // not sticky: over a transparent background a stuck heading sat on the entries scrolling under it
            <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
              {group}
            </ListSubheader>
          ) : (
            <Divider sx={{ my: 0.5 }} />
          )}
          {entries.map(({ to, label, icon: Icon }) => (
            <Menu.Item key={to} to={to} primaryText={label} leftIcon={<Icon />} />
          ))}
        </Fragment>
      ))}
    </Menu>
  );
}
