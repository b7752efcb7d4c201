// The AdminJS operator console at /ops for superusers (AdminOperatorConsole). Same entities, same
// access rules per action, same validation (server/crud/validate.ts in the `before` hooks), and the
// same audit trail: every write goes through the unit of work, whose flush runs the audit subscriber
// in the same transaction, with the operator as the actor (via 'ops').
//
// AdminJS and its adapter are loaded in the background when the console is mounted, so the server
// does not wait for them (importing AdminJS takes seconds: it pulls in its bundler). The console
// needs no custom React components, so the components bundle is served from memory: AdminJS never
// runs its bundler and writes no .adminjs folder.
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Router } from 'express';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type AdminJS from 'adminjs';
import type { ActionContext, ActionRequest, ActionResponse, AdminJSOptions, BaseRecord, Filter, PropertyOptions, ResourceOptions } from 'adminjs';
import type { CrudAction, FieldDef, ResourceDef } from '../model/define.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { runAs } from '../audit/context.js';
import { validateBody } from '../crud/validate.js';
import { translateListQuery } from '../crud/query.js';
import { serialize } from '../crud/serialize.js';
import { hashPassword } from '../auth/password.js';
import { toHttpError, type ModelState } from '../http/errors.js';
import { APP_NAME } from '../ui.js';
import { logger } from '../log.js';

export const OPS_ABILITY = 'AdminOperatorConsole';
export const OPS_ROOT = '/ops';

/** AdminJS action → the model's action whose access rule guards it. */
const ACTIONS: Record<string, CrudAction> = { list: 'list', search: 'list', show: 'show', new: 'create', edit: 'update', delete: 'delete', bulkDelete: 'delete' };

/** Where the validating hook leaves the converted values for the resource's create/update. */
const VALIDATED = Symbol('ops validated values');
type OpsContext = ActionContext & { [VALIDATED]?: Record<string, unknown> };

type AdminModule = typeof import('adminjs');
type MikroAdapter = typeof import('@adminjs/mikroorm');

const allowed = (user: unknown, rule: ResourceDef['access'][CrudAction]) => rule !== false && hasAbility(user as SessionUser | undefined, rule);
const passwordFields = (r: ResourceDef) => Object.entries(r.fields).filter(([, f]) => f.type === 'password').map(([n]) => n);
const m2mFields = (r: ResourceDef) => Object.entries(r.fields).filter(([, f]) => f.type === 'manyToMany').map(([n]) => n);

function toInteger(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return undefined;
}

/** Loads AdminJS and builds the console's router. */
async function buildConsole(orm: MikroORM, resources: ResourceDef[]): Promise<{ admin: AdminJS; router: Router }> {
  // AdminJS's bundler only runs if somebody adds custom components; its output then goes to an
  // ignored folder instead of ./.adminjs (AdminJS reads this variable when it is first imported).
  process.env.ADMIN_JS_TMP_DIR ??= path.resolve(import.meta.dirname, '../../node_modules/.cache/adminjs');
  const [A, AdminJSExpress, Mikro] = await Promise.all([import('adminjs'), import('@adminjs/express'), import('@adminjs/mikroorm')]);
  const admin = new A.default(opsOptions(A, Mikro, orm, resources));

  const router = express.Router();
  const loader = (A.default as unknown as { __unsafe_staticComponentLoader?: { getComponents(): Record<string, string> } }).__unsafe_staticComponentLoader;
  const custom = { ...loader?.getComponents(), ...admin.componentLoader.getComponents() };
  if (Object.keys(custom).length === 0) {
    // what AdminJS's bundler would produce for no components, without running it
    const env = Object.entries(admin.options.env ?? {}).map(([k, v]) => `AdminJS.env.${k} = ${JSON.stringify(v)};`);
    const script = `(function () {\n'use strict';\nAdminJS.UserComponents = {};\n${env.join('\n')}\n})();\n`;
    router.get('/frontend/assets/components.bundle.js', (_req, res) => {
      res.type('text/javascript; charset=utf-8').send(script);
    });
  } else await admin.initialize(); // production: bundles once at start; development bundles on first request
  AdminJSExpress.buildAssets({ admin, assets: A.Router.assets, routes: A.Router.routes, router });
  AdminJSExpress.buildRoutes({ admin, routes: A.Router.routes, router });
  return { admin, router };
}

