// What the assign / reassign dialog sends (spec 3 §4, §5, §7): the target is an analyst, a queue, or
// (reassigning) no analyst, which returns the courses In Queue. Courses nobody has yet are assigned
// (AdminAssign); any other selection is reassigned (AdminReassign). A target that is neither an analyst
// on the list nor a queue is refused with the spec's "Error reassigning course." before any request.
import { REVIEW_API, commaList } from '../../admin-ui/kit/review-call.js';
import { QUEUE_NAMES, type QueueType } from '../../admin-ui/kit/review-words.js';
import { analystName } from './submitted-api.js';
import type { Analyst } from '../../core/contract/queues.js';
import type { AssignmentCall, SubmittedRow } from '../../core/contract/submitted.js';
import type { Wire } from '../../core/contract/wire.js';

/** Spec 3 §5, §8: the target is neither an analyst nor a queue. */
export const UNKNOWN_TARGET = 'Error reassigning course.';

/** The queues a course can be reassigned to. */
export const TARGET_QUEUES: readonly QueueType[] = ['main', 'audit', 'second', 'hold'];

/** The dialog's choice as its select holds it: "analyst:7", "queue:audit" or "none". */
export type TargetValue = string;
export const analystTarget = (id: number): TargetValue => `analyst:${id}`;
export const queueTarget = (queue: QueueType): TargetValue => `queue:${queue}`;
export const NO_ANALYST: TargetValue = 'none';

export type Target = { kind: 'analyst'; analyst: Analyst } | { kind: 'queue'; queue: QueueType } | { kind: 'none' };

export function parseTarget(value: TargetValue, analysts: readonly Analyst[]): Target | undefined {
  if (value === NO_ANALYST) return { kind: 'none' };
  const [kind, id] = value.split(':');
  if (kind === 'analyst') {
    const analyst = analysts.find((a) => String(a.userId) === id);
    return analyst ? { kind: 'analyst', analyst } : undefined;
  }
  if (kind === 'queue') {
    const queue = TARGET_QUEUES.find((q) => q === id);
    return queue ? { kind: 'queue', queue } : undefined;
  }
  return undefined;
}

/** Nobody has these courses yet: they are assigned rather than reassigned. */
export const waitingForAnalyst = (rows: readonly Pick<Wire<SubmittedRow>, 'assignedAnalystId' | 'status'>[]) =>
  rows.length > 0 && rows.every((r) => r.assignedAnalystId === null && (r.status === 'inQueue' || r.status === 'hold'));

export type Mode = 'assign' | 'reassign';

/** Assign when every course waits and the user may assign; otherwise reassign (which also takes waiting courses). */
export function modeOf(rows: readonly Pick<Wire<SubmittedRow>, 'assignedAnalystId' | 'status'>[], abilities: { canAssign: boolean; canReassign: boolean }): Mode | undefined {
  if (waitingForAnalyst(rows) && abilities.canAssign) return 'assign';
  return abilities.canReassign ? 'reassign' : undefined;
}

/** The call for these submissions and this target, or the spec's message for an unknown target. */
export function assignmentCall(ids: readonly number[], target: Target | undefined, mode: Mode): AssignmentCall | { error: string } {
  if (!target || ids.length === 0) return { error: UNKNOWN_TARGET };
  const one = ids.length === 1 ? ids[0] : undefined;
  const bulk = { ids: commaList(ids) };
  if (target.kind === 'queue') return mode === 'reassign' ? { path: `${REVIEW_API}/reassignToQueue`, body: { ...bulk, queueType: target.queue } } : { error: UNKNOWN_TARGET };
  if (target.kind === 'none') {
    if (mode !== 'reassign') return { error: UNKNOWN_TARGET };
    return one !== undefined ? { path: `${REVIEW_API}/${one}/reassign` } : { path: `${REVIEW_API}/reassign/bulk`, body: bulk };
  }
  const analystId = target.analyst.userId;
  if (one !== undefined) return { path: `${REVIEW_API}/${one}/${mode}/${analystId}` };
  return { path: `${REVIEW_API}/${mode}/bulk/${analystId}`, body: bulk };
}

/** "3 courses assigned to Priya Raman", "1 course reassigned to the Hold queue". */
export function doneMessage(count: number, target: Target, mode: Mode): string {
  const courses = count === 1 ? '1 course' : `${count} courses`;
  const verb = mode === 'assign' ? 'assigned' : 'reassigned';
  if (target.kind === 'analyst') return `${courses} ${verb} to ${analystName(target.analyst)}`;
  if (target.kind === 'queue') return `${courses} ${verb} to the ${QUEUE_NAMES[target.queue]} queue`;
  return `${courses} returned to In Queue`;
}
