// The AdminJS operator console at /ops for superusers (AdminOperatorConsole). Same entities, same
// access rules per action, same validation, and the same audit trail (the ORM subscriber writes it,
// with the operator as the actor).
import AdminJS, { ValidationError, type ActionRequest, type ResourceOptions } from 'adminjs';
import AdminJSExpress from '@adminjs/express';
import { Database, Resource } from '@adminjs/mikroorm';
import type { Express, Request } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { CrudAction, ResourceDef } from '../model/define.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { runAs } from '../audit/context.js';
import { validateBody } from '../crud/validate.js';
import { hashPassword } from '../auth/password.js';
import { APP_NAME } from '../ui.js';

export const OPS_ABILITY = 'AdminOperatorConsole';

AdminJS.registerAdapter({ Database, Resource });

const ACTIONS: Record<string, CrudAction> = { list: 'list', search: 'list', show: 'show', new: 'create', edit: 'update', delete: 'delete', bulkDelete: 'delete' };

/** AdminJS sends flat form values as strings; turn them into what the model validates. */
function formValues(r: ResourceDef, payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (f.readOnly || f.type === 'manyToMany') continue;
    if (!(name in payload)) continue;
    const v = payload[name];
    if (f.type === 'password' && (v === '' || v == null)) continue;
    out[name] = v === '' ? null : v;
  }
  return out;
}

function validatingHook(r: ResourceDef, mode: 'create' | 'update') {
  return async (request: ActionRequest) => {
    if (request.method !== 'post' || !request.payload) return request;
    const values = formValues(r, request.payload as Record<string, unknown>);
    try {
      const data = validateBody(r, values, mode);
      for (const [name, f] of Object.entries(r.fields)) if (f.type === 'password' && typeof data[name] === 'string') data[name] = await hashPassword(data[name] as string);
      request.payload = { ...request.payload, ...data };
    } catch (err) {
      const modelState = (err as { modelState?: Record<string, string[]> }).modelState ?? {};
      throw new ValidationError(Object.fromEntries(Object.entries(modelState).map(([k, m]) => [k, { message: m.join(' ') }])), { message: (err as Error).message });
    }
    return request;
  };
}

function resourceOptions(r: ResourceDef): ResourceOptions {
  const actions: Record<string, unknown> = {};
  for (const [action, crud] of Object.entries(ACTIONS)) {
    const rule = r.access[crud];
    actions[action] = { isAccessible: ({ currentAdmin }: { currentAdmin?: SessionUser }) => rule !== false && hasAbility(currentAdmin, rule) };
  }
  (actions.new as Record<string, unknown>).before = validatingHook(r, 'create');
  (actions.edit as Record<string, unknown>).before = validatingHook(r, 'update');
  const properties: Record<string, unknown> = {};
  for (const [name, f] of Object.entries(r.fields)) {
    if (f.type === 'password') properties[name] = { type: 'password', isVisible: { list: false, show: false, filter: false, edit: true } };
    if (f.type === 'richtext') properties[name] = { type: 'richtext' };
    if (f.readOnly) properties[name] = { isVisible: { list: true, show: true, filter: true, edit: false } };
    if (f.type === 'enum') properties[name] = { availableValues: f.values!.map((v) => (typeof v === 'object' ? { value: v.id, label: v.name } : { value: v, label: String(v) })) };
  }
  return {
    id: r.name,
    navigation: { name: r.menu?.group ?? 'Other', icon: 'Database' },
    listProperties: ['id', ...r.list.columns.filter((c) => c !== 'id')],
    sort: { sortBy: r.list.sort.field, direction: r.list.sort.order === 'ASC' ? 'asc' : 'desc' },
    properties,
    actions,
  } as ResourceOptions;
}

export function buildOpsAdmin(orm: MikroORM, resources: ResourceDef[]): AdminJS {
  return new AdminJS({
    rootPath: '/ops',
    resources: resources.map((r) => ({ resource: { model: orm.getMetadata().get(r.entity).class, orm }, options: resourceOptions(r) })),
    branding: { companyName: `${APP_NAME} · operator console`, withMadeWithLove: false },
  });
}

export async function mountOpsConsole(app: Express, orm: MikroORM, resources: ResourceDef[]): Promise<void> {
  const admin = buildOpsAdmin(orm, resources);
  const router = AdminJSExpress.buildRouter(admin);
  app.use('/ops', (req: Request, res, next) => {
    if (!req.user) {
      // assets may load before sign-in; pages go to the sign-in screen
      if (req.method === 'GET' && !req.path.startsWith('/frontend') && !req.path.includes('.')) return res.redirect(`/login?next=${encodeURIComponent('/ops' + req.path)}`);
      return res.status(401).json({ message: 'Please sign in to continue.' });
    }
    if (!hasAbility(req.user, OPS_ABILITY)) return res.redirect('/error/access');
    // @adminjs/express reads the current admin from req.session.adminUser
    (req as unknown as { session: { adminUser: unknown } }).session = { adminUser: req.user };
    runAs({ userId: req.user.id, userName: req.user.username, via: 'ops' }, () => router(req, res, next));
  });
}
