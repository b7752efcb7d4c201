// Dashboard queues, the submitted queue, assignment, recall, take next, completed reviews and
// statistics (spec 1 §2–§7, spec 3 §2–§9). Each route reads and checks its parameters here and hands
// them to the service of its job; docs/courses-and-review.md "Queue calls" lists the paths and shapes.
import type { Request } from 'express';
import { hasAbility, type SessionUser } from '../../auth/session-user.js';
import { HttpError, badRequest } from '../../http/errors.js';
import type { RouteTable } from '../../http/route-table.js';
import { listAnalysts, UNKNOWN_TARGET_MESSAGE } from './analysts.js';
import { analystStats, currentUserStats } from './analyst-stats.js';
import { assignedBatches } from './assigned-queue.js';
import { assign, reassign, reassignToQueue, type Selection } from './assignment.js';
import { COMPLETED_PAGE_SIZE, DECISIONS, completedList } from './completed.js';
import { completedDetails } from './completed-details.js';
import { consistencyReport } from './consistency-stats.js';
import { currentUser, currentUserDetail } from './current-user.js';
import { submissionHistory } from './history.js';
import type { QueueType } from './model.js';
import {
  MAX_PAGE_SIZE,
  QUEUE_TYPE_VALUES,
  bodyObject,
  boolValue,
  choiceValue,
  idList,
  likePattern,
  optionalAnalystId,
  pathId,
  queryBool,
  queryChoice,
  queryDay,
  queryId,
  queryInt,
  querySorting,
  queryText,
  type Page,
} from './params.js';
import { pagedDetails } from './paged-details.js';
import { changeReadState } from './read-state.js';
import { recall, recallOne } from './recall.js';
import { ALL_ANALYSTS_ABILITY, seesAllAnalysts } from './review-visibility.js';
import { startBatch } from './start-batch.js';
import { submissionStats } from './submission-stats.js';
import { DASHBOARD_QUEUES, type DashboardQueue } from '../../../core/contract/queues.js';
import { SUBMITTED_SORTS } from '../../../core/contract/submitted.js';
import { SUBMITTED_PAGE_SIZE, SUBMITTED_STATUSES, submittedCount, submittedList, type SubmittedFilter } from './submitted-queue.js';
import { MAX_TAKE, takeNext } from './take-next.js';
import { unassignedCounts } from './unassigned-counts.js';

const SOURCE = 'server/review/queues/routes.ts';
const BASE = '/api/admin/review';
const REVIEW = 'AdminReview';
const SECOND_QUEUE = 'AdminSecondReviewQueue';
const ASSIGN = 'AdminAssign';
const REASSIGN = 'AdminReassign';

/** The 2nd review queue needs its own ability (spec 1 §2). */
function assertQueueAllowed(user: SessionUser, queue: QueueType): void {
  if (queue === 'second' && !hasAbility(user, SECOND_QUEUE)) throw new HttpError(403, 'The 2nd Review queue needs the AdminSecondReviewQueue ability.');
}

/** pageNumber and pageSize of a GET list (decisions.md: the spec's paging names). */
function queryPage(req: Request, defaultSize: number): Page {
  return { page: queryInt(req, 'pageNumber', { min: 1, max: 1_000_000, fallback: 1 }), pageSize: queryInt(req, 'pageSize', { min: 1, max: MAX_PAGE_SIZE, fallback: defaultSize }) };
}

/** ids or batchIds of a bulk body: exactly one of them. */
function selectionOf(body: Record<string, unknown>): Selection {
  const hasIds = body.ids !== undefined && body.ids !== null;
  const hasBatches = body.batchIds !== undefined && body.batchIds !== null;
  if (hasIds === hasBatches) throw badRequest('Send either ids (submissions) or batchIds (batches), as a comma-separated list.', { ids: ['Send ids or batchIds.'] });
  return hasIds ? { ids: idList('ids', body.ids) } : { batchIds: idList('batchIds', body.batchIds) };
}

/** The reassign target in a body or path: a queue from the list, else the spec's "Error reassigning course." */
function targetQueue(raw: unknown): QueueType {
  const match = typeof raw === 'string' ? QUEUE_TYPE_VALUES.find((q) => q === raw.trim().toLowerCase()) : undefined;
  if (!match) throw badRequest(UNKNOWN_TARGET_MESSAGE, { queueType: [`queueType must be one of: ${QUEUE_TYPE_VALUES.join(', ')}.`] });
  return match;
}

function targetAnalyst(req: Request): number {
  const id = optionalAnalystId(req, 'analystId', UNKNOWN_TARGET_MESSAGE);
  if (id === null) throw badRequest(UNKNOWN_TARGET_MESSAGE, { analystId: ['Choose an analyst to assign.'] });
  return id;
}

