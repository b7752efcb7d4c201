// Undoable actions (issue 23 §2, docs/undo.md): one row per action a user may still undo, written in
// the action's own transaction. Its audit entries (auditIds) are the record of what to revert; an
// undo is a row of its own (undoesId), so undoing it redoes the original.
import { EntitySchema } from '@mikro-orm/core';

export class UndoAction {
  id!: number;
  userId!: number;
  /** what was done, as a person reads it */
  label!: string;
  /** 'generic' (a REST create, update or delete), 'undo', or a workflow's name (server/undo/kinds.ts) */
  kind!: string;
  /** the audit entries the action wrote, in order */
  auditIds!: number[];
  /** what a workflow's own undo needs (a review decision: its review id) */
  data?: Record<string, unknown> | null;
  createdAt!: Date;
  /** when this action is an undo: the action it undid */
  undoesId?: number | null;
  /** the undo that reverted this action, once one has */
  undoneById?: number | null;
}

export const UndoActionSchema = new EntitySchema<UndoAction>({
  class: UndoAction,
  tableName: 'undo_action',
  indexes: [{ properties: ['userId', 'createdAt'], name: 'undo_action_user_idx' }],
  properties: {
    id: { type: 'integer', primary: true, autoincrement: true },
    userId: { type: 'integer' },
    label: { type: 'string', length: 1000 },
    kind: { type: 'string', length: 100 },
    auditIds: { type: 'json' },
    data: { type: 'json', nullable: true },
    createdAt: { type: 'datetime', columnType: 'timestamptz' },
    undoesId: { type: 'integer', nullable: true },
    undoneById: { type: 'integer', nullable: true },
  },
});
