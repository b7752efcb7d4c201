// Opens one review: reads the review model (which claims the lease for its analyst), keeps the
// screen's copy that edits change at once, the saving, and InvalidReviewPermission from any call
// (spec 3 §8), which the screen answers with its modal. While the analyst may work on the review,
// the lease is renewed every minute (docs/courses-and-review.md "Lease"), and the batch's next course
// is read ahead (read-ahead.ts). A course that was read ahead shows at once and is claimed then.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Autosave } from './autosave.js';
import { errorMessage, isReassigned, permissionMessage } from './review-errors.js';
import type { ReviewWorkspace } from './review-context.js';
import type { DecisionOptions, ReviewModel } from '../../core/contract/review.js';
import { useReviewApi } from './use-review-lookups.js';
import { decisionBefore, reviewQueryKey, useReadAhead, wasReadAhead } from './read-ahead.js';

export const LEASE_RENEWAL_MS = 60_000;

/** What the server decides about an open review, not the analyst's edits: taken from the claiming read of a course read ahead. */
function serverParts(opened: ReviewModel, shown: ReviewModel): Partial<ReviewModel> {
  const { batch, lease, readOnly, status, analyst, decision, decidedOn, history } = opened;
  return { batch, lease, readOnly, status, analyst, decision, decidedOn, history, materials: { ...shown.materials, isEditable: opened.materials.isEditable } };
}

export interface OpenedReview {
  /** undefined while loading */
  workspace: ReviewWorkspace | undefined;
  error: unknown;
  /** the server's sentence when the review was reassigned or decided elsewhere; null otherwise */
  reassigned: string | null;
  setReassigned: (message: string | null) => void;
}

export function useOpenReview(batchId: number, reviewId: number, view: boolean): OpenedReview {
  const api = useReviewApi();
  const queryClient = useQueryClient();
  const [reassigned, setReassigned] = useState<string | null>(null);
  const query = useQuery({
    queryKey: reviewQueryKey(batchId, reviewId),
    queryFn: ({ signal }) => api.model(batchId, reviewId, signal),
    // the screen's copy is the truth once open: reading again would drop what is being typed
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
  // a course read ahead is in the cache: shown by the first render, not after an effect
  const [model, setModel] = useState<ReviewModel | undefined>(query.data);
  const [opened, setOpened] = useState<ReviewModel | undefined>(query.data);
  const modelRef = useRef<ReviewModel | undefined>(query.data);
  useEffect(() => {
    if (query.data && !modelRef.current) {
      modelRef.current = query.data;
      setModel(query.data);
      setOpened(query.data);
    }
  }, [query.data]);
  // the screen's copy is kept from here on: the query (a course read ahead is kept for minutes) goes
  useEffect(() => () => queryClient.removeQueries({ queryKey: reviewQueryKey(batchId, reviewId), exact: true }), [queryClient, batchId, reviewId]);

  const [autosave] = useState(
    () =>
      new Autosave((error) => {
        if (isReassigned(error)) setReassigned(permissionMessage(error));
        return errorMessage(error, 'The change could not be saved.');
      }),
  );
  useEffect(() => () => autosave.dispose(), [autosave]);

  const update = useCallback((change: (m: ReviewModel) => ReviewModel) => {
    if (!modelRef.current) return;
    modelRef.current = change(modelRef.current);
    setModel(modelRef.current);
  }, []);
  const current = useCallback(() => modelRef.current as ReviewModel, []);
  const ticket = useRef(0);
  const beginDecisionChange = useCallback(() => ++ticket.current, []);
  const applyDecisions = useCallback(
    (sent: number, decisions: DecisionOptions) => {
      if (sent === ticket.current) update((m) => ({ ...m, decisions }));
    },
    [update],
  );

  // a course read ahead is claimed now (the read that opens it), taking what the server says about it
  const [claimed, setClaimed] = useState(false);
  useEffect(() => {
    if (view || !wasReadAhead(opened)) return;
    const controller = new AbortController();
    // after the decision on the course before it: a failed one brings the analyst back to that course (use-decide.ts)
    void decisionBefore(reviewId).then((recorded) => {
      if (!recorded || controller.signal.aborted) return;
      api.model(batchId, reviewId, controller.signal).then(
        (fresh) => {
          update((m) => ({ ...m, ...serverParts(fresh, m) }));
          setClaimed(true);
        },
        (error: unknown) => {
          // otherwise the lease renewal claims it within a minute
          if (isReassigned(error)) setReassigned(permissionMessage(error));
        },
      );
    });
    return () => controller.abort();
  }, [view, opened, api, batchId, reviewId, update]);

  const readOnly = view || !model || model.readOnly;
  // the course after this one as the server sees it now: a course read ahead was read before the
  // decision on the one before it, so its next course may be that one
  useReadAhead(api, batchId, wasReadAhead(opened) && !claimed ? undefined : model, readOnly);

  useEffect(() => {
    if (readOnly) return;
    const timer = setInterval(() => {
      api.renewLease(reviewId).catch((error: unknown) => {
        if (isReassigned(error)) setReassigned(permissionMessage(error));
      });
    }, LEASE_RENEWAL_MS);
    return () => clearInterval(timer);
  }, [api, reviewId, readOnly]);

  const workspace = useMemo<ReviewWorkspace | undefined>(
    () => (model ? { model, readOnly, api, autosave, update, current, beginDecisionChange, applyDecisions } : undefined),
    [model, readOnly, api, autosave, update, current, beginDecisionChange, applyDecisions],
  );
  return { workspace, error: query.error, reassigned, setReassigned };
}