function opsOptions(A: AdminModule, Mikro: MikroAdapter, orm: MikroORM, resources: ResourceDef[]): AdminJSOptions {
  const OpsResource = opsResourceClass(A, Mikro);
  const byName = new Map(resources.map((r) => [r.name, r]));
  const translations: Record<string, unknown> = {};
  for (const r of resources) {
    const properties: Record<string, string> = { id: 'Id' };
    for (const [name, f] of Object.entries(r.fields)) if (f.label) properties[name] = f.label;
    translations[r.name] = { labels: { [r.name]: r.label }, properties };
  }
  return {
    rootPath: OPS_ROOT,
    logoutPath: `${OPS_ROOT}/logout`,
    resources: resources.map((r) => ({ resource: new OpsResource(r, orm, byName), options: resourceOptions(A, r, byName) })),
    branding: { companyName: `${APP_NAME} · operator console`, withMadeWithLove: false, logo: false },
    settings: { defaultPerPage: 25 },
    locale: { language: 'en', availableLanguages: ['en'], localeDetection: false, translations: { en: { resources: translations } } } as never,
  };
}

// ——— resource options: access, validation, property types ———

function resourceOptions(A: AdminModule, r: ResourceDef, byName: Map<string, ResourceDef>): ResourceOptions {
  const actions: Record<string, Record<string, unknown>> = {};
  for (const [action, crud] of Object.entries(ACTIONS)) {
    actions[action] = {
      isAccessible: ({ currentAdmin }: { currentAdmin?: unknown }) => allowed(currentAdmin, r.access[crud]),
      after: withoutPasswords(r),
    };
  }
  actions.new.before = validatingHook(A, r, 'create');
  actions.edit.before = validatingHook(A, r, 'update');
  // one transaction for the whole selection rather than AdminJS's one delete per record in parallel
  actions.bulkDelete.handler = bulkDelete(r);

  const properties: Record<string, PropertyOptions> = {};
  if (r.idStrategy === 'assigned') properties.id = { isVisible: { list: true, show: true, filter: true, edit: true } };
  // forms follow the model's order (its sections when it has them)
  const order = [...new Set([...(r.sections ?? []).flatMap((sec) => sec.fields), ...Object.keys(r.fields)])];
  for (const [name, f] of Object.entries(r.fields)) properties[name] = { ...propertyOptions(name, f, r, byName), position: order.indexOf(name) + 1 };
  return {
    id: r.name,
    navigation: { name: r.menu?.group ?? 'Other', icon: 'Database' },
    listProperties: ['id', ...r.list.columns.filter((c) => c !== 'id' && r.fields[c]?.type !== 'password')],
    sort: { sortBy: r.list.sort.field, direction: r.list.sort.order === 'ASC' ? 'asc' : 'desc' },
    properties,
    actions,
  } as ResourceOptions;
}

function propertyOptions(name: string, f: FieldDef, r: ResourceDef, byName: Map<string, ResourceDef>): PropertyOptions {
  const o: PropertyOptions = { isRequired: !!f.required };
  if (name === r.recordRepresentation) o.isTitle = true;
  if (f.readOnly) o.isVisible = { list: true, show: true, filter: true, edit: false };
  switch (f.type) {
    case 'password':
      return { ...o, type: 'password', isRequired: false, isSortable: false, isVisible: { list: false, show: false, filter: false, edit: true } };
    case 'text':
      return { ...o, type: 'textarea' };
    case 'richtext':
      return { ...o, type: 'richtext' };
    case 'date':
      return { ...o, type: 'date' };
    case 'datetime':
      return { ...o, type: 'datetime' };
    case 'enum':
      return { ...o, availableValues: f.values!.map((v) => (typeof v === 'object' ? { value: v.id, label: v.name } : { value: v, label: String(v) })) };
    case 'reference':
      return { ...o, type: 'reference', reference: byName.get(f.resource!)!.name };
    case 'manyToMany':
      return { ...o, type: 'reference', reference: byName.get(f.resource!)!.name, isArray: true, isSortable: false };
    case 'stringList':
      return { ...o, type: 'string', isArray: true, isSortable: false, ...(f.values ? { availableValues: f.values.map((v) => ({ value: String(typeof v === 'object' ? v.id : v), label: typeof v === 'object' ? v.name : String(v) })) } : {}) };
    case 'json':
      // shown, not edited: the console has no JSON editor
      return { ...o, type: 'mixed', isSortable: false, isVisible: { list: false, show: true, filter: false, edit: false } };
    default:
      return o;
  }
}

