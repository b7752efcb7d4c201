// The sidebar of the shipped model by the work of each role (resources/_menu.ts): an analyst's daily
// work first and no raw tables, an administrator's the same and then institutions, membership and
// reporting, reference and workflow data folded; any set of abilities gets each entry it may open
// once and never one it may not; the folding is each user's, kept in the store past a sign-out.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageStore } from 'react-admin';
import { ABILITY_NAMES } from '../../../core/model/abilities.js';
import { MENU } from '../../../resources/_menu.js';
import { ROLES } from '../../../seeds/roles.js';
import { modelResources } from '../../../admin-ui/registry/resources.js';
import { customScreens } from '../../../app/custom-screens.js';
import { menuEntries, menuSections } from '../../../admin-ui/shell/menu-entries.js';
import { keepOnReset } from '../../../admin-ui/shell/store.js';
import { canAccessResource } from '../../../admin-ui/auth/resource-access.js';
import { hasAbility } from '../../../admin-ui/auth/staff-user.js';
import { inlineListPath } from '../../../core/model/inline-route.js';
import { DASHBOARD_PATH } from '../../../core/model/shell-menu.js';
import { memoryDataProvider } from '../support/memory-data-provider.js';
import { fakeServer, renderApp, staffUser } from '../support/render-app.js';

const abilitiesOf = (role: string) => ROLES.find((r) => r.name === role)!.abilities;
const sectionsOf = (abilities: readonly string[]) => menuSections(MENU, abilities, menuEntries(abilities, modelResources, customScreens));
const outline = (abilities: readonly string[]) => sectionsOf(abilities).map((s) => [s.label, s.entries.map((e) => e.label)] as const);

/** Whether the user may open what an entry leads to: the dashboard, a resource's list, a screen's route. */
function mayOpen(abilities: readonly string[], to: string): boolean {
  if (to === DASHBOARD_PATH) return true;
  const def = modelResources.find((r) => (inlineListPath(r) ?? `/${r.name}`) === to);
  if (def) return canAccessResource(abilities, def, 'list');
  const route = customScreens.flatMap((s) => s.routes).find((r) => r.path === to);
  return Boolean(route) && hasAbility(abilities, route!.ability);
}

describe('the menu by role', () => {
  it("opens an analyst's sidebar on the daily work: queues, search, completed reviews, statistics; no raw tables", () => {
    const sections = outline(abilitiesOf('Analyst'));
    expect(sections[0]).toEqual(['Daily work', ['Dashboard', 'Course search', 'Completed reviews', 'My statistics', 'Courses', 'Self-reported courses']]);
    expect(sections.map(([label]) => label)).toEqual(['Daily work', 'Content', 'Settings', 'Reference data']);
    expect(sectionsOf(abilitiesOf('Analyst')).find((s) => s.label === 'Reference data')).toMatchObject({ collapsible: true });
  });

  it("gives an administrator the same daily work, then institutions, membership and reporting, the raw tables folded last", () => {
    const sections = outline(ABILITY_NAMES);
    expect(sections.map(([label]) => label)).toEqual(['Daily work', 'Institutions', 'Membership', 'Reporting', 'Content', 'Settings', 'Operations', 'Reference data', 'Workflow data']);
    expect(sections[0][1]).toEqual(['Dashboard', 'Course search', 'Completed reviews', 'Submitted courses', 'My statistics', 'Reviewer consistency', 'Courses', 'Self-reported courses']);
    expect(sections[1][1].slice(0, 5)).toEqual(['Institutions', 'Schools', 'Districts', 'Accreditation', 'Registrations']);
    expect(sections[2][1]).toEqual(['Membership', 'Users', 'Roles']);
    const folded = sectionsOf(ABILITY_NAMES).filter((s) => s.collapsible).map((s) => [s.label, s.entries.length]);
    expect(folded).toEqual([
      ['Reference data', 19],
      ['Workflow data', 14],
    ]);
  });

  it('gives a senior analyst institutions, accreditation, registrations and reporting beside the daily work, but no raw tables', () => {
    const sections = outline(abilitiesOf('Senior Analyst'));
    expect(sections.map(([label]) => label)).toEqual(['Daily work', 'Institutions', 'Reporting', 'Content', 'Settings', 'Operations', 'Reference data']);
    expect(sections[1][1]).toEqual(['Institutions', 'Schools', 'Districts', 'Accreditation', 'Registrations']);
    // who may read the audit trail may verify it (AdminViewAudit), not the caches or indexes
    expect(sections[5][1]).toEqual(['Audit trail']);
  });

  it("puts a content editor's content right after the dashboard", () => {
    const sections = outline(abilitiesOf('Content Editor'));
    expect(sections.map(([label]) => label)).toEqual(['Daily work', 'Content', 'Operations', 'Reference data']);
    expect(sections[2][1]).toEqual(['Audit trail']);
  });

  it('gives any set of abilities each entry it may open, once, and none it may not', () => {
    const sets = [[], ...ABILITY_NAMES.map((a) => [a]), ...ROLES.map((r) => r.abilities), ['AdminReviewAccreditation', 'AdminManageContent'], ABILITY_NAMES.filter((a) => a !== 'AdminReview')];
    for (const abilities of sets) {
      const shown = sectionsOf(abilities).flatMap((s) => s.entries.map((e) => e.to));
      const cannot = shown.filter((to) => !mayOpen(abilities, to));
      expect(cannot, `entries ${abilities.join(', ') || 'no ability'} may not open`).toEqual([]);
      expect(new Set(shown).size, `an entry shown twice for ${abilities.join(', ')}`).toBe(shown.length);
      // everything it may open is in the menu, bar the raw tables that are only the administrators'
      const isAdministrator = MENU.roleKinds[0].anyOf!.some((a) => abilities.includes(a));
      const missing = menuEntries(abilities, modelResources, customScreens).filter((e) => !shown.includes(e.to) && (isAdministrator || e.group !== 'Workflow data'));
      expect(missing.map((e) => e.to), `entries missing for ${abilities.join(', ')}`).toEqual([]);
    }
  });
});

describe('the folding sections', () => {
  afterEach(() => vi.unstubAllGlobals());

  const toggle = () => screen.getByRole('menuitem', { name: 'Reference data' });
  /** a bound on a busy machine, never a time asserted */
  const SOON = { timeout: 10_000 };

  it('starts folded, unfolds on a click, and stays so for that user alone, past a sign-out', async () => {
    // the browser's store, as the app has it (admin-ui/shell/store.ts)
    localStorage.clear();
    const store = keepOnReset(localStorageStore('1', 'MenuByRole'));
    fakeServer({});
    const first = renderApp({ path: '/dashboard/', user: staffUser([]), dataProvider: memoryDataProvider({}), store });
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'), SOON);
    expect(screen.queryByRole('group', { name: 'Reference data' })).not.toBeInTheDocument();
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'), SOON);
    expect(within(screen.getByRole('group', { name: 'Reference data' })).getByRole('menuitem', { name: 'Campus types' })).toBeInTheDocument();
    first.unmount();

    store.reset(); // signing out
    const again = renderApp({ path: '/dashboard/', user: staffUser([]), dataProvider: memoryDataProvider({}), store });
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'), SOON);
    again.unmount();

    renderApp({ path: '/dashboard/', user: { ...staffUser([]), id: 99, username: 'other' }, dataProvider: memoryDataProvider({}), store });
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'false'), SOON);
  });
});
