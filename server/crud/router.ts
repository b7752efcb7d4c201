// Registers every resource's routes: the generic REST endpoints, the spec's path aliases, and the
// extra routes of its override folder. Each route carries the ability the model gives its action.
import type { CrudAction, AliasDef, ResourceDef } from '../model/define.js';
import type { RouteTable, RouteContext } from '../http/route-table.js';
import { constraintFields } from '../http/errors.js';
import { snakeCase } from '../db/naming.js';
import type { Handler, HandlerContext, ServerOverrides } from './types.js';
import { genericHandlers, listRecords, type Model } from './handlers.js';

const REST_METHOD: Record<CrudAction, ['GET' | 'POST' | 'PUT' | 'DELETE', string]> = {
  list: ['GET', ''],
  show: ['GET', '/:id'],
  create: ['POST', ''],
  update: ['PUT', '/:id'],
  delete: ['DELETE', '/:id'],
};

/** Translates the spec's list parameters (pageNumber, pageSize, sorting, filter/query) into the REST query. */
function aliasListQuery(r: ResourceDef, alias: AliasDef, query: Record<string, unknown>): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) if (r.fields[k] && typeof v === 'string' && v !== '') filter[k] = v;
  for (const [param, field] of Object.entries(alias.params ?? {})) {
    const v = query[param];
    if (typeof v === 'string' && v.trim()) filter[field] = v.includes(',') ? v.split(',').map((s) => s.trim()).filter(Boolean) : v.trim();
  }
  const text = query.query ?? query.filter;
  if (typeof text === 'string' && text.trim() && r.filters?.some((f) => f.type === 'q')) filter.q = text;
  const [sortField, sortDir] = typeof query.sorting === 'string' && query.sorting.trim() ? query.sorting.trim().split(/\s+/) : [];
  const sort = sortField && (r.fields[sortField] || sortField === 'id') ? JSON.stringify([sortField, sortDir?.toLowerCase() === 'desc' ? 'DESC' : 'ASC']) : undefined;
  if (alias.shape === 'paged') {
    const size = Math.min(Math.max(Number(query.pageSize) || r.list.perPage, 1), 1000);
    const page = Math.max(Number(query.pageNumber) || 1, 1);
    return { filter: JSON.stringify(filter), sort, range: JSON.stringify([(page - 1) * size, page * size - 1]) };
  }
  return { filter: JSON.stringify(filter), sort, range: JSON.stringify([0, 4999]) };
}

/** Alias answers: the spec's shapes, each record carrying its spec id name. */
function aliasHandler(r: ResourceDef, alias: AliasDef, action: Handler): Handler {
  if (alias.action === 'list')
    return async (ctx) => {
      const { records, total } = await listRecords(ctx.em, r, aliasListQuery(r, alias, ctx.req.query as Record<string, unknown>), true);
      return alias.shape === 'paged' ? { total, result: records } : records;
    };
  return async (ctx) => {
    // the spec's bodies may name the key (tagId …): validation ignores it, the path id is what counts
    const out = (await action(ctx)) as Record<string, unknown> | undefined;
    return out && r.specId ? { ...out, [r.specId]: out.id } : out;
  };
}

function toRouteHandler(r: ResourceDef, h: Handler) {
  return (ctx: RouteContext) => h({ ...ctx, resource: r } as HandlerContext);
}

export function registerResources(routes: RouteTable, resources: ResourceDef[], overrides: Record<string, ServerOverrides>): void {
  const model: Model = new Map(resources.map((r) => [r.name, r]));
  const generic = genericHandlers(model);
  for (const r of resources) {
    for (const [name, f] of Object.entries(r.fields)) {
      const column = f.column ?? (f.type === 'reference' ? snakeCase(name.replace(/Id$/, '')) + '_id' : snakeCase(name));
      constraintFields.set(`${r.table}_${column}`, name);
    }
    const o = overrides[r.name] ?? {};
    const actions = {} as Record<CrudAction, Handler>;
    for (const action of Object.keys(REST_METHOD) as CrudAction[]) {
      const custom = o.actions?.[action];
      actions[action] = custom ? (ctx) => custom(ctx, generic[action]) : generic[action];
    }
    const source = `resources/${r.name}.ts`;
    for (const [action, [method, suffix]] of Object.entries(REST_METHOD) as [CrudAction, [never, string]][]) {
      const ability = r.access[action];
      if (ability === false) continue;
      routes.add({ method, path: `/api/rest/${r.name}${suffix}`, ability, source, handler: toRouteHandler(r, actions[action]) });
    }
    for (const alias of r.aliases ?? []) {
      const ability = alias.access ?? r.access[alias.action];
      if (ability === false) continue;
      routes.add({ method: alias.method, path: alias.path, ability, source: `${source} (alias)`, handler: toRouteHandler(r, aliasHandler(r, alias, actions[alias.action])) });
    }
    for (const extra of o.routes ?? [])
      routes.add({ method: extra.method, path: extra.path, ability: extra.ability, source: `resources/overrides/${r.name}/handlers.ts`, handler: toRouteHandler(r, extra.handler) });
  }
}

