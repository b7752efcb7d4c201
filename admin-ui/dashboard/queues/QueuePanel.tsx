// One queue tab of My Courses: search, the bulk actions for the selected batches, the page of batches
// and the pager. The selection is of this page's batches and is cleared when the page changes.
import { Box, Button, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PagedTable } from '../../kit/PagedTable.js';
import { QUEUE_NAMES } from '../../kit/review-words.js';
import { SearchField } from '../../kit/SearchField.js';
import { QUEUE_PAGE_SIZES, recallReviewIds, reviewViewPath } from './queue-api.js';
import type { BatchListItem } from '../../../core/contract/batches.js';
import type { DashboardQueue } from '../../../core/contract/queues.js';
import { queueColumns } from './queue-columns.js';
import { RecallDialog } from './RecallDialog.js';
import { useQueueActions, useQueueApi } from './use-queue-actions.js';
import { queuePageKey, queuePageStaleTime } from './read-ahead.js';
import { liveReads } from '../../hub/hub-events.js';
import type { Wire } from '../../../core/contract/wire.js';

interface QueuePanelProps {
  queue: DashboardQueue;
  pageSize: number;
  onPageSize: (size: number) => void;
}

export function QueuePanel({ queue, pageSize, onPageSize }: QueuePanelProps) {
  const api = useQueueApi();
  const actions = useQueueActions();
  const navigate = useNavigate();
  const { identity } = useGetIdentity();
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [recalling, setRecalling] = useState<Wire<BatchListItem>[]>([]);
  const queueName = QUEUE_NAMES[queue];

  const request = { queue, page, pageSize, query };
  const { data, error, isFetching } = useQuery({
    meta: liveReads('review-batches', 'course-submission-reviews', 'course-submissions'),
    queryKey: queuePageKey(request),
    queryFn: ({ signal }) => api.page(request, signal),
    placeholderData: keepPreviousData,
    // the page read ahead at sign-in is shown without asking again (read-ahead.ts)
    staleTime: queuePageStaleTime,
  });
  const rows = useMemo(() => data?.result ?? [], [data]);
  const selectedRows = rows.filter((r) => selected.has(r.courseSubmissionReviewBatchId));

  const isMine = (batch: Wire<BatchListItem>) => identity !== undefined && batch.ownerId !== null && String(batch.ownerId) === String(identity.id);
  const mineSelected = selectedRows.filter(isMine);
  const busyBatchId = actions.start.isPending ? actions.start.variables : actions.toggleRead.isPending ? actions.toggleRead.variables : undefined;

  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };
  const select = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const markSelected = (isRead: boolean) =>
    actions.setRead.mutate({ batchIds: mineSelected.map((b) => b.courseSubmissionReviewBatchId), isRead }, { onSuccess: () => setSelected(new Set()) });
  const confirmRecall = () =>
    actions.recall.mutate(recallReviewIds(recalling), {
      onSettled: () => {
        setRecalling([]);
        setSelected(new Set());
      },
    });

  return (
    <Box sx={{ pt: 2 }}>
      <PagedTable
        label={`${queueName} queue`}
        toolbar={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <SearchField
              value={query}
              label={`Search the ${queueName} queue`}
              onSearch={(text) => {
                setQuery(text);
                changePage(1);
              }}
            />
            {selectedRows.length > 0 && (
              <Box role="group" aria-label="Selected batches" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2">{selectedRows.length} selected</Typography>
                <Button size="small" variant="outlined" disabled={!mineSelected.length || actions.setRead.isPending} onClick={() => markSelected(true)}>
                  Mark read
                </Button>
                <Button size="small" variant="outlined" disabled={!mineSelected.length || actions.setRead.isPending} onClick={() => markSelected(false)}>
                  Mark unread
                </Button>
                {queue === 'second' && (
                  <Button size="small" variant="outlined" disabled={actions.recall.isPending} onClick={() => setRecalling(selectedRows)}>
                    Recall
                  </Button>
                )}
              </Box>
            )}
          </Box>
        }
        list={{ data, error, isFetching }}
        loadingLabel={`Loading the ${queueName} queue`}
        errorText={`The ${queueName} queue could not be loaded.`}
        empty={query ? `No batch of the ${queueName} queue matches “${query}”.` : `Your ${queueName} queue is empty.`}
        columns={queueColumns({
          rows,
          selected,
          onSelect: select,
          onSelectPage: (on) => setSelected(on ? new Set(rows.map((r) => r.courseSubmissionReviewBatchId)) : new Set()),
          isMine,
          onStart: (batch) => actions.start.mutate(batch.courseSubmissionReviewBatchId),
          onOpen: (batch) => navigate(reviewViewPath(batch.courseSubmissionReviewBatchId, batch.firstReview?.courseSubmissionReviewId)),
          onToggleRead: (batch) => actions.toggleRead.mutate(batch.courseSubmissionReviewBatchId),
          onRecall: queue === 'second' ? (batch) => setRecalling([batch]) : undefined,
          busyBatchId,
        })}
        rowKey={(batch) => batch.courseSubmissionReviewBatchId}
        rowProps={(batch) => ({ selected: selected.has(batch.courseSubmissionReviewBatchId) })}
        pager={{ page, pageSize, pageSizes: QUEUE_PAGE_SIZES, onPage: changePage, onPageSize }}
      />
      <RecallDialog batches={recalling} busy={actions.recall.isPending} onConfirm={confirmRecall} onClose={() => setRecalling([])} />
    </Box>
  );
}
