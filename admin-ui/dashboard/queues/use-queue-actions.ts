// What a dashboard queue does with its batches: start (post the start, then open the review, spec 1
// §4), read / unread one or many, recall from 2nd review one or many with the spec's messages (spec 3
// §8). Each action is a mutation whose pending state disables its buttons; after it the queues and the
// header's counts are read again.
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../kit/server-errors.js';
import { noticeLines } from '../../kit/notice-lines.js';
import { useRefreshReviewData, useReviewCall } from '../../kit/review-call.js';
import { queueApi, reviewPath } from './queue-api.js';
import { recallErrorNotice, recallNotice, type RecallNotice } from './recall-notice.js';

export function useQueueApi() {
  const call = useReviewCall();
  return useMemo(() => queueApi(call), [call]);
}

export function useQueueActions() {
  const api = useQueueApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshReviewData();
  const fail = (fallback: string) => (error: unknown) => notify(errorMessage(error, fallback), { type: 'error' });

  const start = useMutation({
    mutationFn: (batchId: number) => api.start(batchId),
    onSuccess: (started) => {
      void refresh();
      navigate(reviewPath(started.courseSubmissionReviewBatchId, started.courseSubmissionReviewId));
    },
    onError: fail('The review could not be started.'),
  });

  const toggleRead = useMutation({
    mutationFn: (batchId: number) => api.toggleRead(batchId),
    onSettled: () => refresh(),
    onError: fail('The batch could not be marked.'),
  });

  const setRead = useMutation({
    mutationFn: ({ batchIds, isRead }: { batchIds: number[]; isRead: boolean }) => api.setRead(batchIds, isRead),
    onSuccess: (_, { batchIds, isRead }) => notify(`${batchIds.length === 1 ? '1 batch' : `${batchIds.length} batches`} marked ${isRead ? 'read' : 'unread'}`, { type: 'success' }),
    onSettled: () => refresh(),
    onError: fail('The batches could not be marked.'),
  });

  const show = ({ lines, type }: RecallNotice) => notify(noticeLines(lines), { type });
  const recall = useMutation({
    mutationFn: (reviewIds: number[]) => api.recall(reviewIds),
    onSuccess: (result) => show(recallNotice(result)),
    onError: (error) => show(recallErrorNotice(error)),
    onSettled: () => refresh(),
  });

  return { start, toggleRead, setRead, recall };
}

export type QueueActions = ReturnType<typeof useQueueActions>;
