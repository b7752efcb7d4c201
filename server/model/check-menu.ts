// The model check of the sidebar's description (resources/_menu.ts): its shape and abilities
// (MODEL023), every entry placed in a section that exists (MODEL024), every entry it names existing
// in the section that names it (MODEL025), and every kind of role listing each section open to it
// once, so that no entry a user may open is left out of their menu (MODEL026).
import { inlineListPath } from '../../core/model/inline-route.js';
import { SHELL_MENU_ENTRIES } from '../../core/model/shell-menu.js';
import { ABILITY_NAMES } from '../../core/model/abilities.js';
import type { ModelIssue } from './check.js';
import type { ScreenMenus } from './custom-screen-menus.js';
import type { ResourceDef } from '../../core/model/define.js';
import type { MenuDef } from '../../core/model/menu.js';

export const MENU_FILE = 'resources/_menu.ts';

/** An entry of the sidebar as the check sees it: where it leads, its section, and the file that places it. */
export interface PlacedEntry {
  to: string;
  group: string;
  file: string;
}

/** The entries the resources, the hand-built screens and the shell place in the menu. */
export function placedEntries(resources: readonly { file: string; def: ResourceDef }[], screens: readonly ScreenMenus[]): PlacedEntry[] {
  return [
    ...SHELL_MENU_ENTRIES.map((e) => ({ to: e.to, group: e.group, file: 'core/model/shell-menu.ts' })),
    ...resources.filter(({ def }) => def.menu && !def.menu.hidden).map(({ def, file }) => ({ to: inlineListPath(def) ?? `/${def.name}`, group: def.menu!.group, file })),
    ...screens.flatMap((s) => s.entries.map((e) => ({ ...e, file: s.file }))),
  ];
}

export function checkMenu(menu: MenuDef, entries: readonly PlacedEntry[], screens: readonly ScreenMenus[] = []): ModelIssue[] {
  const issues: ModelIssue[] = [];
  const add = (code: ModelIssue['code'], path: string, message: string, file = MENU_FILE) => issues.push({ code, file, path, message });
  const abilities = new Set<string>(ABILITY_NAMES);

  for (const s of screens) for (const problem of s.problems) add('MODEL024', 'menu', problem, s.file);

  const sections = new Map<string, MenuDef['sections'][number]>();
  menu.sections.forEach((section, i) => {
    if (!section.name || !section.label) add('MODEL023', `sections.${i}`, 'a section needs a name and a label');
    if (sections.has(section.name)) add('MODEL023', `sections.${i}`, `section "${section.name}" is declared twice`);
    sections.set(section.name, section);
  });
  const kinds = new Set(menu.roleKinds.map((k) => k.name));
  if (!menu.roleKinds.length) add('MODEL023', 'roleKinds', 'at least one kind of role is needed');
  menu.roleKinds.forEach((kind, i) => {
    const at = `roleKinds.${i}`;
    const last = i === menu.roleKinds.length - 1;
    if (last && kind.anyOf) add('MODEL023', `${at}.anyOf`, `the last kind ("${kind.name}") takes everyone else: it has no abilities to match`);
    if (!last && !kind.anyOf?.length) add('MODEL023', `${at}.anyOf`, `kind "${kind.name}" needs the abilities that make a user of it (only the last kind takes everyone)`);
    for (const ability of kind.anyOf ?? []) if (!abilities.has(ability)) add('MODEL023', `${at}.anyOf`, `unknown ability "${ability}"`);
    // every section open to the kind, once: a section left out would hide entries its users may open
    const open = [...sections.values()].filter((s) => !s.onlyFor || s.onlyFor.includes(kind.name)).map((s) => s.name);
    for (const name of kind.sections) if (!sections.has(name)) add('MODEL026', `${at}.sections`, `unknown section "${name}"`);
    for (const name of kind.sections.filter((n, j) => kind.sections.indexOf(n) !== j)) add('MODEL026', `${at}.sections`, `section "${name}" is listed twice`);
    for (const name of open) if (!kind.sections.includes(name)) add('MODEL026', `${at}.sections`, `kind "${kind.name}" leaves out section "${name}", whose entries its users could not find`);
    for (const name of kind.sections) if (sections.has(name) && !open.includes(name)) add('MODEL026', `${at}.sections`, `section "${name}" is only for ${sections.get(name)!.onlyFor!.join(', ')}`);
  });
  for (const section of sections.values())
    for (const kind of section.onlyFor ?? []) if (!kinds.has(kind)) add('MODEL023', `sections.${section.name}.onlyFor`, `unknown kind of role "${kind}"`);

  for (const entry of entries)
    if (!sections.has(entry.group)) add('MODEL024', 'menu', `the menu entry ${entry.to} is placed in section "${entry.group}", which ${MENU_FILE} does not declare`, entry.file);

  for (const section of sections.values())
    for (const to of section.first ?? []) {
      const placed = entries.filter((e) => e.to === to);
      if (!placed.length) add('MODEL025', `sections.${section.name}.first`, `no menu entry leads to ${to}`);
      else if (!placed.some((e) => e.group === section.name))
        add('MODEL025', `sections.${section.name}.first`, `the menu entry ${to} sits in section "${placed[0].group}" (${placed[0].file}), not "${section.name}"`);
    }
  return issues;
}
