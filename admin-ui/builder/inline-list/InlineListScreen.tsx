// The screen of a resource whose model asks for an inline list (inlineList): search, the add row,
// the rows edited in place, paging; inside the frame of its area when it has one (Site Settings).
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { ListBase, useCanAccess, type RaRecord } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { FieldDef, ResourceDef } from '../../../core/model/define.js';
import { ERROR_PATHS } from '../../shell/ErrorPages.js';
import { hasFullTextSearch, recordText } from '../model-helpers.js';
import { ListPagination } from '../pagination.js';
import { AddRow } from './AddRow.js';
import { inlineLabels } from './inline-labels.js';
import { InlineListTable } from './InlineListTable.js';
import { SearchBox } from './SearchBox.js';
import { SectionFrame } from './SectionFrame.js';
import { useWriteAccess } from './use-write-access.js';

const PAGE_SIZES = [10, 25, 50, 100];

function InlineList({ def }: { def: ResourceDef }) {
  const labels = useMemo(() => inlineLabels(def), [def]);
  const fields = useMemo(() => Object.fromEntries((def.inlineList?.fields ?? []).map((n) => [n, def.fields[n]])) as Record<string, FieldDef>, [def]);
  const text = useMemo(() => (record: RaRecord) => recordText(def, record), [def]);
  const access = useWriteAccess(def.name);
  const pageSizes = [...new Set([...PAGE_SIZES, def.list.perPage])].sort((a, b) => a - b);
  return (
    <SectionFrame title={def.label} section={def.inlineList?.section}>
      <ListBase
        resource={def.name}
        sort={def.list.sort}
        perPage={def.list.perPage}
        // the spec's settings lists show deleted rows, marked; lists leave them out unless asked
        filter={def.softDelete ? { includeDeleted: true } : undefined}
        storeKey={`inline-list.${def.name}`}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}>
          {hasFullTextSearch(def) && <SearchBox label={labels.search} />}
          {access.canCreate && <AddRow def={def} fields={fields} labels={labels} />}
        </Stack>
        <InlineListTable def={def} fields={fields} labels={labels} access={access} text={text} />
        <ListPagination rowsPerPageOptions={pageSizes} />
      </ListBase>
    </SectionFrame>
  );
}

/** The inline list for users who may list the resource; others go to the access error page. */
export function InlineListScreen({ def }: { def: ResourceDef }) {
  const { canAccess, isPending } = useCanAccess({ resource: def.name, action: 'list' });
  if (isPending) return null;
  if (!canAccess) return <Navigate to={ERROR_PATHS.access} replace />;
  return <InlineList def={def} />;
}
