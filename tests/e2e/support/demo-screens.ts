// The admin UI's screen routes, filled with the demo's records (tests/support/demo-records.ts), for the
// browser's demo walk: the hand-built screens' routes (custom-screens/*/index.ts) and each resource's
// generated list, show and edit screens and its spec routes (uiRoutes). A route with a parameter no
// rule here knows is returned as unfilled, so a new screen makes the walk fail until it is taught.
import { REVIEW_STATEMENT_TYPES } from '../../../resources/_enums.js';
import type { CustomScreen } from '../../../admin-ui/custom-screen.js';
import type { AccessRule, CrudAction, ResourceDef } from '../../../core/model/define.js';
import type { DemoRecords } from '../../support/demo-records.js';

type Params = Record<string, number | string>;

/** Screens that change the session or start work by being opened, not by a click. */
const SKIPPED = [/^\/admin\/impersonate\//, /^\/impersonate\//];

const each = (list: readonly number[], name: string): Params[] => list.map((v) => ({ [name]: v }));

function rules(records: DemoRecords, institutions: number[]): [RegExp, () => Params[]][] {
  return [
    [/:institutionId\/:academicYearId/, () => institutions.flatMap((institutionId) => records.years.map((academicYearId) => ({ institutionId, academicYearId })))],
    [/:userId\/:institutionId/, () => records.memberships.map(([userId, institutionId]) => ({ userId, institutionId }))],
    [/:institutionId/, () => each(institutions, 'institutionId')],
    [/:courseId/, () => each(records.courses, 'courseId')],
    [/:batchId/, () => each(records.batches, 'batchId')],
    [/:registrationId/, () => each(records.registrations, 'registrationId')],
    [/:userId/, () => each(records.users, 'userId')],
    [/:ruleSet\/versions\/:versionId/, () => records.ruleSetVersions.map(([ruleSet, versionId]) => ({ ruleSet, versionId }))],
    [/:ruleSet/, () => [...new Set(records.ruleSetVersions.map(([ruleSet]) => ruleSet))].map((ruleSet) => ({ ruleSet }))],
    [/:typeId/, () => each(REVIEW_STATEMENT_TYPES.map((t) => t.id), 'typeId')],
    [/^\/review\/completed\/:id/, () => each(records.reviews, 'id')],
    // the outboxes hold files, not rows
    [/outbox\/(?:message\/)?:id/, () => each([1], 'id')],
  ];
}

/** The screen a resource route shows, by the model action its access rule names. */
const SCREEN_ACTIONS = { list: 'list', create: 'create', show: 'show', edit: 'update' } as const;

/** The screen routes of the model's resources: list, create, show, edit, and their spec routes. */
export function resourceScreenRoutes(resources: readonly ResourceDef[]): { path: string; resource: string; action: CrudAction }[] {
  return resources.flatMap((r) => [
    ...(
      [
        [`/${r.name}`, 'list'],
        [`/${r.name}/create`, 'create'],
        [`/${r.name}/:id/show`, 'show'],
        [`/${r.name}/:id`, 'update'],
      ] as const
    ).map(([path, action]) => ({ path, resource: r.name, action })),
    ...Object.entries(r.uiRoutes ?? {}).map(([screen, path]) => ({ path: String(path), resource: r.name, action: SCREEN_ACTIONS[screen as keyof typeof SCREEN_ACTIONS] })),
  ]);
}

/** Every path of a screen route for the demo's records; null when no rule fills its parameters. */
export function screenPathsFor(route: { path: string; resource?: string }, records: DemoRecords, institutions: number[]): string[] | null {
  if (SKIPPED.some((s) => s.test(route.path))) return [];
  if (!route.path.includes(':')) return [route.path];
  const fill = (params: Params) => route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  // a resource's own record screens, and its spec routes keyed by its id
  if (route.resource && /:[A-Za-z]*[iI]d\b/.test(route.path) && route.path.match(/:[A-Za-z]+/g)!.length === 1) {
    const name = route.path.match(/:([A-Za-z]+)/)![1];
    return (records.byResource.get(route.resource) ?? []).map((id) => fill({ [name]: id }));
  }
  const rule = rules(records, institutions).find(([pattern]) => pattern.test(route.path));
  return rule ? rule[1]().map(fill) : null;
}

export interface ScreenRoute {
  /** the route as declared (/institutions/details/:institutionId) */
  path: string;
  /** the resource whose generated or spec route it is */
  resource?: string;
  /** the ability it needs ('authenticated': any signed-in user) */
  ability: AccessRule;
  /** shown without the shell (no app bar, no title) */
  noLayout: boolean;
}

/** Every screen route of the admin UI: the hand-built screens' and each resource's generated and spec routes. */
export function screenRoutes(screens: readonly CustomScreen[], resources: readonly ResourceDef[]): ScreenRoute[] {
  const byName = new Map(resources.map((r) => [r.name, r]));
  return [
    { path: '/dashboard', ability: 'authenticated', noLayout: false },
    ...screens.flatMap((s) => s.routes.map((r) => ({ path: r.path, ability: r.ability, noLayout: Boolean(r.noLayout) }))),
    ...resourceScreenRoutes(resources).map((r) => ({ path: r.path, resource: r.resource, ability: byName.get(r.resource)!.access[r.action], noLayout: false })),
  ];
}
