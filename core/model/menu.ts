// The shape of the sidebar's description (resources/_menu.ts): its sections, and the kinds of staff
// role that read them in their own order. Resources (menu.group) and hand-built screens (their menu
// entries' group) place themselves in a section by its name; the model check (check-menu.ts) holds
// the description to the entries that exist.
import type { Ability } from './abilities.js';

export interface MenuSectionDef {
  /** what resources and screens write in their menu entry's `group` */
  name: string;
  /** the heading people read */
  label: string;
  /** entries that come first, in this order, each named by the path it opens (/courses/search, a
   *  resource's /institutions); the section's other entries follow by label */
  first?: readonly string[];
  /** folds under its heading, folded at first; each user's choice is remembered */
  collapsible?: boolean;
  /** only these role kinds see the section (default: every kind) */
  onlyFor?: readonly string[];
}

export interface RoleKindDef {
  name: string;
  /** what it means, in a word people use */
  label: string;
  /** a user is of this kind with any one of these abilities; the last kind has none and takes everyone else */
  anyOf?: readonly Ability[];
  /** every section open to this kind, in the order this kind reads them */
  sections: readonly string[];
}

export interface MenuDef {
  sections: readonly MenuSectionDef[];
  /** the first kind whose abilities the user holds is theirs */
  roleKinds: readonly RoleKindDef[];
}

/** Identity helper that keeps the section names as literal types (custom screens' `group` is checked by the compiler). */
export function defineMenu<const T extends MenuDef>(menu: T): T {
  return menu;
}

/** The kind of role a user with these abilities is (the last kind when no other fits). */
export function roleKindOf(menu: MenuDef, abilities: readonly string[]): RoleKindDef {
  return menu.roleKinds.find((k) => !k.anyOf || k.anyOf.some((a) => abilities.includes(a))) ?? menu.roleKinds[menu.roleKinds.length - 1];
}