/** AdminJS echoes the submitted form back in its answers: never let a password (or its hash) out. */
function withoutPasswords(r: ResourceDef) {
  const names = passwordFields(r);
  const strip = (rec?: { params?: Record<string, unknown> }) => {
    if (!rec?.params) return;
    for (const key of Object.keys(rec.params)) if (names.some((n) => key === n || key.startsWith(n + '.'))) delete rec.params[key];
  };
  return async (response: ActionResponse) => {
    if (names.length) {
      strip(response.record);
      for (const rec of (response.records as { params?: Record<string, unknown> }[] | undefined) ?? []) strip(rec);
    }
    return response;
  };
}

/** Turns an HTTP-style refusal (validation, unique value, referenced record…) into AdminJS's error. */
function refusal(A: AdminModule, err: unknown): Error {
  if (err instanceof A.ValidationError || err instanceof A.ForbiddenError || err instanceof A.NotFoundError) return err;
  const http = toHttpError(err);
  if (http.status >= 500) return err as Error;
  return validationError(A, http.message, http.modelState ?? {});
}

function validationError(A: AdminModule, message: string, modelState: ModelState) {
  const fields = Object.fromEntries(Object.entries(modelState).map(([k, m]) => [k, { type: 'invalid', message: m.join(' ') }]));
  return new A.ValidationError(fields, { message, type: 'invalid' });
}

/**
 * Validates the form with the model's rules before AdminJS's handler runs. AdminJS calls `before`
 * ahead of its own access check, so the access rule is checked here first.
 */
function validatingHook(A: AdminModule, r: ResourceDef, mode: 'create' | 'update') {
  return async (request: ActionRequest, context: OpsContext) => {
    if (request.method !== 'post') return request;
    if (!context.action.isAccessible(context.currentAdmin, context.record)) throw new A.ForbiddenError('forbiddenError');
    const form = A.flat.unflatten(request.payload ?? {}) as Record<string, unknown>;
    const body: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(form)) {
      if (key === 'id') continue; // the record id comes from the path; assigned ids are read below
      const f = r.fields[key];
      if (f?.readOnly) continue; // the edit form sends read-only values back unchanged
      // not editable here, and a form would send the flattened JSON back as strings: never write it
      if (f?.type === 'json') continue;
      if (f?.type === 'password' && (value === '' || value == null)) continue; // blank: keep the current one
      body[key] = value;
    }
    const errors: ModelState = {};
    let data: Record<string, unknown> = {};
    try {
      data = validateBody(r, body, mode);
    } catch (err) {
      const http = toHttpError(err);
      if (http.status >= 500) throw err;
      Object.assign(errors, http.modelState ?? {});
    }
    if (mode === 'create' && r.idStrategy === 'assigned') {
      const id = toInteger(form.id);
      if (id === undefined) errors.id = ['This list takes an id chosen by you: enter a whole number.'];
      else data.id = id;
    }
    if (Object.keys(errors).length) throw validationError(A, 'Please correct the highlighted fields.', errors);
    for (const name of passwordFields(r)) if (typeof data[name] === 'string') data[name] = await hashPassword(data[name] as string);
    context[VALIDATED] = data;
    return request;
  };
}

function bulkDelete(r: ResourceDef) {
  return async (request: ActionRequest, _response: unknown, context: OpsContext) => {
    const { records = [], resource, h, currentAdmin } = context;
    if (request.method === 'post') await (resource as unknown as { deleteMany(ids: unknown[]): Promise<void> }).deleteMany(records.map((rec) => rec.id()));
    return {
      records: records.map((rec) => rec.toJSON(currentAdmin)),
      ...(request.method === 'post'
        ? {
            notice: { message: records.length > 1 ? 'successfullyBulkDeleted_plural' : 'successfullyBulkDeleted', options: { count: records.length }, resourceId: r.name, type: 'success' },
            redirectUrl: h.resourceUrl({ resourceId: r.name }),
          }
        : {}),
    };
  };
}

// ——— the resource adapter: the model's queries, serialisation and unit of work ———

