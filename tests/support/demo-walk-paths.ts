// The paths the API demo walk calls for one GET route of the route table: its path parameters filled
// from the demo's records (demo-records.ts). The first rule whose pattern matches the route's path
// fills it; a route with parameters no rule knows is returned as unfilled, so a new route makes the
// walk fail until a rule here says which records it is about.
import { INSTITUTION_TYPES, REVIEW_STATEMENT_TYPES } from '../../resources/_enums.js';
import { REPORTS } from '../../server/reporting/reports.js';
import { SECTION_IDS } from '../../server/review/screen/body-schemas.js';
import type { ResourceDef } from '../../core/model/define.js';
import type { DemoRecords } from './demo-records.js';

type Params = Record<string, string | number>;

interface Context {
  records: DemoRecords;
  resources: readonly ResourceDef[];
  /** the demo's institutions and the directory sample */
  institutions: number[];
  /** the rule sets' names */
  ruleSets: string[];
}

const each = <T>(list: readonly T[], name: string) => list.map((v) => ({ [name]: v as string | number }));
const ids = (ctx: Context, resource: string) => ctx.records.byResource.get(resource) ?? [];
const institutionTypeIds = INSTITUTION_TYPES.map((t) => t.id);
/** the institutions × the demo's years */
const institutionYears = (ctx: Context, i: string, y: string) => ctx.institutions.flatMap((id) => ctx.records.years.map((year) => ({ [i]: id, [y]: year })));

/** [pattern of the route's path, the parameter sets to call it with], first match wins */
const RULES: [RegExp, (ctx: Context, path: string) => Params[]][] = [
  // the generated REST record of each resource
  [/^\/api\/rest\/([a-z0-9-]+)\/:id$/, (ctx, path) => each(ids(ctx, /^\/api\/rest\/([a-z0-9-]+)\//.exec(path)![1]), 'id')],
  // an institution and a year
  [/\/courselist\/institution\/:id.*\/:year/, (ctx) => institutionYears(ctx, 'id', 'year')],
  [/\/SelfReported\/Publisher\/:institutionId.*\/:yearId/, (ctx) => institutionYears(ctx, 'institutionId', 'yearId')],
  [/\/institution\/:id.*\/accreditationfile\/:fileId/, (ctx) => ctx.records.accreditationFiles.map(([id, fileId]) => ({ id, fileId }))],
  [/\/membership\/user\/permissions\/:userId.*\/:institutionId/, (ctx) => ctx.records.memberships.map(([userId, institutionId]) => ({ userId, institutionId }))],
  // a course, of a year, copied to an institution that offers it
  [/\/course\/copyto\/years\/:courseId.*\/:academicYearId.*\/:toInstitutionId/, (ctx) => ctx.records.offerings.map(([courseId, academicYearId, toInstitutionId]) => ({ courseId, academicYearId, toInstitutionId }))],
  [/\/course\/detail\/:courseId.*\/:academicYearId/, (ctx) => ctx.records.courseYears.map(([courseId, academicYearId]) => ({ courseId, academicYearId }))],
  [/:courseId/, (ctx) => each(ctx.records.courses, 'courseId')],
  // review work
  [/\/review\/:batchId.*\/:reviewId/, (ctx) => ctx.records.batchReviews.map(([batchId, reviewId]) => ({ batchId, reviewId }))],
  [/:submissionId/, (ctx) => each(ctx.records.submissions, 'submissionId')],
  [/\/review\/history\/:id/, (ctx) => each(ctx.records.submissions, 'id')],
  [/\/review\/(?:completed\/)?details\/:id/, (ctx) => each(ctx.records.reviews, 'id')],
  [/\/review\/feedback\/previous\/:section/, () => each(SECTION_IDS, 'section')],
  [/\/review\/feedbacktemplate\/:id/, (ctx) => each(ids(ctx, 'feedback-templates'), 'id')],
  [/:typeId/, () => each(REVIEW_STATEMENT_TYPES.map((t) => t.id), 'typeId')],
  // registrations
  [/\/registration\/review\/:id/, (ctx) => each(ctx.records.registrationReviews, 'id')],
  [/\/registration\/attachment\/:blobId/, (ctx) => each(ctx.records.registrationAttachments, 'blobId')],
  [/\/registration\/(?:reregistered\/)?:id/, (ctx) => each(ctx.records.registrations, 'id')],
  // users
  [/\/membership\/user\/institution\/:id/, (ctx) => each(ctx.institutions, 'id')],
  [/\/membership\/(?:user\/(?:verification\/|passwordreset\/)?)?:id|:userId/, (ctx, path) => each(ctx.records.users, path.includes(':userId') ? 'userId' : 'id')],
  [/\/membership\/role\/:id/, (ctx) => each(ids(ctx, 'roles'), 'id')],
  // institutions
  [/\/institution\/(?:atp|cds)\/:code/, () => each(['051742', '38684783833407', '000000', 'x'], 'code')],
  [/\/institution\/search\/program\/:programTypeId/, (ctx) => each(ids(ctx, 'program-types'), 'programTypeId')],
  [/\/institution\/search\/:types$/, () => [...each(institutionTypeIds, 'types'), { types: institutionTypeIds.join(',') }]],
  [/\/institution\/type\/:type$|\/position\/:type$/, () => each(institutionTypeIds, 'type')],
  [/\/role\/institutionType\/:t$/, () => each(institutionTypeIds, 't')],
  [/\/role\/institution\/:t\/:p$/, (ctx) => institutionTypeIds.flatMap((t) => ids(ctx, 'positions').map((p) => ({ t, p })))],
  [/:institutionId|\/institution\/(?:school\/|district\/|program\/)?:id/, (ctx, path) => each(ctx.institutions, path.includes(':institutionId') ? 'institutionId' : 'id')],
  // lookups and content
  [/\/ctepathway\/cteindustry\/:id/, (ctx) => each(ids(ctx, 'cte-industries'), 'id')],
  [/\/contentmanagement\/feedback\/:id/, (ctx) => each(ids(ctx, 'feedback-statements'), 'id')],
  [/\/contentmanagement\/:id/, (ctx) => each(ids(ctx, 'general-contents'), 'id')],
  [/\/notification\/:id/, (ctx) => each(ids(ctx, 'notification-templates'), 'id')],
  [/\/admin\/rules\/:ruleSet/, (ctx) => each(ctx.ruleSets, 'ruleSet')],
  [/\/reporting\/reports\/:reportKey/, () => each(REPORTS.map((r) => r.key), 'reportKey')],
  // each audited resource's sampled records, by its name
  [/\/audit\/:entity\/:id/, (ctx) => ctx.resources.filter((r) => r.audit).flatMap((r) => ids(ctx, r.name).slice(0, 5).map((id) => ({ entity: r.name, id })))],
  // the outboxes hold files, not rows: a few ids, found or not
  [/\/outbox\/:id/, () => each([1, 2, 3], 'id')],
];

const PARAM = /:([A-Za-z]+)(\([^)]*\))?/g;

/** The paths to call for a route: [the path] without parameters, or the filled ones; null when no rule knows it. */
export function pathsFor(path: string, ctx: Context): string[] | null {
  if (!path.includes(':')) return [path];
  const rule = RULES.find(([pattern]) => pattern.test(path));
  if (!rule) return null;
  return rule[1](ctx, path).map((params) =>
    path.replace(PARAM, (_, name: string) => {
      if (params[name] === undefined) throw new Error(`The walk's rule for ${path} gives no value for :${name}.`);
      return encodeURIComponent(String(params[name]));
    }),
  );
}

export type { Context as WalkContext };
