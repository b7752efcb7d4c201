// Undo that outlives the tab (issue 23 §2): what the server and the screens agree on. Every generic
// write and every workflow action with an inverse answers with UNDO_HEADER, the id of an undoable
// action; GET UNDO_PATH lists the caller's actions of the last UNDO_LIFETIME_MS, newest first;
// POST undoPath(id) reverts one (and is itself undoable: its answer names the undo's own id).
// A contract file: the browser bundle imports it, so it imports nothing outside core/.

/** The answer header that names the action a write can be undone by. */
export const UNDO_HEADER = 'X-Undo-Id';

/** How long an action stays undoable. */
export const UNDO_LIFETIME_MS = 30 * 60_000;

export const UNDO_PATH = '/api/undo';
export const undoPath = (id: number) => `${UNDO_PATH}/${id}`;

/** One action of the list (GET /api/undo). */
export interface UndoableAction {
  id: number;
  /** what was done, as a person reads it: "Renamed tag “STEM” to “STEM+”" */
  label: string;
  /** when (ISO) */
  at: string;
  /** until when it can be undone (ISO): 30 minutes, or a guarded decision's few seconds */
  until: string;
  /** false once its window has passed (a guarded decision): `note` says what to do instead */
  canUndo: boolean;
  note: string | null;
  /** the action this one undid, when it is an undo (undoing it redoes that one) */
  undoes: number | null;
}

export interface UndoList {
  actions: UndoableAction[];
}

/** The answer of POST /api/undo/{id}: what was undone, and the undo's own id (to redo). */
export interface UndoResult {
  undone: number;
  label: string;
  /** the undo as an action of its own: undoing it redoes the original */
  undoId: number | null;
}