function opsResourceClass(A: AdminModule, Mikro: MikroAdapter) {
  /**
   * The MikroORM adapter's resource with the writes, reads and filters of the generic CRUD API:
   * list filters and sorting through translateListQuery, records shaped by serialize (passwords never
   * leave), creates and updates through em.flush (the audit subscriber writes in the same transaction),
   * deletes that honour soft delete and are audited (the adapter's nativeDelete is neither), and
   * database refusals (unique values, referenced records) reported on the fields instead of swallowed.
   */
  return class OpsResource extends Mikro.Resource {
    readonly def: ResourceDef;
    private readonly db: MikroORM;
    private readonly m2m: string[];

    constructor(def: ResourceDef, orm: MikroORM, _byName: Map<string, ResourceDef>) {
      super({ model: orm.getMetadata().get(def.entity).class, orm });
      this.def = def;
      this.db = orm;
      this.m2m = m2mFields(def);
    }

    override id() {
      return this.def.name;
    }

    private em(): EntityManager {
      return this.db.em.fork() as EntityManager;
    }

    private record(entity: object): BaseRecord {
      return new A.BaseRecord(serialize(this.def, entity), this);
    }

    /** AdminJS's filter, sort and page as the REST list query, so both apply the same rules. */
    private query(filter: Filter | undefined, params: { limit?: number; offset?: number; sort?: { sortBy?: string; direction?: string } } = {}) {
      const f: Record<string, unknown> = {};
      for (const { path: key, value } of Object.values(filter?.filters ?? {})) {
        if (value && typeof value === 'object' && !Array.isArray(value) && ('from' in value || 'to' in value)) {
          const { from, to } = value as { from?: string; to?: string };
          if (from) f[`${key}_gte`] = from;
          if (to) f[`${key}_lte`] = to;
        } else f[key] = value;
      }
      const limit = Math.max(1, params.limit ?? 10);
      const offset = Math.max(0, params.offset ?? 0);
      const sortBy = params.sort?.sortBy;
      const sort = sortBy ? JSON.stringify([sortBy, params.sort?.direction === 'desc' ? 'DESC' : 'ASC']) : undefined;
      try {
        return translateListQuery(this.def, { filter: JSON.stringify(f), sort, range: JSON.stringify([offset, offset + limit - 1]) });
      } catch (err) {
        throw refusal(A, err);
      }
    }

    override async count(filter: Filter): Promise<number> {
      return this.em().count(this.def.entity, this.query(filter).where);
    }

    override async find(filter: Filter, params: Record<string, any> = {}): Promise<BaseRecord[]> {
      const q = this.query(filter, params);
      const rows = await this.em().find(this.def.entity, q.where, { orderBy: q.orderBy, limit: q.limit, offset: q.offset, populate: this.m2m as never[] });
      return rows.map((e) => this.record(e));
    }

    override async findOne(id: string | number): Promise<BaseRecord | null> {
      const pk = toInteger(id);
      if (pk === undefined) return null;
      const e = await this.em().findOne(this.def.entity, { id: pk }, { populate: this.m2m as never[] });
      return e ? this.record(e) : null;
    }

    override async findMany(ids: Array<string | number>): Promise<BaseRecord[]> {
      const pks = ids.map(toInteger).filter((n): n is number => n !== undefined);
      if (!pks.length) return [];
      const rows = await this.em().find(this.def.entity, { id: { $in: pks } }, { populate: this.m2m as never[] });
      return rows.map((e) => this.record(e));
    }

    private validated(context: unknown): Record<string, unknown> {
      const data = (context as OpsContext | undefined)?.[VALIDATED];
      // every write path of the console passes the validating hook; anything else is a programming error
      if (!data) throw new Error(`${this.def.name}: console writes must go through the validating hook`);
      return data;
    }

    override async create(_params: Record<string, any>, context?: ActionContext): Promise<Record<string, any>> {
      const data = this.validated(context);
      const em = this.em();
      try {
        const entity = em.create(this.def.entity, data as never) as object;
        await em.flush();
        return A.flat.flatten(serialize(this.def, entity));
      } catch (err) {
        throw refusal(A, err);
      }
    }

    override async update(id: string | number, _params: Record<string, any> = {}, context?: ActionContext): Promise<Record<string, any>> {
      const data = this.validated(context);
      const em = this.em();
      const entity = await em.findOne(this.def.entity, { id: toInteger(id) ?? -0.5 }, { populate: this.m2m as never[] });
      if (!entity) throw new A.NotFoundError(`${this.def.labelSingular ?? this.def.label} ${id} was not found.`, 'Action#handler');
      // the edit form sends the whole record back: leave untouched values alone, as the REST update
      // does, so no write and no audit entry claims a change nobody made
      const current = serialize(this.def, entity);
      const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => JSON.stringify(current[k] ?? null) !== JSON.stringify(v ?? null)));
      try {
        em.assign(entity, changed as never);
        await em.flush();
        return A.flat.flatten(serialize(this.def, entity));
      } catch (err) {
        throw refusal(A, err);
      }
    }

    override async delete(id: string | number): Promise<void> {
      await this.deleteMany([id]);
    }

    /** Deletes (or marks deleted) every record in one transaction; the audit trail commits with it. */
    async deleteMany(ids: Array<string | number>): Promise<void> {
      try {
        await this.em().transactional(async (em) => {
          for (const raw of ids) {
            const entity = await em.findOne(this.def.entity, { id: toInteger(raw) ?? -0.5 }, { populate: this.m2m as never[] });
            if (!entity) throw new A.NotFoundError(`${this.def.labelSingular ?? this.def.label} ${raw} was not found.`, 'Action#handler');
            if (this.def.softDelete) (entity as Record<string, unknown>)[this.def.softDelete] = true;
            else em.remove(entity);
          }
        });
      } catch (err) {
        throw refusal(A, err);
      }
    }
  };
}

