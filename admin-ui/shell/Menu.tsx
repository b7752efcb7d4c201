// Sidebar: the dashboard, then one headed group per menu.group. Collapsed (icons only) the headings
// give way to dividers.
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Badge, Divider, ListSubheader } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { useAbilities, useAppConfig } from './app-config.js';
import { groupMenuEntries, menuEntries } from './menu-entries.js';
import { useHeaderStats } from './HeaderStats.js';

export const DASHBOARD_PATH = '/dashboard/';

export function AdminMenu() {
  const { resources, customScreens } = useAppConfig();
  const abilities = useAbilities();
  const [open] = useSidebarState();
  // the pending counts (accreditations, audit cancellations, registrations) as badges, live through the hub
  const figures = useHeaderStats();
  const badgeOf = (key: string | undefined) => (key ? Number(figures.find((f) => f.key === key)?.value ?? 0) : 0);
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
          {entries.map(({ to, label, icon: Icon, badgeStat }) => {
            const count = badgeOf(badgeStat);
            return (
              <Menu.Item
                key={to}
                to={to}
                primaryText={label}
                // the entry keeps its name; the count is its description (the badge itself is not read out twice)
                title={count ? `${count} pending` : undefined}
                leftIcon={
                  <Badge badgeContent={count} color="secondary" max={999} invisible={!count} slotProps={{ badge: { 'aria-hidden': true } }}>
                    <Icon />
                  </Badge>
                }
              />
            );
          })}
        </Fragment>
      ))}
    </Menu>
  );
}
