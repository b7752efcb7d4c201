// The Views menu on a generated list (admin-ui/builder/list.tsx): the list's filter, sort and page
// size saved and opened through react-admin's list context. A list that opens with no filter in its
// URL opens the default view of the user's role, if the office made one.
import { useCallback, useEffect, useRef } from 'react';
import { useListContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { SavedViewJson, ViewsAnswer } from '../../core/contract/views.js';
import { ViewsMenu } from './ViewsMenu.js';

export interface ListViewsProps {
  resource: string;
  active: SavedViewJson | null;
  onActiveChange: (view: SavedViewJson | null) => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

export function ListViews({ resource, active, onActiveChange }: ListViewsProps) {
  const { filterValues, setFilters, sort, setSort, perPage, setPerPage, displayedFilters } = useListContext();
  const location = useLocation();
  // the URL the list opened with: a filter there (a link, a reload) wins over the role's default
  const openedWithFilter = useRef(new URLSearchParams(location.search).has('filter'));
  const defaultTried = useRef(false);
  // after a view is applied the list params follow a moment later: until they do, keep its name
  const applying = useRef(false);

  const apply = useCallback(
    (view: SavedViewJson) => {
      applying.current = true;
      const shown = Object.fromEntries(Object.keys(view.filter).map((k) => [k, true]));
      setFilters(view.filter, { ...displayedFilters, ...shown });
      if (view.sort) setSort(view.sort);
      if (view.perPage) setPerPage(view.perPage);
    },
    [setFilters, setSort, setPerPage, displayedFilters],
  );

  const onLoaded = useCallback(
    (answer: ViewsAnswer) => {
      if (defaultTried.current) return;
      defaultTried.current = true;
      const preferred = answer.views.find((v) => v.isDefaultForMe);
      if (!preferred || openedWithFilter.current) return;
      apply(preferred);
      onActiveChange(preferred);
    },
    [apply, onActiveChange],
  );

  // the view's name stays in the title while the list shows it; a change of filter or sort drops it
  useEffect(() => {
    if (!active) return;
    const shows = same(filterValues, active.filter) && (!active.sort || (sort.field === active.sort.field && sort.order === active.sort.order));
    if (shows) applying.current = false;
    else if (!applying.current) onActiveChange(null);
  }, [active, filterValues, sort, onActiveChange]);

  const current = () => ({ filter: filterValues ?? {}, sort: { field: sort.field, order: sort.order }, columns: null, perPage });
  return <ViewsMenu resource={resource} current={current} apply={apply} active={active} onActiveChange={onActiveChange} onLoaded={onLoaded} />;
}