export function registerQueueRoutes(routes: RouteTable): void {
  const add = (method: 'GET' | 'POST', path: string, ability: string | readonly string[], handler: Parameters<RouteTable['add']>[0]['handler']) =>
    routes.add({ method, path, ability, source: SOURCE, handler });

  // ---- dashboard queues (spec 1 §7 "Review notes and queues", spec 3 §7 /assigned)
  add('POST', `${BASE}/assigned`, REVIEW, async ({ req, em, user }) => {
    const body = bodyObject(req, ['pagedDetails', 'query', 'queueType']);
    const queue = choiceValue<DashboardQueue>('queueType', body.queueType, DASHBOARD_QUEUES, 'main');
    assertQueueAllowed(user, queue);
    return assignedBatches(em, user, {
      queue,
      page: pagedDetails(body.pagedDetails, 50, MAX_PAGE_SIZE),
      pattern: likePattern('query', body.query),
    });
  });
  add('GET', `${BASE}/assigned`, REVIEW, async ({ req, em, user }) => {
    const queue = queryChoice<DashboardQueue>(req, 'queueType', DASHBOARD_QUEUES, 'main');
    assertQueueAllowed(user, queue);
    return assignedBatches(em, user, { queue, page: queryPage(req, 50), pattern: likePattern('query', queryText(req, 'query')) });
  });

  // read / unread: the single call turns the flag over; the bulk call too, or sets `isRead` when sent
  add('POST', `${BASE}/unread/bulk`, REVIEW, async ({ req, em, user }) => {
    const body = bodyObject(req, ['batchIds', 'isRead']);
    const isRead = body.isRead === undefined || body.isRead === null ? undefined : boolValue('isRead', body.isRead, false);
    return { result: await changeReadState(em, user, idList('batchIds', body.batchIds), isRead) };
  });
  add('POST', `${BASE}/unread/:batchId`, REVIEW, async ({ req, em, user }) => {
    bodyObject(req, []);
    const [state] = await changeReadState(em, user, [pathId(req, 'batchId')]);
    return state;
  });

  add('POST', `${BASE}/:batchId/start`, REVIEW, async ({ req, em, user }) => {
    bodyObject(req, []);
    return startBatch(em, user, pathId(req, 'batchId'));
  });

  // recall from 2nd review (spec 1 §7, spec 3 §7–§8)
  add('POST', `${BASE}/recall/bulk`, REVIEW, async ({ req, em, user }) => {
    const body = bodyObject(req, ['reviewIdentities']);
    return recall(em, user, idList('reviewIdentities', body.reviewIdentities));
  });
  add('POST', `${BASE}/recall/:reviewId`, REVIEW, async ({ req, em, user }) => {
    bodyObject(req, []);
    return recallOne(em, user, pathId(req, 'reviewId'));
  });

  // ---- take next and the counts behind it
  add('POST', `${BASE}/assigned/takeNext`, REVIEW, async ({ req, em, user }) => {
    bodyObject(req, []);
    const queue = queryChoice<QueueType>(req, 'queueType', ['main', 'audit', 'second'], 'main');
    assertQueueAllowed(user, queue);
    return takeNext(em, user, {
      courseCount: queryInt(req, 'courseCount', { min: 1, max: MAX_TAKE, fallback: 1 }),
      takeExpress: queryBool(req, 'takeExpress', false),
      queue,
    });
  });
  add('GET', `${BASE}/unassigned/counts`, REVIEW, ({ em }) => unassignedCounts(em));

  // ---- the submitted queue and assignment (spec 3 §2, §4, §7)
  const submittedFilter = (req: Request): SubmittedFilter => {
    const statusText = queryText(req, 'status');
    const statuses = statusText === undefined ? [...SUBMITTED_STATUSES] : [...new Set(statusText.split(',').map((s) => choiceValue('status', s, SUBMITTED_STATUSES)))];
    const express = queryText(req, 'isExpressReview');
    return {
      statuses,
      queue: queryText(req, 'queueType') === undefined ? undefined : queryChoice(req, 'queueType', QUEUE_TYPE_VALUES),
      analystId: queryId(req, 'analystId'),
      isExpressReview: express === undefined ? undefined : boolValue('isExpressReview', express, false),
      pattern: likePattern('query', queryText(req, 'query')),
    };
  };
  add('GET', `${BASE}/submitted`, [ASSIGN, REASSIGN], ({ req, em }) =>
    submittedList(em, submittedFilter(req), queryPage(req, SUBMITTED_PAGE_SIZE), querySorting(req, SUBMITTED_SORTS, { field: 'submittedOn', descending: false })),
  );
  add('GET', `${BASE}/submitted/count`, [ASSIGN, REASSIGN], async ({ req, em }) => ({ count: await submittedCount(em, submittedFilter(req)) }));
  add('GET', `${BASE}/analysts`, [ASSIGN, REASSIGN], ({ em }) => listAnalysts(em));

  add('POST', `${BASE}/:id/assign/:analystId`, ASSIGN, async ({ req, em, user }) => {
    bodyObject(req, []);
    return assign(em, user, { ids: [pathId(req, 'id')] }, targetAnalyst(req));
  });
  add('POST', `${BASE}/assign/bulk/:analystId`, ASSIGN, async ({ req, em, user }) => {
    const body = bodyObject(req, ['ids', 'batchIds']);
    return assign(em, user, selectionOf(body), targetAnalyst(req));
  });
  add('POST', `${BASE}/:id/reassign/:analystId`, REASSIGN, async ({ req, em, user }) => {
    bodyObject(req, []);
    return reassign(em, user, { ids: [pathId(req, 'id')] }, optionalAnalystId(req, 'analystId', UNKNOWN_TARGET_MESSAGE));
  });
  add('POST', `${BASE}/:id/reassign`, REASSIGN, async ({ req, em, user }) => {
    bodyObject(req, []);
    return reassign(em, user, { ids: [pathId(req, 'id')] }, null);
  });
  add('POST', `${BASE}/reassign/bulk/:analystId`, REASSIGN, async ({ req, em, user }) => {
    const body = bodyObject(req, ['ids', 'batchIds']);
    return reassign(em, user, selectionOf(body), optionalAnalystId(req, 'analystId', UNKNOWN_TARGET_MESSAGE));
  });
  add('POST', `${BASE}/reassign/bulk`, REASSIGN, async ({ req, em, user }) => {
    const body = bodyObject(req, ['ids', 'batchIds']);
    return reassign(em, user, selectionOf(body), null);
  });
  // the spec names the bulk variant of every reassign call; this one already takes a list, so both paths answer it
  for (const path of [`${BASE}/reassignToQueue`, `${BASE}/reassignToQueue/bulk`])
    add('POST', path, REASSIGN, async ({ req, em, user }) => {
      const body = bodyObject(req, ['ids', 'batchIds', 'queueType']);
      const queue = targetQueue(body.queueType);
      return reassignToQueue(em, user, selectionOf(body), queue);
    });

  // ---- completed reviews and history (spec 3 §2, §7, §9)
  add('GET', `${BASE}/completed`, REVIEW, async ({ req, em, user }) => {
    let analystId = queryId(req, 'analystId');
    if (!seesAllAnalysts(user)) {
      if (analystId !== undefined && analystId !== user.id) throw new HttpError(403, `Other analysts' reviews need the ${ALL_ANALYSTS_ABILITY} ability.`);
      analystId = user.id;
    }
    const decision = queryText(req, 'decision') === undefined ? undefined : queryChoice(req, 'decision', DECISIONS);
    const from = queryDay(req, 'from');
    const to = queryDay(req, 'to');
    if (from && to && to < from) throw badRequest('to must not be before from.', { to: ['The last day must not be before the first.'] });
    const sorting = querySorting(req, ['actionDate'] as const, { field: 'actionDate', descending: true });
    return completedList(em, { analystId, decision, from, to, pattern: likePattern('query', queryText(req, 'query')) }, queryPage(req, COMPLETED_PAGE_SIZE), sorting.descending);
  });
  // spec 3 §7 lists /details/{id} after /completed: read as its own path and as under /completed
  for (const path of [`${BASE}/completed/details/:id`, `${BASE}/details/:id`]) add('GET', path, REVIEW, ({ req, em, user }) => completedDetails(em, user, pathId(req, 'id')));
  add('GET', `${BASE}/history/:id`, REVIEW, ({ req, em }) => submissionHistory(em, pathId(req, 'id')));

  // ---- statistics (spec 1 §3 header statistics; spec 3 §2 analyst statistics)
  add('GET', '/api/admin/stats/submissions', REVIEW, ({ em }) => submissionStats(em));
  add('GET', `${BASE}/stats/analyst`, REVIEW, ({ em, user }) => analystStats(em, user.id));
  // spec 1 §7 lists currentuser and currentuser/detail among the header's statistics, and spec 3 §9 says
  // the current user's statistics come from a statistics service: the caller's own decision counts,
  // the detail with the four-week series of the analyst statistics panel (docs/courses-and-review.md)
  add('GET', '/api/admin/stats/currentuser', REVIEW, async ({ em, user }) => currentUserStats(user.id, await analystStats(em, user.id)));
  add('GET', '/api/admin/stats/currentuser/detail', REVIEW, async ({ em, user }) => ({ userId: user.id, ...(await analystStats(em, user.id)) }));
  add('GET', `${BASE}/stats/consistency`, ALL_ANALYSTS_ABILITY, async ({ req, em }) => {
    const from = queryDay(req, 'from');
    const to = queryDay(req, 'to');
    if (from && to && to < from) throw badRequest('to must not be before from.', { to: ['The last day must not be before the first.'] });
    return consistencyReport(em, { from, to });
  });

  // ---- the shell's current user (spec 1 §7 "Shell and impersonation")
  add('GET', '/api/currentuser', 'authenticated', ({ user }) => currentUser(user));
  add('GET', '/api/currentuser/detail', 'authenticated', ({ em, user }) => currentUserDetail(em, user));
}
