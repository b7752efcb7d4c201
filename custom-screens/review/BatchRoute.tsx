// The review routes' frame: reads the batch and the review from the address (opening the batch's
// next review to work on when none is named), titles the page, and opens the review, a fresh one for
// each review of the batch the analyst moves to. Moving to another review of the batch shows it in
// the same task (it was usually read ahead: read-ahead.ts), before the address follows: the router
// changes the address as a transition, which the figures a decision refreshes would hold up.
import { Alert, Box, LinearProgress } from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../admin-ui/shell/page-title.js';
import { reviewPath, reviewViewPath } from '../../admin-ui/dashboard/queues/queue-api.js';
import { OpenReview } from './OpenReview.js';
import { errorMessage } from './review-errors.js';
import type { ReviewWorkspace } from './review-context.js';
import { idFrom, useDefaultReview } from './use-batch.js';

export interface BatchRouteProps {
  view: boolean;
  headerActions?: (workspace: ReviewWorkspace) => ReactNode;
}

export function BatchRoute({ view, headerActions }: BatchRouteProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const batchId = idFrom(params.batchId);
  const addressed = idFrom(search.get('reviewId'));
  // the review moved to, shown until the address names it (or names another: Back)
  const [moving, setMoving] = useState<number | undefined>(undefined);
  useEffect(() => setMoving(undefined), [addressed]);
  const reviewId = moving ?? addressed;
  const fallback = useDefaultReview(batchId, reviewId === undefined);
  const pathOf = view ? reviewViewPath : reviewPath;
  const openReview = useCallback(
    (id: number) => {
      if (batchId === undefined) return;
      flushSync(() => setMoving(id));
      navigate(pathOf(batchId, id));
    },
    [batchId, navigate, pathOf],
  );

  useEffect(() => {
    if (batchId !== undefined && reviewId === undefined && fallback.data != null) navigate(pathOf(batchId, fallback.data), { replace: true });
  }, [batchId, reviewId, fallback.data, navigate, pathOf]);

  let body: ReactNode;
  if (batchId === undefined) body = <Alert severity="error">This address names no batch: open a review from the dashboard.</Alert>;
  else if (reviewId === undefined && fallback.error) body = <Alert severity="error">{errorMessage(fallback.error, 'The batch could not be loaded.')}</Alert>;
  else if (reviewId === undefined && fallback.data === null) body = <Alert severity="info">This batch holds no reviews any more.</Alert>;
  else if (reviewId === undefined) body = <LinearProgress aria-label="Loading the batch" sx={{ mt: 2 }} />;
  else
    body = (
      <OpenReview
        key={reviewId}
        batchId={batchId}
        reviewId={reviewId}
        view={view}
        onGo={openReview}
        headerActions={headerActions}
      />
    );
  return (
    <Box sx={{ minWidth: 0 }}>
      <PageTitle title={view ? 'Review (read-only)' : 'Review'} />
      {body}
    </Box>
  );
}
