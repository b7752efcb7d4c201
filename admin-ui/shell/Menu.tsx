// Sidebar: the sections of the menu's description (resources/_menu.ts) in the order of the signed-in
// user's kind of role, each under its heading. A collapsible section (reference data, workflow data)
// folds under its heading, folded at first; each user's choice is kept in the store. Collapsed to
// icons only, the headings give way to dividers and a folding section to its toggle's icon.
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Badge, Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem, Tooltip } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { Menu, useGetIdentity, useSidebarState, useStore } from 'react-admin';
import { useAbilities, useAppConfig } from './app-config.js';
import { menuEntries, menuSections, type MenuEntry, type MenuSection } from './menu-entries.js';
import { useHeaderStats, type HeaderStat } from './HeaderStats.js';
import { MENU_SECTIONS_KEY } from './store.js';

export { DASHBOARD_PATH } from '../../core/model/shell-menu.js';

type OpenSections = Record<string, Record<string, boolean>>;

/**
 * Whether each collapsible section is unfolded, per user, and a toggle; null until the user is known
 * (a click before then would be kept for nobody and lost).
 */
function useOpenSections(): [(section: string) => boolean, (section: string) => void] | null {
  const { identity } = useGetIdentity();
  const [stored, setStored] = useStore<OpenSections>(MENU_SECTIONS_KEY, {});
  const user = identity ? String(identity.id) : '';
  const mine = stored[user] ?? {};
  const isOpen = (section: string) => Boolean(mine[section]);
  const toggle = (section: string) => setStored((all) => ({ ...all, [user]: { ...(all?.[user] ?? {}), [section]: !all?.[user]?.[section] } }));
  return identity ? [isOpen, toggle] : null;
}

export function AdminMenu() {
  const { resources, customScreens, menu } = useAppConfig();
  const abilities = useAbilities();
  const [sidebarOpen] = useSidebarState();
  const openSections = useOpenSections();
  // the pending counts (accreditations, audit cancellations, registrations) as badges, live through the hub
  const figures = useHeaderStats();
  const sections = useMemo(
    () => (abilities ? menuSections(menu, abilities, menuEntries(abilities, resources, customScreens)) : []),
    [menu, abilities, resources, customScreens],
  );

  return (
    <Menu>
      {sections.map((section, i) => (
        <Fragment key={section.name}>
          {section.collapsible ? (
            openSections && <SectionToggle section={section} open={openSections[0](section.name)} onToggle={() => openSections[1](section.name)} withLabel={sidebarOpen} />
          ) : sidebarOpen ? (
            // not sticky: over a transparent background a stuck heading sat on the entries scrolling under it
            <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: i ? 1 : 0, bgcolor: 'transparent' }}>
              {section.label}
            </ListSubheader>
          ) : (
            i > 0 && <Divider sx={{ my: 0.5 }} />
          )}
          {(!section.collapsible || openSections?.[0](section.name)) && (
            <div role="group" id={sectionId(section.name)} aria-label={section.label}>
              {section.entries.map((entry) => (
                <EntryItem key={entry.to} entry={entry} figures={figures} />
              ))}
            </div>
          )}
        </Fragment>
      ))}
    </Menu>
  );
}

const sectionId = (name: string) => `menu-section-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function SectionToggle({ section, open, onToggle, withLabel }: { section: MenuSection; open: boolean; onToggle: () => void; withLabel: boolean }) {
  const Icon = open ? ExpandLessIcon : ExpandMoreIcon;
  const button = (
    // a menu item of the menu list (its keyboard moves reach it), which opens or folds the section
    <MenuItem
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={open ? sectionId(section.name) : undefined}
      aria-label={withLabel ? undefined : section.label}
      sx={{ mt: 1, py: 0.5 }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {withLabel && <ListItemText primary={section.label} slotProps={{ primary: { variant: 'body2', color: 'text.secondary' } }} />}
    </MenuItem>
  );
  return withLabel ? button : <Tooltip title={section.label} placement="right">{button}</Tooltip>;
}

function EntryItem({ entry: { to, label, icon: Icon, badgeStat }, figures }: { entry: MenuEntry; figures: readonly HeaderStat[] }) {
  const count = badgeStat ? Number(figures.find((f) => f.key === badgeStat)?.value ?? 0) : 0;
  return (
    <Menu.Item
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
}
