// The kinds of undoable action (docs/undo.md). A generic write is reverted from its audit entries
// with the generic rules (the fields a workflow owns are never put back). A workflow action with an
// inverse registers its kind: who may undo it (the ability its own route needs), whether its undo
// puts back the fields it owns, and, for a decision the rules guard, the guard's own undo and window.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import type { UndoAction } from './undo-table.js';

export interface UndoKind {
  /** the ability the undo needs now (a workflow's route ability); absent: each inverse generic write's own */
  ability?: string | readonly string[];
  /** the undo may put back fields the workflow owns (it is that workflow's own inverse) */
  restoreOwned: boolean;
  /** a shorter window than the 30 minutes, and what to do after it */
  windowMs?: number;
  afterWindow?: string;
  /** the workflow's own undo, in place of reverting the audit entries (a guarded decision) */
  undo?: (tx: EntityManager, user: SessionUser, action: UndoAction) => Promise<void>;
}

export const GENERIC = 'generic';
export const UNDO = 'undo';

const kinds = new Map<string, UndoKind>([[GENERIC, { restoreOwned: false }]]);

/** Registers a workflow's undoable action (once, at start-up). */
export function defineUndoKind(name: string, kind: UndoKind): string {
  kinds.set(name, kind);
  return name;
}

/** The kind an action is undone by: an undo is undone (redone) by the rules of what it undid. */
export function kindOf(action: Pick<UndoAction, 'kind' | 'data'>): UndoKind {
  const name = action.kind === UNDO ? String(action.data?.of ?? GENERIC) : action.kind;
  const kind = kinds.get(name) ?? kinds.get(GENERIC)!;
  // a guarded decision's undo is its own workflow: what it reverted is not redone from here
  return action.kind === UNDO ? { ability: kind.ability, restoreOwned: kind.restoreOwned } : kind;
}
