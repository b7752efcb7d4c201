// Registers every resource's routes: the generic REST endpoints, the spec's path aliases, and the
// extra routes of its override folder. Each route carries the ability the model gives its action.
import type { CrudAction, AliasDef, ResourceDef } from '../../core/model/define.js';
import type { RouteTable, RouteContext } from '../http/route-table.js';
import { constraintFields } from '../http/errors.js';
import { snakeCase } from '../db/naming.js';
import type { Handler, HandlerContext, ServerOverrides } from './types.js';
import { genericHandlers, listRecords, type Model } from './handlers.js';
import { aliasListQuery, assertWhole } from './alias-query.js';
import { setQueryModel } from './query.js';
import { undoableInTransaction } from '../undo/undoable.js';
import { GENERIC } from '../undo/kinds.js';
import { genericLabel } from '../undo/labels.js';

const UNDOABLE: readonly CrudAction[] = ['create', 'update', 'delete'];

/** A write of the resource, made undoable: its answer names the undo (X-Undo-Id, server/undo/). */
function undoable(r: ResourceDef, resources: ResourceDef[], h: Handler): Handler {
  return (ctx) => undoableInTransaction(ctx.em, ctx.res, ctx.user, { kind: GENERIC, label: (em, entries) => genericLabel(em, resources, r, entries) }, (tx) => Promise.resolve(h({ ...ctx, em: tx })));
}

const REST_METHOD: Record<CrudAction, ['GET' | 'POST' | 'PUT' | 'DELETE', string]> = {
  list: ['GET', ''],
  show: ['GET', '/:id'],
  create: ['POST', ''],
  update: ['PUT', '/:id'],
  delete: ['DELETE', '/:id'],
};

/** Alias answers: the spec's shapes, each record carrying its spec id name. */
function aliasHandler(r: ResourceDef, alias: AliasDef, action: Handler): Handler {
  if (alias.action === 'list')
    return async (ctx) => {
      // the spec's paged shape is { total, result }: its clients count pages from an exact total
      const { records, total } = await listRecords(ctx.em, r, aliasListQuery(r, alias, ctx.req.query as Record<string, unknown>), true, ctx.user, { exactTotal: alias.shape === 'paged' });
      if (alias.shape === 'paged') return { total, result: records };
      assertWhole(r, records.length, total);
      return records;
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
  setQueryModel(resources);
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
      const h: Handler = custom ? (ctx) => custom(ctx, generic[action]) : generic[action];
      actions[action] = UNDOABLE.includes(action) ? undoable(r, resources, h) : h;
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
      routes.add({ method: extra.method, path: extra.path, ability: extra.ability, source: `server/resource-hooks/${r.name}.ts`, handler: toRouteHandler(r, extra.handler) });
  }
}

