// Views shared on the server (issue 23 §1, docs/views.md):
//   GET    /api/views?resource={name}  the signed-in user's views and those shared with their role
//   POST   /api/views                  a new view of the user's
//   PUT    /api/views/{id}             rename, refilter, share: its owner or an administrator
//   DELETE /api/views/{id}             its owner or an administrator
// A view is checked against the model when saved and when opened (check.ts): what the list no longer
// knows is dropped with a notice, never a failure. Sharing with roles, and making a view a role's
// default, need AdminShareViews. Every write is audited in its transaction (saved-views has audit).
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResourceDef } from '../../core/model/define.js';
import type { RouteTable } from '../http/route-table.js';
import savedViews from '../../resources/saved-views.js';
import roles from '../../resources/roles.js';
import users from '../../resources/users.js';
import type { RowOf } from '../../core/model/row-type.js';
import { SHARE_VIEWS_ABILITY, type DroppedPart, type SaveViewBody, type SavedViewJson, type ViewsAnswer } from '../../core/contract/views.js';
import { badRequest, HttpError, notFound, STALE_RECORD_MESSAGE } from '../http/errors.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { SUPERUSER_ABILITIES } from '../accounts/superuser.js';
import { parseBody } from '../crud/parse-body.js';
import { pathId } from '../http/params.js';
import { keepKnown, viewTarget, type ViewTarget } from './check.js';

const SOURCE = 'server/views/routes.ts';
const ENTITY = savedViews.entity;
const FORBIDDEN = 'You do not have permission to do this.';
const NOT_YOURS = 'Only the owner of this view or an administrator can change or remove it.';
const SHARING = 'Sharing a view with roles, or making it a role’s default, needs the ability to share views.';

interface ViewRow {
  id: number;
  rowVersion: number;
  resource: string;
  name: string;
  ownerId: number;
  filter: Record<string, unknown> | null;
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  columns: string[] | null;
  perPage: number | null;
  sharedWithRoleIds: number[] | null;
  isDefaultForRoleIds: number[] | null;
}

const roleIds = z.array(z.number().int().positive()).max(100).default([]);
const viewBody = z.strictObject({
  resource: z.string().trim().min(1, 'Name the list or screen the view belongs to.').max(100),
  name: z.string().trim().min(1, 'Give the view a name.').max(100, 'A view’s name has at most 100 characters.'),
  filter: z.record(z.string(), z.unknown()).default({}),
  sort: z.strictObject({ field: z.string().min(1).max(100), order: z.enum(['ASC', 'DESC']) }).nullable().default(null),
  columns: z.array(z.string().min(1).max(100)).max(100).nullable().default(null),
  perPage: z.number().int().min(1).max(500).nullable().default(null),
  sharedWithRoleIds: roleIds,
  isDefaultForRoleIds: roleIds,
  rowVersion: z.number().int().positive().optional(),
});

const isAdministrator = (user: SessionUser) => SUPERUSER_ABILITIES.every((a) => hasAbility(user, a));
const canChange = (user: SessionUser, view: ViewRow) => view.ownerId === user.id || isAdministrator(user);
const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The list or screen a view is for; the user must be able to open it. */
function targetFor(resources: readonly ResourceDef[], user: SessionUser, key: string): ViewTarget {
  const target = viewTarget(resources, key);
  if (!target) throw badRequest('Please correct the highlighted fields.', { resource: [`There is no list or screen named "${key}".`] });
  if (target.resource && !hasAbility(user, target.resource.access.list)) throw new HttpError(403, FORBIDDEN);
  return target;
}

/** A role's users can open the list (a view grants nothing): a staff role with its ability. */
function roleOpens(role: RowOf<typeof roles>, target: ViewTarget): boolean {
  const abilities = (role.abilities ?? []) as string[];
  if (!abilities.length) return false;
  const list = target.resource?.access.list;
  return list === undefined || hasAbility({ abilities } as unknown as SessionUser, list);
}

