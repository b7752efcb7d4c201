// /elasticsearch/ (spec 1 §2, §7 "Search indexes"): the search indexes of the server that answers,
// and a Delete that, after a confirmation, rebuilds one from PostgreSQL on every server. The list is
// read every second while an index is being built, or while a deleted one has not started its new
// build yet (the delete reaches the servers by notification, a moment after the answer).
import { Box, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { PagedTable } from '../../admin-ui/kit/PagedTable.js';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { errorMessage } from '../../admin-ui/kit/server-errors.js';
import { useSpecApi } from '../../admin-ui/kit/spec-api.js';
import { indexColumns } from './index-columns.js';
import { INDEX_PAGE_SIZE, INDEX_PAGE_SIZES, indexApi } from './index-api.js';
import type { IndexStatus } from '../../core/contract/search-indexes.js';
import type { Wire } from '../../core/contract/wire.js';

export const POLL_MS = 1000;
/** A requested rebuild not seen starting within this time is no longer waited for. */
const REBUILD_START_WAIT_MS = 60_000;

interface RequestedRebuild {
  /** builtAt before the delete: a different one means the new build is done */
  builtAt: string | null;
  requestedAt: number;
}

export function SearchIndexesScreen() {
  const call = useSpecApi();
  const api = useMemo(() => indexApi(call), [call]);
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(INDEX_PAGE_SIZE);
  const [deleting, setDeleting] = useState<Wire<IndexStatus>>();
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState<ReadonlyMap<string, RequestedRebuild>>(new Map());

  const list = useQuery({
    queryKey: ['search-indexes', page, pageSize],
    queryFn: ({ signal }) => api.page(page, pageSize, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (requested.size > 0 || query.state.data?.result.some((row) => row.state === 'building') ? POLL_MS : false),
  });

  // A requested rebuild is over once the index has a new build, or failed, or never started.
  useEffect(() => {
    if (!list.data || requested.size === 0) return;
    const now = Date.now();
    const pending = new Map(requested);
    for (const row of list.data.result) {
      const wanted = pending.get(row.indexName);
      if (!wanted || row.state === 'building') continue;
      if (row.state === 'failed' || row.builtAt !== wanted.builtAt || now - wanted.requestedAt > REBUILD_START_WAIT_MS) pending.delete(row.indexName);
    }
    if (pending.size !== requested.size) setRequested(pending);
  }, [list.data, list.dataUpdatedAt, requested]);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const answer = await api.remove(deleting.indexName);
      notify(answer.message, { type: 'success' });
      setRequested((current) => new Map(current).set(deleting.indexName, { builtAt: deleting.builtAt, requestedAt: Date.now() }));
      setDeleting(undefined);
      await list.refetch();
    } catch (error) {
      notify(errorMessage(error, `The index ${deleting.indexName} could not be deleted.`), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle title="Search indexes" />
      <PagedTable
        card={{ id: 'search-indexes-title', title: 'Search indexes' }}
        label="Search indexes"
        labelledBy="search-indexes-title"
        toolbar={
          <Typography variant="body2" color="text.secondary">
            The indexes of the server that answered. Deleting an index rebuilds it from PostgreSQL on every server.
          </Typography>
        }
        // the bar for the first read only: the list is read again every second while an index builds
        list={{ data: list.data, error: list.error, isFetching: list.isLoading }}
        loadingLabel="Loading the search indexes"
        errorText="The search indexes could not be loaded."
        empty="There is no search index."
        columns={indexColumns(new Set(requested.keys()), setDeleting)}
        rowKey={(row) => row.indexName}
        rowProps={() => ({ hover: false })}
        pager={{ page, pageSize, pageSizes: INDEX_PAGE_SIZES, onPage: setPage, onPageSize: setPageSize }}
      />
      <Confirm
        isOpen={deleting !== undefined}
        loading={busy}
        title={`Delete the index ${deleting?.indexName ?? ''}?`}
        content="It is rebuilt from PostgreSQL; searches use the old one until then."
        confirm="Delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(undefined)}
      />
    </Box>
  );
}
