// A view checked against the model (docs/views.md): what a generated list or a hand-built screen
// knows today. A filter, sort, column or page size it no longer knows is dropped with a notice, both
// when the view is saved and when it is opened; a view never fails because the model moved on.
import type { ResourceDef } from '../../core/model/define.js';
import { VIEW_SCREENS, type DroppedPart, type ViewSort } from '../../core/contract/views.js';

/** Page sizes every generated list offers (admin-ui/builder/list.tsx), with the list's own. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;

/** What a list or screen lets a view hold. */
export interface ViewTarget {
  /** the generated resource, when the key names one */
  resource?: ResourceDef;
  filters: ReadonlySet<string>;
  sorts: ReadonlySet<string>;
  /** undefined: the screen has no column choice */
  columns?: ReadonlySet<string>;
  perPage: ReadonlySet<number>;
}

const UNSORTABLE = new Set(['json', 'stringList', 'manyToMany', 'password', 'richtext']);

/** A generated list's filter keys: a date range is two (`<f>_gte`, `<f>_lte`). */
function filterKeys(def: ResourceDef): string[] {
  return (def.filters ?? []).flatMap((f) => (f.type === 'dateRange' ? [`${f.field}_gte`, `${f.field}_lte`] : [f.field]));
}

/** The target a view's `resource` names, or undefined for an unknown key. */
export function viewTarget(resources: readonly ResourceDef[], key: string): ViewTarget | undefined {
  const def = resources.find((r) => r.name === key);
  if (def && def.access.list !== false && !def.inlineList) {
    const sortable = Object.entries(def.fields).filter(([, f]) => !UNSORTABLE.has(f.type) && !f.secret).map(([name]) => name);
    return {
      resource: def,
      filters: new Set(filterKeys(def)),
      sorts: new Set(['id', ...sortable]),
      columns: new Set(def.list.columns),
      perPage: new Set([...LIST_PAGE_SIZES, def.list.perPage]),
    };
  }
  const screen = Object.hasOwn(VIEW_SCREENS, key) ? VIEW_SCREENS[key] : undefined;
  if (!screen) return undefined;
  return {
    filters: new Set(screen.filters),
    sorts: new Set(screen.sorts),
    columns: screen.columns ? new Set(screen.columns) : undefined,
    perPage: new Set(screen.perPage ?? LIST_PAGE_SIZES),
  };
}

export interface ViewParts {
  filter: Record<string, unknown>;
  sort: ViewSort | null;
  columns: string[] | null;
  perPage: number | null;
}

/** The parts the target knows, and a notice for each one it does not. */
export function keepKnown(target: ViewTarget, parts: ViewParts): ViewParts & { dropped: DroppedPart[] } {
  const dropped: DroppedPart[] = [];
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parts.filter ?? {})) {
    if (target.filters.has(key)) filter[key] = value;
    else dropped.push({ part: 'filter', key, message: `The filter "${key}" no longer exists on this list; it was left out.` });
  }
  let sort = parts.sort;
  if (sort && !target.sorts.has(sort.field)) {
    dropped.push({ part: 'sort', key: sort.field, message: `The list can no longer be sorted by "${sort.field}"; its usual order is used.` });
    sort = null;
  }
  let columns = parts.columns;
  if (columns) {
    const known = target.columns;
    for (const c of columns) if (!known?.has(c)) dropped.push({ part: 'column', key: c, message: `The column "${c}" no longer exists on this list; it was left out.` });
    columns = known ? columns.filter((c) => known.has(c)) : null;
  }
  let perPage = parts.perPage;
  if (perPage !== null && !target.perPage.has(perPage)) {
    dropped.push({ part: 'perPage', key: String(perPage), message: `${perPage} rows a page is not offered on this list; its usual page size is used.` });
    perPage = null;
  }
  return { filter, sort, columns, perPage, dropped };
}