/** The roles a view may be shared with, for the sharing dialog. */
async function shareRoles(em: EntityManager, target: ViewTarget): Promise<{ id: number; name: string }[]> {
  const all = (await em.find(roles.entity, {}, { orderBy: { name: 'asc' } })) as RowOf<typeof roles>[];
  return all.filter((r) => roleOpens(r, target)).map((r) => ({ id: r.id, name: r.name }));
}

/** The roles named exist, and each can open the list the view is for (a view grants nothing). */
async function checkRoles(em: EntityManager, target: ViewTarget, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  const found = (await em.find(roles.entity, { id: { $in: [...ids] } })) as RowOf<typeof roles>[];
  const missing = ids.filter((id) => !found.some((r) => r.id === id));
  if (missing.length) throw badRequest('Please correct the highlighted fields.', { sharedWithRoleIds: [`No role has the id ${missing.join(', ')}.`] });
  const blind = found.filter((r) => !roleOpens(r, target));
  if (blind.length)
    throw badRequest('Please correct the highlighted fields.', {
      sharedWithRoleIds: [`${blind.map((r) => r.name).join(', ')} cannot open ${target.resource?.label ?? 'this screen'}: a view cannot be shared with ${blind.length > 1 ? 'them' : 'it'}.`],
    });
}

