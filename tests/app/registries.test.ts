// @vitest-environment jsdom
// The browser entry's registries match what the model check reads (plain data, resources/): every
// hand-built screen's menu entries lead and sit where resources/_menu.ts places them, and every
// declared screen override has its module, giving only the keys it declares.
import { describe, expect, it } from 'vitest';
import { customScreens } from '../../app/custom-screens.js';
import { screenOverrides } from '../../app/screen-overrides.js';
import { loadOverrides } from '../../admin-ui/screen-overrides.js';
import { SCREEN_MENU_PLACES } from '../../resources/_menu.js';
import { SCREEN_OVERRIDES } from '../../resources/_screen-overrides.js';

describe('the browser entry registries', () => {
  it("places each hand-built screen's menu entries as resources/_menu.ts declares them", () => {
    const entries = Object.fromEntries(
      customScreens.filter((s) => s.menu?.length).map((s) => [s.name, s.menu!.map(({ to, group }) => ({ to, group }))]),
    );
    expect(entries).toEqual(SCREEN_MENU_PLACES);
  });

  it('loads an override for each declared resource, with the declared keys and fields', async () => {
    expect(Object.keys(screenOverrides).sort()).toEqual(Object.keys(SCREEN_OVERRIDES).sort());
    for (const [name, declaration] of Object.entries(SCREEN_OVERRIDES)) {
      const overrides = await loadOverrides(screenOverrides[name]);
      const { fields, ...screens } = overrides;
      const declaredFields: Record<string, readonly string[]> = 'fields' in declaration ? declaration.fields : {};
      expect(Object.keys(screens).sort(), name).toEqual([...('keys' in declaration ? declaration.keys : [])].sort());
      expect(Object.fromEntries(Object.entries(fields ?? {}).map(([f, o]) => [f, Object.keys(o).sort()])), name).toEqual(
        Object.fromEntries(Object.entries(declaredFields).map(([f, keys]) => [f, [...keys].sort()])),
      );
    }
  });
});
