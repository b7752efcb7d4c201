// The admin UI's screen routes, filled with the demo's records (tests/support/demo-records.ts), for the
// browser's demo walk: the hand-built screens' routes (custom-screens/*/index.ts) and each resource's
// generated list, show and edit screens and its spec routes (uiRoutes). A route with a parameter no
// rule here knows is returned as unfilled, so a new screen makes the walk fail until it is taught.
import { REVIEW_STATEMENT_TYPES } from '../../../resources/_enums.js';
import type { ResourceDef } from '../../../server/model/define.js';
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

/** The screen routes of the model's resources: list, create, show, edit, and their spec routes. */
export function resourceScreenRoutes(resources: readonly ResourceDef[]): { path: string; resource: string }[] {
  return resources.flatMap((r) => [
    ...[`/${r.name}`, `/${r.name}/create`, `/${r.name}/:id/show`, `/${r.name}/:id`].map((path) => ({ path, resource: r.name })),
    ...Object.values(r.uiRoutes ?? {}).map((path) => ({ path: String(path), resource: r.name })),
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