async function ownerNames(em: EntityManager, rows: readonly ViewRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.ownerId))];
  const people = ids.length ? ((await em.find(users.entity, { id: { $in: ids } })) as RowOf<typeof users>[]) : [];
  return new Map(people.map((p) => [p.id, `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || p.username]));
}

function toJson(row: ViewRow, user: SessionUser, target: ViewTarget, names: Map<number, string>, dropped: DroppedPart[] = []): SavedViewJson {
  const known = keepKnown(target, { filter: row.filter ?? {}, sort: row.sort, columns: row.columns, perPage: row.perPage });
  const defaults = row.isDefaultForRoleIds ?? [];
  return {
    id: row.id,
    rowVersion: row.rowVersion,
    resource: row.resource,
    name: row.name,
    ownerId: row.ownerId,
    ownerName: names.get(row.ownerId) ?? '',
    filter: known.filter,
    sort: known.sort,
    columns: known.columns,
    perPage: known.perPage,
    sharedWithRoleIds: row.sharedWithRoleIds ?? [],
    isDefaultForRoleIds: defaults,
    canChange: canChange(user, row),
    isDefaultForMe: user.roleId !== null && defaults.includes(user.roleId),
    dropped: [...dropped, ...known.dropped],
  };
}

/** A role has one default view of a list: making this one the default unmakes the others. */
async function takeDefaults(em: EntityManager, view: ViewRow): Promise<void> {
  const roleIdsNow = view.isDefaultForRoleIds ?? [];
  if (!roleIdsNow.length) return;
  const others = ((await em.find(ENTITY, { resource: view.resource })) as ViewRow[]).filter((other) => other !== view);
  for (const other of others) {
    const kept = (other.isDefaultForRoleIds ?? []).filter((id) => !roleIdsNow.includes(id));
    if (kept.length !== (other.isDefaultForRoleIds ?? []).length) other.isDefaultForRoleIds = kept;
  }
}

/** The body checked: the model's parts kept, the sharing allowed, default roles shared with too. */
async function checkedBody(em: EntityManager, resources: readonly ResourceDef[], user: SessionUser, raw: unknown, before?: ViewRow) {
  const body = parseBody(viewBody, raw);
  const target = targetFor(resources, user, body.resource);
  const shared = [...new Set([...body.sharedWithRoleIds, ...body.isDefaultForRoleIds])];
  const defaults = [...new Set(body.isDefaultForRoleIds)];
  const sharingChanged = !sameIds(shared, before?.sharedWithRoleIds ?? []) || !sameIds(defaults, before?.isDefaultForRoleIds ?? []);
  if (sharingChanged && !hasAbility(user, SHARE_VIEWS_ABILITY)) throw new HttpError(403, SHARING);
  if (sharingChanged) await checkRoles(em, target, shared);
  const known = keepKnown(target, body);
  const values: Omit<SaveViewBody, 'resource' | 'name'> & { resource: string; name: string } = {
    resource: body.resource,
    name: body.name,
    filter: known.filter,
    sort: known.sort,
    columns: known.columns,
    perPage: known.perPage,
    sharedWithRoleIds: shared,
    isDefaultForRoleIds: defaults,
  };
  return { values, target, dropped: known.dropped, rowVersion: body.rowVersion };
}

async function loadView(em: EntityManager, req: { params: Record<string, string> }): Promise<ViewRow> {
  const view = (await em.findOne(ENTITY, { id: pathId(req as never, 'id') })) as ViewRow | null;
  if (!view) throw notFound('The view was not found.');
  return view;
}

export function registerViewRoutes(routes: RouteTable, resources: readonly ResourceDef[]): void {
  routes.add({
    method: 'GET',
    path: '/api/views',
    ability: 'authenticated',
    source: SOURCE,
    handler: async ({ req, em, user }): Promise<ViewsAnswer> => {
      const key = typeof req.query.resource === 'string' ? req.query.resource : '';
      const target = targetFor(resources, user, key);
      const rows = ((await em.find(ENTITY, { resource: key }, { orderBy: { name: 'asc', id: 'asc' } })) as ViewRow[]).filter(
        (v) => v.ownerId === user.id || (user.roleId !== null && (v.sharedWithRoleIds ?? []).includes(user.roleId)),
      );
      const names = await ownerNames(em, rows);
      const views = rows.map((v) => toJson(v, user, target, names));
      return hasAbility(user, SHARE_VIEWS_ABILITY) ? { views, shareRoles: await shareRoles(em, target) } : { views };
    },
  });

  routes.add({
    method: 'POST',
    path: '/api/views',
    ability: 'authenticated',
    source: SOURCE,
    handler: async ({ req, res, em, user }): Promise<SavedViewJson> => {
      const { values, target, dropped } = await checkedBody(em, resources, user, req.body);
      const view = await em.transactional(async (tx) => {
        const created = tx.create(ENTITY, { ...values, ownerId: user.id } as never) as ViewRow;
        await takeDefaults(tx as EntityManager, created);
        await tx.flush();
        return created;
      });
      res.status(201);
      return toJson(view, user, target, await ownerNames(em, [view]), dropped);
    },
  });

  routes.add({
    method: 'PUT',
    path: '/api/views/:id',
    ability: 'authenticated',
    source: SOURCE,
    handler: async ({ req, em, user }): Promise<SavedViewJson> => {
      const before = await loadView(em, req);
      if (!canChange(user, before)) throw new HttpError(403, NOT_YOURS);
      const { values, target, dropped, rowVersion } = await checkedBody(em, resources, user, req.body, before);
      if (values.resource !== before.resource) throw badRequest('Please correct the highlighted fields.', { resource: ['A view stays with the list it was saved on.'] });
      if (rowVersion !== undefined && rowVersion !== before.rowVersion) throw new HttpError(409, STALE_RECORD_MESSAGE);
      await em.transactional(async (tx) => {
        const view = (await tx.findOneOrFail(ENTITY, { id: before.id })) as ViewRow;
        Object.assign(view, values);
        await takeDefaults(tx as EntityManager, view);
        await tx.flush();
      });
      const after = (await em.fork().findOneOrFail(ENTITY, { id: before.id })) as ViewRow;
      return toJson(after, user, target, await ownerNames(em, [after]), dropped);
    },
  });

  routes.add({
    method: 'DELETE',
    path: '/api/views/:id',
    ability: 'authenticated',
    source: SOURCE,
    handler: async ({ req, em, user }) => {
      const view = await loadView(em, req);
      if (!canChange(user, view)) throw new HttpError(403, NOT_YOURS);
      await em.transactional(async (tx) => {
        tx.remove(await tx.findOneOrFail(ENTITY, { id: view.id }));
        await tx.flush();
      });
      return undefined;
    },
  });
}
