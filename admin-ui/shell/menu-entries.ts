// Sidebar entries the user may open, in the sections of the menu's description (resources/_menu.ts):
// the shell's dashboard, the resources by menu.group, the hand-built screens by their entries' group;
// the sections in the order of the user's kind of role, each led by the entries it names.
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { ComponentType } from 'react';
import type { ResourceDef } from '../../core/model/define.js';
import { roleKindOf, type MenuDef } from '../../core/model/menu.js';
import { canAccessResource } from '../auth/resource-access.js';
import { hasAbility } from '../auth/staff-user.js';
import type { CustomScreen } from '../custom-screen.js';
import { menuIcon } from './menu-icons.js';
import { inlineListPath } from '../../core/model/inline-route.js';
import { SHELL_MENU_ENTRIES } from '../../core/model/shell-menu.js';

export interface MenuEntry {
  to: string;
  label: string;
  icon: ComponentType;
  group: string;
  /** the header figure shown as the entry's badge */
  badgeStat?: string;
}

export interface MenuSection {
  name: string;
  label: string;
  collapsible: boolean;
  entries: MenuEntry[];
}

const SHELL_ICONS: Record<string, ComponentType> = { '/dashboard/': DashboardIcon };

export function menuEntries(abilities: readonly string[], resources: readonly ResourceDef[], screens: readonly CustomScreen[]): MenuEntry[] {
  const fromShell = SHELL_MENU_ENTRIES.filter((entry) => hasAbility(abilities, entry.ability)).map((entry) => ({
    to: entry.to,
    label: entry.label,
    icon: SHELL_ICONS[entry.to] ?? menuIcon(undefined),
    group: entry.group,
  }));
  const fromResources = resources
    .filter((def) => def.menu && !def.menu.hidden && canAccessResource(abilities, def, 'list'))
    .map((def) => ({ to: inlineListPath(def) ?? `/${def.name}`, label: def.label, icon: menuIcon(def.menu!.icon), group: def.menu!.group }));
  const fromScreens = screens
    .flatMap((screen) => screen.menu ?? [])
    .filter((entry) => hasAbility(abilities, entry.ability))
    .map((entry) => ({ to: entry.to, label: entry.label, icon: entry.icon ?? menuIcon(undefined), group: entry.group, badgeStat: entry.badgeStat }));
  return [...fromShell, ...fromResources, ...fromScreens];
}

/** The sections of the user's kind of role in its order, each with its entries (named ones first, then by label); empty ones left out. */
export function menuSections(menu: MenuDef, abilities: readonly string[], entries: readonly MenuEntry[]): MenuSection[] {
  const kind = roleKindOf(menu, abilities);
  return kind.sections.flatMap((name) => {
    const section = menu.sections.find((s) => s.name === name);
    if (!section) return [];
    const first = section.first ?? [];
    const rank = (e: MenuEntry) => (first.includes(e.to) ? first.indexOf(e.to) : first.length);
    const inSection = entries.filter((e) => e.group === name).sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
    return inSection.length ? [{ name, label: section.label, collapsible: Boolean(section.collapsible), entries: inSection }] : [];
  });
}
