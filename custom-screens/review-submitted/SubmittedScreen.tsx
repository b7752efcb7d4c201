// /review/submitted/ (spec 3 §2, §4, §9): the submissions waiting for an analyst or being reviewed,
// 10 a page, which administrators assign (AdminAssign) and reassign to an analyst or a queue
// (AdminReassign), one course or the selected ones. The selection survives paging, so a bulk move can
// gather courses from several pages; changing the filters clears it.
import { Alert, Box, Button, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { hasAbility } from '../../admin-ui/auth/staff-user.js';
import { REVIEW_QUERY_ROOT, useReviewCall } from '../../admin-ui/kit/review-call.js';
import { PagedTable } from '../../admin-ui/kit/PagedTable.js';
import { useAbilities } from '../../admin-ui/shell/app-config.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { modeOf, type Mode } from './assignment.js';
import { AssignDialog } from './AssignDialog.js';
import { SubmittedFiltersBar } from './SubmittedFiltersBar.js';
import { submittedColumns } from './submitted-columns.js';
import { NO_FILTERS, SUBMITTED_PAGE_SIZE, SUBMITTED_PAGE_SIZES, submittedApi } from './submitted-api.js';
import type { SubmittedFilters, SubmittedRequest, SubmittedRow, SubmittedSort } from '../../core/contract/submitted.js';
import { liveReads } from '../../admin-ui/hub/hub-events.js';
import type { Wire } from '../../core/contract/wire.js';

export const ASSIGN_ABILITY = 'AdminAssign';
export const REASSIGN_ABILITY = 'AdminReassign';

export function SubmittedScreen() {
  const call = useReviewCall();
  const api = useMemo(() => submittedApi(call), [call]);
  const abilities = useAbilities() ?? [];
  const may = { canAssign: hasAbility(abilities, ASSIGN_ABILITY), canReassign: hasAbility(abilities, REASSIGN_ABILITY) };

  const [filters, setFilters] = useState<SubmittedFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(SUBMITTED_PAGE_SIZE);
  const [sort, setSort] = useState<SubmittedRequest['sort']>({ field: 'submittedOn', descending: false });
  const [selected, setSelected] = useState<ReadonlyMap<number, Wire<SubmittedRow>>>(new Map());
  const [moving, setMoving] = useState<{ rows: Wire<SubmittedRow>[]; mode: Mode }>();

  const request: SubmittedRequest = { filters, page, pageSize, sort };
  const list = useQuery({ meta: liveReads('course-submissions', 'course-submission-reviews', 'review-batches'), queryKey: [REVIEW_QUERY_ROOT, 'submitted', request], queryFn: ({ signal }) => api.page(request, signal), placeholderData: keepPreviousData });
  const analysts = useQuery({ queryKey: [REVIEW_QUERY_ROOT, 'analysts'], queryFn: ({ signal }) => api.analysts(signal), staleTime: 5 * 60_000 });
  const rows = list.data?.result ?? [];
  const selectedRows = [...selected.values()];
  const bulkMode = modeOf(selectedRows, may);

  const changeFilters = (next: SubmittedFilters) => {
    setFilters(next);
    setPage(1);
    setSelected(new Map());
  };
  const changeSort = (field: SubmittedSort) => {
    setSort((s) => ({ field, descending: s.field === field ? !s.descending : false }));
    setPage(1);
  };
  const select = (row: Wire<SubmittedRow>, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.courseSubmissionId, row);
      else next.delete(row.courseSubmissionId);
      return next;
    });
  const selectPage = (on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (on) next.set(row.courseSubmissionId, row);
        else next.delete(row.courseSubmissionId);
      }
      return next;
    });

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Submitted courses" />
      <PagedTable
        card={{ id: 'submitted-title', title: 'Submitted courses' }}
        label="Submitted courses"
        toolbar={
          <>
            <SubmittedFiltersBar filters={filters} analysts={analysts.data ?? []} onChange={changeFilters} />
            {selectedRows.length > 0 && (
              <Box role="group" aria-label="Selected courses" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
                <Typography variant="body2">{selectedRows.length} selected</Typography>
                {bulkMode && (
                  <Button size="small" variant="contained" onClick={() => setMoving({ rows: selectedRows, mode: bulkMode })}>
                    {bulkMode === 'assign' ? 'Assign analyst' : 'Reassign'}
                  </Button>
                )}
                <Button size="small" onClick={() => setSelected(new Map())}>
                  Clear selection
                </Button>
              </Box>
            )}
          </>
        }
        list={list}
        loadingLabel="Loading the submitted courses"
        errorText="The submitted courses could not be loaded."
        notices={analysts.error && <Alert severity="warning">{errorMessage(analysts.error, 'The analysts could not be loaded.')}</Alert>}
        empty="No submitted course matches."
        columns={submittedColumns({
          rows,
          selected: new Set(selected.keys()),
          onSelect: select,
          onSelectPage: selectPage,
          rowMode: (row) => modeOf([row], may),
          onMove: (row) => setMoving({ rows: [row], mode: modeOf([row], may)! }),
          busy: moving !== undefined,
        })}
        rowKey={(row) => row.courseSubmissionId}
        rowProps={(row) => ({ selected: selected.has(row.courseSubmissionId) })}
        sort={{ key: sort.field, descending: sort.descending }}
        onSort={changeSort}
        pager={{ page, pageSize, pageSizes: SUBMITTED_PAGE_SIZES, onPage: setPage, onPageSize: setPageSize }}
      />
      <AssignDialog
        rows={moving?.rows ?? []}
        mode={moving?.mode ?? 'reassign'}
        analysts={analysts.data ?? []}
        canReassign={may.canReassign}
        onClose={() => setMoving(undefined)}
        onDone={() => {
          setMoving(undefined);
          setSelected(new Map());
        }}
      />
    </Box>
  );
}
