// Sidebar entries the user may open, grouped: resources by menu.group, then hand-built screens.
import type { ComponentType } from 'react';
import type { ResourceDef } from '../../server/model/define.js';
import { canAccessResource } from '../auth/resource-access.js';
import { hasAbility } from '../auth/staff-user.js';
import type { CustomScreen } from '../custom-screen.js';
import { menuIcon } from './menu-icons.js';
import { inlineListPath } from '../builder/inline-list/inline-route.js';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
  group: string;
  /** the header figure shown as the entry's badge */
  badgeStat?: string;
}

export interface MenuGroup {
  group: string;
  entries: MenuEntry[];
}

export const MENU_GROUP_ORDER = ['Institutions', 'Content', 'Settings', 'Lookups', 'Membership'];
const UNGROUPED = 'Other';

export function menuEntries(abilities: readonly string[], resources: readonly ResourceDef[], screens: readonly CustomScreen[]): MenuEntry[] {
  const fromResources = resources
    .filter((def) => !def.menu?.hidden && canAccessResource(abilities, def, 'list'))
    .map((def) => ({ to: inlineListPath(def) ?? `/${def.name}`, label: def.label, icon: menuIcon(def.menu?.icon), group: def.menu?.group ?? UNGROUPED }));
  const fromScreens = screens
    .flatMap((screen) => screen.menu ?? [])
    .filter((entry) => hasAbility(abilities, entry.ability))
    .map((entry) => ({ to: entry.to, label: entry.label, icon: entry.icon ?? menuIcon(undefined), group: entry.group, badgeStat: entry.badgeStat }));
  return [...fromResources, ...fromScreens];
}

/** The spec's groups first, in its order; others alphabetically; entries by label. */
export function groupMenuEntries(entries: readonly MenuEntry[]): MenuGroup[] {
  const rank = (g: string) => {
    const i = MENU_GROUP_ORDER.indexOf(g);
    return i === -1 ? MENU_GROUP_ORDER.length : i;
  };
  const groups = [...new Set(entries.map((e) => e.group))].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return groups.map((group) => ({
    group,
    entries: entries.filter((e) => e.group === group).sort((a, b) => a.label.localeCompare(b.label)),
  }));
}
