// Walking a batch on the review screen. The review model carries the batch's reviews in the server's
// working order (batch.reviewIds: express first, then oldest submitted; server/review/batch-order.ts),
// the order starting a batch and the next review after a decision follow too: previous / next (keys
// k / j) and "course n of m" read it. When the address names no review, the server says which to open.
import { useQuery } from '@tanstack/react-query';
import { useReviewApi } from './use-review-lookups.js';

export interface BatchPosition {
  index: number;
  count: number;
  previousId: number | null;
  nextId: number | null;
}

/** Where `reviewId` sits among the batch's reviews in working order; null when it is not among them. */
export function positionIn(reviewIds: readonly number[], reviewId: number): BatchPosition | null {
  const index = reviewIds.indexOf(reviewId);
  if (index < 0) return null;
  return { index, count: reviewIds.length, previousId: reviewIds[index - 1] ?? null, nextId: reviewIds[index + 1] ?? null };
}

/**
 * The review to open in a batch when the address names none: the caller's first undecided one in
 * working order (POST /nextreview with the batch), else, for someone reading the batch, its first
 * review still standing. Null: the batch holds no reviews any more.
 */
export function useDefaultReview(batchId: number | undefined, wanted: boolean) {
  const api = useReviewApi();
  return useQuery({
    queryKey: ['review-screen', 'default-review', batchId],
    queryFn: async ({ signal }) => {
      const mine = await api.nextReview(batchId as number, signal).catch(() => null);
      if (mine?.nextReviewId != null) return mine.nextReviewId;
      const rows = await api.batchReviews(batchId as number, signal);
      return rows.find((r) => r.reversedOn == null)?.id ?? null;
    },
    enabled: batchId !== undefined && wanted,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** A whole positive number from the address, or undefined. */
export function idFrom(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
