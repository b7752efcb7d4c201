// The views calls (server/views/routes.ts, docs/views.md) as the Views menu makes them.
import type { SpecCall } from '../kit/spec-call.js';
import type { SaveViewBody, SavedViewJson, ViewsAnswer } from '../../core/contract/views.js';

export function viewsApi(call: SpecCall) {
  return {
    list: (resource: string) => call<ViewsAnswer>(`/api/views?resource=${encodeURIComponent(resource)}`, { method: 'GET' }),
    create: (body: SaveViewBody) => call<SavedViewJson>('/api/views', { method: 'POST', body }),
    update: (id: number, body: SaveViewBody & { rowVersion?: number }) => call<SavedViewJson>(`/api/views/${id}`, { method: 'PUT', body }),
    remove: (id: number) => call<void>(`/api/views/${id}`, { method: 'DELETE' }),
  };
}

export type ViewsApi = ReturnType<typeof viewsApi>;

/** A view's body as it is saved again (renamed, shared), from what the server answered. */
export const bodyOf = (v: SavedViewJson): SaveViewBody & { rowVersion: number } => ({
  resource: v.resource,
  name: v.name,
  filter: v.filter,
  sort: v.sort,
  columns: v.columns,
  perPage: v.perPage,
  sharedWithRoleIds: v.sharedWithRoleIds,
  isDefaultForRoleIds: v.isDefaultForRoleIds,
  rowVersion: v.rowVersion,
});

/** What a notice says of the parts of a view a list no longer knows. */
export const droppedNotice = (v: Pick<SavedViewJson, 'name' | 'dropped'>) =>
  v.dropped.length ? `“${v.name}”: ${v.dropped.map((d) => d.message).join(' ')}` : null;
