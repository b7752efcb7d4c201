// Makes an action undoable: runs it while noting the audit entries it writes, then stores an
// undo_action row naming them and answers its id in the X-Undo-Id header. The generic writes run it
// in one transaction with the action (server/crud/router.ts); a workflow route whose work commits on
// its own (server/courses/…) writes the row right after, in the same request.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { ResourceDef } from '../../core/model/define.js';
import { UNDO_HEADER } from '../../core/contract/undo.js';
import type { SessionUser } from '../auth/session-user.js';
import { AuditEntry } from '../db/system-entities.js';
import { recordAuditIds } from './recorder.js';
import { UndoAction } from './undo-table.js';
import { undoClock } from './clock.js';
import { hasRevertableChange, unrevertable } from './revert.js';
import { kindOf } from './kinds.js';

let model: readonly ResourceDef[] = [];

/** The model the undo reads labels and reverts rows by (set once, when the routes are registered). */
export function setUndoModel(resources: readonly ResourceDef[]): void {
  model = resources;
}
export const undoModel = () => model;

export interface UndoSpec {
  kind: string;
  /** the action's label, from the entries it wrote (read in the action's transaction) */
  label: (em: EntityManager, entries: AuditEntry[]) => Promise<string> | string;
  data?: Record<string, unknown>;
  /** set when this action is an undo: the action it undid */
  undoes?: number;
}

/** Stores the undoable action of these audit entries (none when there is nothing an undo could put back); its id or null. */
export async function storeUndoAction(em: EntityManager, user: SessionUser | null, auditIds: number[], spec: UndoSpec): Promise<number | null> {
  if (!user || !auditIds.length) return null;
  const entries = await em.find(AuditEntry, { id: { $in: auditIds } }, { orderBy: { id: 'asc' } });
  const kind = kindOf({ kind: spec.kind, data: spec.data ?? null });
  if (!kind.undo && (unrevertable(model, entries) || !hasRevertableChange(model, entries, kind))) return null;
  const action = em.create(UndoAction, {
    userId: user.id,
    label: (await spec.label(em, entries)).slice(0, 1000),
    kind: spec.kind,
    auditIds: entries.map((e) => e.id),
    data: spec.data ?? null,
    createdAt: undoClock.now(),
    undoesId: spec.undoes ?? null,
  });
  await em.flush();
  return action.id;
}

/** Runs `work` in one transaction with its undoable action; the answer carries X-Undo-Id. */
export async function undoableInTransaction<T>(em: EntityManager, res: Response, user: SessionUser | null, spec: UndoSpec, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    const { result, auditIds } = await recordAuditIds(async () => {
      const out = await work(tx);
      await tx.flush();
      return out;
    });
    const id = await storeUndoAction(tx, user, auditIds, spec);
    if (id !== null && !res.headersSent) res.setHeader(UNDO_HEADER, String(id));
    return result;
  });
}

/** Runs a workflow's `work` (which commits on its own), then stores its undoable action; the answer carries X-Undo-Id. */
export async function undoableWorkflow<T>(em: EntityManager, res: Response, user: SessionUser | null, spec: UndoSpec, work: () => Promise<T>): Promise<T> {
  const { result, auditIds } = await recordAuditIds(work);
  const id = await em.transactional((tx) => storeUndoAction(tx, user, auditIds, spec));
  if (id !== null && !res.headersSent) res.setHeader(UNDO_HEADER, String(id));
  return result;
}
