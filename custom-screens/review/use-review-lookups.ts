// The lists the review screen reads beside the review: rubrics and the minimum approval value, the
// feedback statements and templates (content calls), kept for the session so that moving from one
// course of a batch to the next does not read them again.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useReviewCall } from '../../admin-ui/kit/review-call.js';
import { reviewApi, type ReviewApi } from './review-api.js';
import type { ReviewModel } from '../../core/contract/review.js';

const KEEP = { staleTime: 5 * 60_000, refetchOnWindowFocus: false, retry: false } as const;

export function useReviewApi() {
  const call = useReviewCall();
  return useMemo(() => reviewApi(call), [call]);
}

export function useRubrics() {
  const api = useReviewApi();
  const call = useReviewCall();
  const rubrics = useQuery({ queryKey: ['review-screen', 'rubrics'], queryFn: ({ signal }) => api.rubrics(signal), ...KEEP });
  const minimum = useQuery({ queryKey: ['review-screen', 'min-approval'], queryFn: ({ signal }) => call<number>('/api/admin/rubric/minapprovalvalue', { signal }), ...KEEP });
  return { rubrics: rubrics.data ?? [], minApprovalValue: typeof minimum.data === 'number' ? minimum.data : undefined, error: rubrics.error };
}

/** The subject area whose feedback a course is offered: its first discipline's. */
export const feedbackSubjectAreaId = (model: ReviewModel): number | null => model.basicInfo.disciplines[0]?.subjectAreaId ?? null;

/** The query of a subject area's revision feedback: the screen's, and the next course's read ahead (read-ahead.ts). */
export const revisionStatementsQuery = (api: ReviewApi, subjectAreaId: number | null) =>
  ({ queryKey: ['review-screen', 'statements', subjectAreaId], queryFn: ({ signal }: { signal?: AbortSignal }) => api.revisionStatements(subjectAreaId, signal), ...KEEP }) as const;

/** Revision feedback and approval feedback (statement type 2), each of the course's subject area and of every area. */
export function useFeedbackStatements(subjectAreaId: number | null) {
  const api = useReviewApi();
  const revision = useQuery(revisionStatementsQuery(api, subjectAreaId));
  const approval = useQuery({ queryKey: ['review-screen', 'statements', 'approval', subjectAreaId], queryFn: ({ signal }) => api.approvalStatements(subjectAreaId, signal), ...KEEP });
  return { revision: revision.data, approval: approval.data, isPending: revision.isPending || approval.isPending, error: revision.error ?? approval.error };
}

/** The feedback letter's template of a statement type; none is not an error (the content team has not written one). */
export function useFeedbackTemplate(typeId: 1 | 2) {
  const api = useReviewApi();
  const template = useQuery({ queryKey: ['review-screen', 'template', typeId], queryFn: ({ signal }) => api.template(typeId, signal).catch(() => null), ...KEEP });
  return template.data ?? null;
}

/**
 * The analyst's own earlier notes in a section, to reuse a wording. Read again after a minute at most:
 * the notes written meanwhile (on this batch's other courses) are the likeliest to be reused.
 */
export function usePreviousNotes(section: string, enabled: boolean) {
  const api = useReviewApi();
  return useQuery({ queryKey: ['review-screen', 'previous-notes', section], queryFn: ({ signal }) => api.previousNotes(section, signal), enabled, staleTime: 60_000, refetchOnWindowFocus: false, retry: false });
}
