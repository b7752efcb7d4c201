// Which audit entries an action writes: while an action runs inside `recordAuditIds`, every audit
// entry its transaction writes (the audit subscriber's, through `recordingAuditWrite`, and the few
// written by hand, through `noteAuditEntry`) is noted, in order. The undoable action keeps that list.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditWrite } from '../audit/subscriber.js';

const storage = new AsyncLocalStorage<number[]>();

/** Runs `work`, collecting the ids of the audit entries written meanwhile. */
export async function recordAuditIds<T>(work: () => Promise<T>): Promise<{ result: T; auditIds: number[] }> {
  const auditIds: number[] = [];
  const result = await storage.run(auditIds, work);
  return { result, auditIds };
}

/** Notes an audit entry written by hand (em.insert(AuditEntry, …) answers its id). */
export function noteAuditEntry(id: unknown): void {
  const ids = storage.getStore();
  const n = typeof id === 'object' && id !== null ? (id as { id?: unknown }).id : id;
  if (ids && typeof n === 'number') ids.push(n);
}

/** The audit writer, noting the id of each entry it writes for the action running. */
export const recordingAuditWrite =
  (write: AuditWrite): AuditWrite =>
  async (em, entry) => {
    const id = await write(em, entry);
    noteAuditEntry(id);
    return id;
  };
