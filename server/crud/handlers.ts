// The generic list / show / create / update / delete of any resource. One implementation for all.
import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import type { CrudAction, ResourceDef } from '../model/define.js';
import { badRequest, notFound } from '../http/errors.js';
import type { Handler, HandlerContext } from './types.js';
import { translateListQuery } from './query.js';
import { serialize } from './serialize.js';
import { validateBody } from './validate.js';
import { fieldNamesOfType, hashPasswords } from './field-helpers.js';

export type Model = Map<string, ResourceDef>;

const m2mFields = (r: ResourceDef) => fieldNamesOfType(r, 'manyToMany');

function recordId(ctx: HandlerContext): number {
  const raw = ctx.req.params.id;
  if (!/^-?\d+$/.test(raw ?? '')) throw badRequest('The record id must be a whole number.');
  return Number(raw);
}

async function findOr404(em: EntityManager, r: ResourceDef, id: number): Promise<object> {
  const entity = await em.findOne(r.entity, { id }, { populate: m2mFields(r) as never[] });
  if (!entity) throw notFound(`${r.labelSingular ?? r.label} ${id} was not found.`);
  return entity;
}

export interface ListResult {
  records: Record<string, unknown>[];
  total: number;
  offset: number;
}

export async function listRecords(em: EntityManager, r: ResourceDef, query: Record<string, unknown>, withSpecId = false): Promise<ListResult> {
  const q = translateListQuery(r, query);
  const [rows, total] = await em.findAndCount(r.entity, q.where, { orderBy: q.orderBy, limit: q.limit, offset: q.offset, populate: m2mFields(r) as never[] });
  return { records: rows.map((e) => serialize(r, e, withSpecId)), total, offset: q.offset };
}

/** Answers in the ra-data-simple-rest contract: an array plus Content-Range. */
const list: Handler = async (ctx) => {
  const { records, total, offset } = await listRecords(ctx.em, ctx.resource, ctx.req.query as Record<string, unknown>);
  const end = records.length ? offset + records.length - 1 : offset;
  ctx.res.setHeader('Content-Range', `${ctx.resource.name} ${offset}-${end}/${total}`);
  return records;
};

const show: Handler = async (ctx) => serialize(ctx.resource, await findOr404(ctx.em, ctx.resource, recordId(ctx)));

const create: Handler = async (ctx) => {
  const r = ctx.resource;
  const data = validateBody(r, ctx.req.body, 'create');
  if (r.idStrategy === 'assigned') {
    const id = (ctx.req.body as Record<string, unknown>).id;
    if (!Number.isInteger(id)) throw badRequest('Please correct the highlighted fields.', { id: ['This list takes an id chosen by you: enter a whole number.'] });
    data.id = id;
  }
  await hashPasswords(r, data);
  const entity = ctx.em.create(r.entity, data);
  await ctx.em.flush();
  ctx.res.status(201);
  return serialize(r, entity);
};

const update: Handler = async (ctx) => {
  const r = ctx.resource;
  const entity = await findOr404(ctx.em, r, recordId(ctx));
  const data = validateBody(r, ctx.req.body, 'update');
  // forms send the whole record back: leave untouched values alone, so no write and no audit
  // entry claims a change nobody made (dates, for one, come back as text)
  const current = serialize(r, entity);
  for (const key of Object.keys(data)) if (JSON.stringify(current[key] ?? null) === JSON.stringify(data[key] ?? null)) delete data[key];
  await hashPasswords(r, data);
  wrap(entity).assign(data as never, { em: ctx.em });
  await ctx.em.flush();
  return serialize(r, entity);
};

/** Detaches every record of other resources that points at this one (the removeReferences option). */
async function removeReferencesTo(em: EntityManager, model: Model, target: ResourceDef, id: number): Promise<void> {
  for (const other of model.values()) {
    for (const [name, f] of Object.entries(other.fields)) {
      if (f.resource !== target.name) continue;
      if (f.type === 'manyToMany') {
        const owners = await em.find(other.entity, { [name]: id }, { populate: [name] as never[] });
        for (const o of owners) (o as Record<string, { remove: (x: unknown) => void }>)[name].remove(em.getReference(target.entity, id));
      } else if (f.type === 'reference' && !f.required) {
        const owners = await em.find(other.entity, { [name]: id });
        for (const o of owners) (o as Record<string, unknown>)[name] = null;
      }
    }
  }
}

function makeDelete(model: Model): Handler {
  return async (ctx) => {
    const r = ctx.resource;
    const id = recordId(ctx);
    const removeReferences = String(ctx.req.query.removeReferences ?? 'false').toLowerCase() === 'true';
    return ctx.em.transactional(async (em) => {
      const entity = await findOr404(em, r, id);
      const before = serialize(r, entity);
      if (removeReferences) await removeReferencesTo(em, model, r, id);
      if (r.softDelete) (entity as Record<string, unknown>)[r.softDelete] = true;
      else em.remove(entity);
      await em.flush();
      return r.softDelete ? serialize(r, entity) : before;
    });
  };
}

export function genericHandlers(model: Model): Record<CrudAction, Handler> {
  return { list, show, create, update, delete: makeDelete(model) };
}

