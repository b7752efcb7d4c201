// The console's welcome page instead of AdminJS's stock dashboard (which links to AdminJS's sites):
// what the console is for, the resources the operator may open by menu group, and the way back.
// The page itself is OpsWelcome in browser-components.js; this is its component name and data.
import type { AdminJSOptions } from 'adminjs';
import type { ResourceDef } from '../../core/model/define.js';
import { OPS_ROOT, allowed } from './shared.js';

/** The name browser-components.js registers the welcome page under. */
const WELCOME_COMPONENT = 'OpsWelcome';

const WELCOME_INTRO =
  'The operator console is for superusers: it opens every table of the back office directly, for the checks and corrections that have no screen of their own.';
const WELCOME_SCOPE =
  "It follows the back office's rules: the same records, with the same access rules, the same validation and the same audit trail. Every change made here is recorded under your name.";

interface WelcomeGroup {
  id: string;
  name: string;
  resources: { id: string; label: string; href: string }[];
}

/** The resources the user may list, grouped by menu group in the order the console's menu shows them. */
function welcomeGroups(resources: ResourceDef[], user: unknown): WelcomeGroup[] {
  const groups = new Map<string, WelcomeGroup>();
  for (const r of resources) {
    if (!allowed(user, r.access.list)) continue;
    const name = r.menu?.group ?? 'Other';
    let group = groups.get(name);
    if (!group) groups.set(name, (group = { id: `ops-group-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, name, resources: [] }));
    group.resources.push({ id: r.name, label: r.label, href: `${OPS_ROOT}/resources/${r.name}` });
  }
  return [...groups.values()];
}

export function welcomeDashboard(resources: ResourceDef[]): NonNullable<AdminJSOptions['dashboard']> {
  return {
    component: WELCOME_COMPONENT,
    handler: async (_request, _response, context) => ({
      intro: WELCOME_INTRO,
      scope: WELCOME_SCOPE,
      groups: welcomeGroups(resources, context.currentAdmin),
    }),
  };
}
