// Generated List screen: the model's columns, filters, sort and page size.
import type { ComponentType } from 'react';
import { Datagrid, List, Pagination, useCanAccess } from 'react-admin';
import type { ResourceDef } from '../../server/model/define.js';
import { usePageTitle } from '../shell/page-title.js';
import { fieldElement } from './fields.js';
import { filterElements } from './filters.js';
import type { BuildContext } from './model-index.js';

const PAGE_SIZES = [10, 25, 50, 100];

export function createListScreen(def: ResourceDef, ctx: BuildContext): ComponentType {
  const filters = filterElements(def, ctx);
  const columns = def.list.columns.map((name) => fieldElement(def, name, ctx, true)).filter((c) => c !== null);
  const pageSizes = [...new Set([...PAGE_SIZES, def.list.perPage])].sort((a, b) => a - b);
  const editable = def.access.update !== false;

  function GeneratedList() {
    usePageTitle(def.label);
    const { canAccess: canEdit } = useCanAccess({ resource: def.name, action: 'edit', enabled: editable });
    return (
      <List
        title={def.label}
        sort={def.list.sort}
        perPage={def.list.perPage}
        filters={filters.length ? filters : undefined}
        pagination={<Pagination rowsPerPageOptions={pageSizes} />}
      >
        {/* Without edit rights a row opens the Show page (react-admin's default choice). */}
        <Datagrid rowClick={editable && canEdit ? 'edit' : undefined} bulkActionButtons={def.access.delete === false ? false : undefined}>
          {columns}
        </Datagrid>
      </List>
    );
  }
  GeneratedList.displayName = `${def.entity}List`;
  return GeneratedList;
}
