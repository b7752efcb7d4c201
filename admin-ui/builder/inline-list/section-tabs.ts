// The pages of a titled area (Site Settings): the menu entries the user may open whose path shares the
// current page's first segment (/settings/review, /settings/tags, /settings/rubric). Shown as tabs.
import type { MenuEntry } from '../../shell/menu-entries.js';

export interface SectionTab {
  to: string;
  label: string;
}

const firstSegment = (path: string) => path.split('/').filter(Boolean)[0];

export function sectionTabs(entries: readonly MenuEntry[], pathname: string): SectionTab[] {
  const segment = firstSegment(pathname);
  if (!segment) return [];
  const tabs = entries.filter((e) => firstSegment(e.to) === segment && e.to.split('/').filter(Boolean).length > 1).map(({ to, label }) => ({ to, label }));
  // one page is no choice
  return tabs.length > 1 ? tabs.sort((a, b) => a.label.localeCompare(b.label)) : [];
}

/** The tab of the current page: the longest tab path the location starts with. */
export function currentTab(tabs: readonly SectionTab[], pathname: string): string | false {
  const matches = tabs.filter((t) => pathname === t.to || pathname.startsWith(`${t.to}/`)).sort((a, b) => b.to.length - a.to.length);
  return matches[0]?.to ?? false;
}
