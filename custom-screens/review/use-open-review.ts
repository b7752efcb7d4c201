// Opens one review: reads the review model (which claims the lease for its analyst), keeps the
// screen's copy that edits change at once, the saving, and InvalidReviewPermission from any call
// (spec 3 §8), which the screen answers with its modal. While the analyst may work on the review,
// the lease is renewed every minute (docs/courses-and-review.md "Lease").
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Autosave } from './autosave.js';
import { errorMessage, isReassigned, permissionMessage } from './review-errors.js';
import type { ReviewWorkspace } from './review-context.js';
import type { DecisionOptions, ReviewModel } from './review-api.js';
import { useReviewApi } from './use-review-lookups.js';

export const LEASE_RENEWAL_MS = 60_000;

export const reviewQueryKey = (batchId: number, reviewId: number) => ['review-screen', 'model', batchId, reviewId];

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
  const [model, setModel] = useState<ReviewModel | undefined>(undefined);
  const modelRef = useRef<ReviewModel | undefined>(undefined);
  useEffect(() => {
    if (query.data && !modelRef.current) {
      modelRef.current = query.data;
      setModel(query.data);
    }
  }, [query.data]);

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

  const readOnly = view || !model || model.readOnly;

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
