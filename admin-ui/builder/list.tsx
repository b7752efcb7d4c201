// Generated List screen: the model's columns, filters, sort and page size. Below the sm breakpoint
// (768 px) the table gives way to a compact list (compact-list.tsx) that fits a phone.
import { useMediaQuery, type Theme } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { CreateButton, Datagrid, ExportButton, FilterButton, List, TopToolbar, useCanAccess, useListContext, useResourceDefinition } from 'react-admin';
import type { SavedViewJson } from '../../core/contract/views.js';
import type { ResourceDef } from '../../core/model/define.js';
import { recordPagePath } from '../../core/model/record-page.js';
import { sectionTitle, usePageTitle } from '../shell/page-title.js';
import { ListViews, type ListViewsProps } from '../views/list-views.js';
import { CompactList } from './compact-list.js';
import { fieldElement } from './fields.js';
import { filterElements } from './filters.js';
import { ListPagination } from './pagination.js';
import type { BuildContext } from './model-index.js';

const PAGE_SIZES = [10, 25, 50, 100];

/** react-admin's list actions (filter, create, export) and the Views menu (docs/views.md). */
function ListActionsWithViews({ hasFilters, ...views }: ListViewsProps & { hasFilters: boolean }) {
  const { total, exporter } = useListContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <ListViews {...views} />
      {hasFilters && <FilterButton />}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
    </TopToolbar>
  );
}

export function createListScreen(def: ResourceDef, ctx: BuildContext): ComponentType {
  const filters = filterElements(def, ctx);
  const columns = def.list.columns.map((name) => fieldElement(def, name, ctx, true)).filter((c) => c !== null);
  const pageSizes = [...new Set([...PAGE_SIZES, def.list.perPage])].sort((a, b) => a - b);
  const editable = def.access.update !== false;

  function GeneratedList() {
    // the saved view the list shows: its name leads the title ("Kern high schools · Institutions")
    const [view, setView] = useState<SavedViewJson | null>(null);
    const title = view ? sectionTitle(view.name, def.label) : def.label;
    usePageTitle(title);
    const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit', enabled: editable });
    const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
    // a record with its own page (recordPage) opens there; else the edit form, or Show without edit rights
    const opens = def.recordPage ? (id: string | number) => recordPagePath(def, id)! : editable && canEdit ? 'edit' : def.access.show === false ? false : 'show';
    return (
      <List
        title={title}
        actions={<ListActionsWithViews resource={def.name} active={view} onActiveChange={setView} hasFilters={filters.length > 0} />}
        sort={def.list.sort}
        perPage={def.list.perPage}
        filters={filters.length ? filters : undefined}
        pagination={<ListPagination rowsPerPageOptions={pageSizes} />}
      >
        {narrow ? (
          <CompactList def={def} ctx={ctx} rowClick={opens} />
        ) : (
          // Without edit rights a row opens the Show page (react-admin's default choice).
          <Datagrid rowClick={def.recordPage ? opens : editable && canEdit ? 'edit' : undefined} bulkActionButtons={def.access.delete === false ? false : undefined}>
            {columns}
          </Datagrid>
        )}
      </List>
    );
  }
  GeneratedList.displayName = `${def.entity}List`;
  return GeneratedList;
}
