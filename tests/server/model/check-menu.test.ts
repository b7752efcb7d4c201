// The start-up check of the sidebar's description (resources/_menu.ts, MODEL023–024): the shipped menu
// passes against the entries the shipped resources and hand-built screens place; each kind of mistake
// is named with its code and the file at fault; the screens' entries are the places _menu.ts gives them.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU } from '../../../resources/_menu.js';
import { checkMenu, placedEntries, type PlacedEntry } from '../../../server/model/check-menu.js';
import { readScreenMenuPlaces } from '../../../server/model/custom-screen-menus.js';
import { loadResourceFiles, RESOURCES_DIR } from '../../../server/model/load.js';
import { defineMenu, type MenuDef } from '../../../core/model/menu.js';

const shippedScreens = await readScreenMenuPlaces(RESOURCES_DIR);
const shipped = placedEntries(await loadResourceFiles(RESOURCES_DIR), shippedScreens);
const codes = (menu: MenuDef, entries: readonly PlacedEntry[] = shipped) => checkMenu(menu, entries).map((i) => `${i.code} ${i.file} ${i.path}: ${i.message}`);

const small = defineMenu({
  sections: [
    { name: 'Daily work', label: 'Daily work', first: ['/dashboard/'] },
    { name: 'Lookups', label: 'Reference data', collapsible: true },
    { name: 'Workflow data', label: 'Workflow data', onlyFor: ['administrator'] },
  ],
  roleKinds: [
    { name: 'administrator', label: 'Administrator', anyOf: ['AdminManageLookups'], sections: ['Daily work', 'Lookups', 'Workflow data'] },
    { name: 'staff', label: 'Other staff', sections: ['Daily work', 'Lookups'] },
  ],
});
const smallEntries: PlacedEntry[] = [
  { to: '/dashboard/', group: 'Daily work', file: 'core/model/shell-menu.ts' },
  { to: '/counties', group: 'Lookups', file: 'resources/counties.ts' },
];

describe('the menu check', () => {
  it('passes the shipped menu, with every hand-built screen entry where _menu.ts places it', () => {
    expect(codes(MENU)).toEqual([]);
    expect(shippedScreens.flatMap((s) => s.problems)).toEqual([]);
    expect(shipped).toContainEqual({ to: '/rules', group: 'Settings', file: 'resources/_menu.ts' });
    expect(shipped).toContainEqual({ to: '/dashboard/', group: 'Daily work', file: 'core/model/shell-menu.ts' });
    expect(shipped.filter((e) => e.group === 'Lookups')).toHaveLength(19);
  });

  it('accepts a small menu that fits its entries', () => {
    expect(codes(small, smallEntries)).toEqual([]);
  });

  it('names an entry placed in a section the menu does not declare (MODEL024), with the file that places it', () => {
    expect(codes(small, [...smallEntries, { to: '/tags', group: 'Setings', file: 'resources/tags.ts' }])).toEqual([
      'MODEL024 resources/tags.ts menu: the menu entry /tags is placed in section "Setings", which resources/_menu.ts does not declare',
    ]);
  });

  it('names an entry the menu orders that does not exist, or sits elsewhere (MODEL025)', () => {
    const menu = defineMenu({ ...small, sections: [{ ...small.sections[0], first: ['/dashboard/', '/nowhere', '/counties'] }, ...small.sections.slice(1)] });
    expect(codes(menu, smallEntries)).toEqual([
      'MODEL025 resources/_menu.ts sections.Daily work.first: no menu entry leads to /nowhere',
      'MODEL025 resources/_menu.ts sections.Daily work.first: the menu entry /counties sits in section "Lookups" (resources/counties.ts), not "Daily work"',
    ]);
  });

  it('refuses a kind of role that leaves out a section open to it, or lists one that is not (MODEL026)', () => {
    const menu = defineMenu({
      ...small,
      roleKinds: [
        { ...small.roleKinds[0], sections: ['Daily work', 'Workflow data'] },
        { ...small.roleKinds[1], sections: ['Daily work', 'Lookups', 'Workflow data', 'Extras'] },
      ],
    });
    expect(codes(menu, smallEntries)).toEqual([
      'MODEL026 resources/_menu.ts roleKinds.0.sections: kind "administrator" leaves out section "Lookups", whose entries its users could not find',
      'MODEL026 resources/_menu.ts roleKinds.1.sections: unknown section "Extras"',
      'MODEL026 resources/_menu.ts roleKinds.1.sections: section "Workflow data" is only for administrator',
    ]);
  });

  it('refuses unknown abilities and kinds, and a last kind that does not take everyone (MODEL023)', () => {
    const menu = defineMenu({
      sections: [{ name: 'Daily work', label: 'Daily work', onlyFor: ['auditor'] }],
      roleKinds: [{ name: 'staff', label: 'Staff', anyOf: ['AdminEverything' as never], sections: [] }],
    });
    expect(codes(menu, [])).toEqual([
      'MODEL023 resources/_menu.ts roleKinds.0.anyOf: the last kind ("staff") takes everyone else: it has no abilities to match',
      'MODEL023 resources/_menu.ts roleKinds.0.anyOf: unknown ability "AdminEverything"',
      'MODEL023 resources/_menu.ts sections.Daily work.onlyFor: unknown kind of role "auditor"',
    ]);
  });

  it('names a hand-built screen place that is not written as text (MODEL024)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'menu-screens-'));
    writeFileSync(path.join(dir, '_menu.ts'), "export const SCREEN_MENU_PLACES = { odd: [{ to: 42, group: 'Daily work' }] };\n");
    const screens = await readScreenMenuPlaces(dir);
    expect(checkMenu(small, smallEntries, screens).map((i) => `${i.code}: ${i.message}`)).toEqual([
      'MODEL024: SCREEN_MENU_PLACES.odd entry 1: write "to" and "group" as text',
    ]);
  });
});
