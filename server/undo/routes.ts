// GET /api/undo: the signed-in user's undoable actions of the last 30 minutes, newest first.
// POST /api/undo/{id}: reverts one in one transaction if nothing changed its records since (else 409
// naming who changed what and when); the undo is audited like any write and is itself undoable
// (undoing it redoes the action), its id in X-Undo-Id. Only the user who acted may undo (404 for
// anyone else's), with the abilities they hold now (403 when they may no longer write those records).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteTable } from '../http/route-table.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { hasAbility, type SessionUser } from '../auth/session-user.js';
import { AuditEntry } from '../db/system-entities.js';
import { guardedWrite } from '../crud/record-access.js';
import { runSql } from '../db/run-sql.js';
import { UNDO_HEADER, UNDO_LIFETIME_MS, UNDO_PATH, type UndoList, type UndoResult, type UndoableAction } from '../../core/contract/undo.js';
import { UndoAction } from './undo-table.js';
import { undoClock } from './clock.js';
import { kindOf, UNDO } from './kinds.js';
import { recordAuditIds } from './recorder.js';
import { revertEntries } from './revert.js';
import { undoLabel } from './labels.js';
import { setUndoModel, storeUndoAction, undoModel } from './undoable.js';
import type { ResourceDef } from '../../core/model/define.js';

const SOURCE = 'server/undo/routes.ts';

export const NO_SUCH_ACTION = 'There is no action of yours with this number to undo.';
export const UNDONE_ALREADY = 'This action has been undone already.';
export const TOO_OLD = `This action was more than ${UNDO_LIFETIME_MS / 60_000} minutes ago and can no longer be undone; change the records instead.`;

function listed(action: UndoAction, now: Date): UndoableAction {
  const kind = kindOf(action);
  const at = action.createdAt.getTime();
  const until = at + Math.min(kind.windowMs ?? UNDO_LIFETIME_MS, UNDO_LIFETIME_MS);
  const canUndo = now.getTime() <= until;
  return { id: action.id, label: action.label, at: action.createdAt.toISOString(), until: new Date(until).toISOString(), canUndo, note: canUndo ? null : (kind.afterWindow ?? null), undoes: action.undoesId ?? null };
}

async function undo(em: EntityManager, user: SessionUser, id: number): Promise<{ result: UndoResult; undoId: number | null }> {
  const peek = await em.findOne(UndoAction, { id });
  if (!peek || peek.userId !== user.id) throw notFound(NO_SUCH_ACTION);
  const entries = await em.find(AuditEntry, { id: { $in: peek.auditIds } }, { orderBy: { id: 'asc' } });
  // the accounts guard, when the action touched accounts or roles (server/crud/record-access.ts)
  return guardedWrite(em, new Set(entries.map((e) => e.entity)), async (tx) => {
    await runSql(tx, 'select 1 from undo_action where id = ? for update', [id]);
    const action = (await tx.findOne(UndoAction, { id }, { refresh: true }))!;
    if (action.undoneById != null) throw new HttpError(409, UNDONE_ALREADY);
    const now = undoClock.now().getTime();
    const age = now - action.createdAt.getTime();
    if (age > UNDO_LIFETIME_MS) throw new HttpError(410, TOO_OLD);
    const kind = kindOf(action);
    if (kind.windowMs !== undefined && age > kind.windowMs) throw new HttpError(409, kind.afterWindow ?? TOO_OLD);
    if (kind.ability && !hasAbility(user, kind.ability)) throw new HttpError(403, 'You may no longer do this, so it cannot be undone.');
    const { auditIds } = await recordAuditIds(async () => {
      if (kind.undo) await kind.undo(tx, user, action);
      else await revertEntries(tx, undoModel(), user, entries, kind);
      await tx.flush();
    });
    const label = undoLabel(action.label);
    // a guarded decision's own undo is not redone from here (deciding again is the way)
    const undoId = kind.undo ? null : await storeUndoAction(tx, user, auditIds, { kind: UNDO, label: () => label, data: { of: action.kind === UNDO ? action.data?.of : action.kind }, undoes: action.id });
    action.undoneById = undoId ?? action.id;
    await tx.flush();
    return { result: { undone: action.id, label, undoId }, undoId };
  });
}

export function registerUndoRoutes(routes: RouteTable, resources: readonly ResourceDef[]): void {
  setUndoModel(resources);
  routes.add({
    method: 'GET',
    path: UNDO_PATH,
    ability: 'authenticated',
    source: SOURCE,
    handler: async ({ em, user }): Promise<UndoList> => {
      const now = undoClock.now();
      const actions = await em.find(UndoAction, { userId: user.id, undoneById: null, createdAt: { $gte: new Date(now.getTime() - UNDO_LIFETIME_MS) } }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 200 });
      return { actions: actions.map((a) => listed(a, now)) };
    },
  });
  routes.add({
    method: 'POST',
    path: `${UNDO_PATH}/:id`,
    ability: 'authenticated',
    source: SOURCE,
    handler: async ({ em, user, req, res }): Promise<UndoResult> => {
      const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : NaN;
      if (!Number.isSafeInteger(id)) throw badRequest('The action id must be a whole number.');
      const { result, undoId } = await undo(em, user, id);
      if (undoId !== null) res.setHeader(UNDO_HEADER, String(undoId));
      return result;
    },
  });
}
