// The pure readings behind the inline lists: where the screen lives, which pages are its area's tabs,
// how a typed box reads against the field's definition, and where a removal is sent.
import { describe, expect, it } from 'vitest';
import tags from '../../resources/tags.js';
import rubrics from '../../resources/rubrics.js';
import counties from '../../resources/counties.js';
import type { ResourceDef } from '../../core/model/define.js';
import { inlineListPath } from '../../core/model/inline-route.js';
import { currentTab, sectionTabs } from '../../admin-ui/builder/inline-list/section-tabs.js';
import { initialCellText, parseCell } from '../../admin-ui/builder/inline-list/cell-values.js';
import { deletePath } from '../../admin-ui/builder/inline-list/use-remove-row.js';
import { menuEntries } from '../../admin-ui/shell/menu-entries.js';

const icon = () => null;

describe('inline list helpers', () => {
  it('serve the inline list at its spec route, and leave other resources alone', () => {
    expect(inlineListPath(tags)).toBe('/settings/tags');
    expect(inlineListPath(rubrics)).toBe('/settings/rubric');
    expect(inlineListPath(counties)).toBeUndefined();
    const withoutRoute = { ...tags, uiRoutes: undefined } as ResourceDef;
    expect(inlineListPath(withoutRoute)).toBe('/tags');
    // the menu leads to the same place
    const entries = menuEntries(['AdminManageSettings'], [tags, rubrics], []);
    expect(entries.filter((e) => e.group === 'Settings').map((e) => e.to)).toEqual(['/settings/tags', '/settings/rubric']);
  });

  it('show as tabs the pages that share the first path segment, never a lone one', () => {
    const entries = [
      { to: '/settings/tags', label: 'Tags', icon, group: 'Settings' },
      { to: '/settings/review', label: 'Review settings', icon, group: 'Settings' },
      { to: '/settings/rubric', label: 'Rubrics', icon, group: 'Settings' },
      { to: '/rules', label: 'Rules', icon, group: 'Settings' },
      { to: '/institutions', label: 'Institutions', icon, group: 'Institutions' },
    ];
    const tabs = sectionTabs(entries, '/settings/tags');
    expect(tabs.map((t) => t.label)).toEqual(['Review settings', 'Rubrics', 'Tags']);
    expect(currentTab(tabs, '/settings/rubric')).toBe('/settings/rubric');
    expect(currentTab(tabs, '/settings/elsewhere')).toBe(false);
    expect(sectionTabs(entries, '/rules')).toEqual([]);
  });

  it('read typed text against the field definition', () => {
    const value = rubrics.fields.value;
    expect(parseCell('value', value, '3')).toEqual({ ok: true, value: 3 });
    expect(parseCell('value', value, '6')).toEqual({ ok: false, message: 'A whole number from 0 to 5' });
    expect(parseCell('value', value, '2.5')).toEqual({ ok: false, message: 'A whole number from 0 to 5' });
    expect(parseCell('value', value, ' ')).toEqual({ ok: false, message: 'A value is required' });
    expect(parseCell('name', tags.fields.name, '  Biology  ')).toEqual({ ok: true, value: 'Biology' });
    expect(parseCell('name', tags.fields.name, 'x'.repeat(101))).toEqual({ ok: false, message: 'Use at most 100 characters' });
    expect(parseCell('email', { type: 'string', required: true }, '')).toEqual({ ok: false, message: 'An email is required' });
    // a required number starts at its lowest value; text starts empty
    expect(initialCellText(value)).toBe('0');
    expect(initialCellText(tags.fields.name)).toBe('');
  });

  it('send a removal to the spec path when the resource has one', () => {
    expect(deletePath(tags, 5)).toBe('/api/admin/tag/5');
    expect(deletePath({ ...tags, aliases: [] } as ResourceDef, 5)).toBe('/api/rest/tags/5');
  });
});