// ——— mounting: sign-in, ability, body parsing, actor ———

const require = createRequire(import.meta.url);
const formidable = require('express-formidable') as (opts?: Record<string, unknown>) => RequestHandler;

const LOGOUT_PAGE = `<!doctype html><meta charset="utf-8"><title>Signing out…</title>
<p>Signing out…</p>
<script>fetch('/api/account/logout', { method: 'POST', credentials: 'same-origin' }).finally(() => location.replace('/login'));</script>`;

/** Pages go to the sign-in screen or the access error page; API calls and assets get JSON. */
const gate: RequestHandler = (req, res, next) => {
  const page = req.method === 'GET' && !req.path.startsWith('/api/') && !req.path.startsWith('/frontend/');
  if (!req.user) {
    if (page) return res.redirect(`/login?next=${encodeURIComponent(req.originalUrl)}`);
    return res.status(401).json({ message: 'Please sign in to continue.' });
  }
  if (!hasAbility(req.user, OPS_ABILITY)) {
    if (page) return res.redirect('/error/access');
    return res.status(403).json({ message: 'You do not have permission to do this.' });
  }
  if (!req.path.startsWith('/frontend/')) res.setHeader('Cache-Control', 'no-store');
  if (page) {
    // AdminJS's page template links a web font from a third-party host: staff pages load nothing from outside
    const send = res.send.bind(res);
    res.send = (body?: unknown) => send(typeof body === 'string' ? body.replace(/<link[^>]+fonts\.googleapis\.com[^>]*>/g, '') : body);
  }
  next();
};

export async function buildOpsAdmin(orm: MikroORM, resources: ResourceDef[]): Promise<AdminJS> {
  return (await buildConsole(orm, resources)).admin;
}

/**
 * Mounts the console at /ops. AdminJS loads in the background; requests that arrive before it is
 * ready wait for it.
 */
export async function mountOpsConsole(app: Express, orm: MikroORM, resources: ResourceDef[]): Promise<void> {
  const ready = buildConsole(orm, resources);
  ready.catch((err) => logger.error({ err }, 'the operator console could not start'));

  app.get(`${OPS_ROOT}/logout`, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(LOGOUT_PAGE);
  });
  app.use(
    OPS_ROOT,
    gate,
    // AdminJS's router parses forms with express-formidable too, and skips requests parsed already.
    // Parsing here, before runAs, keeps the actor in scope for everything the handlers do.
    formidable({ maxFields: 2000, maxFieldsSize: 2 * 1024 * 1024, maxFileSize: 1024 * 1024 }),
    (req: Request, res, next) => {
      ready.then(({ router }) => {
        const user = req.user!;
        // @adminjs/express reads the current admin from req.session.adminUser
        (req as unknown as { session: { adminUser: SessionUser } }).session = { adminUser: user };
        runAs({ userId: user.id, userName: user.username, via: 'ops' }, () => router(req, res, next));
      }, next);
    },
  );
}
